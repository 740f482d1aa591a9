"""Two local origins (127.0.0.1 on two ports) serving tests/pages/; `{{OTHER}}` is the other origin."""

from __future__ import annotations

import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Tuple

PAGES = Path(__file__).parent / "pages"


class Handler(SimpleHTTPRequestHandler):
    other = ""

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        if self.path.startswith("/download/"):
            # A download: Content-Disposition attachment (RFC 6266) with the file name the browser suggests.
            body = b"id,total\n1,42\n"
            self.send_response(200)
            self.send_header("Content-Type", "text/csv")
            self.send_header("Content-Disposition", f'attachment; filename="{self.path.rsplit("/", 1)[-1]}"')
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        path = PAGES / self.path.split("?")[0].lstrip("/")
        if path.suffix != ".html" or not path.is_file():
            return super().do_GET()
        body = path.read_text(encoding="utf-8").replace("{{OTHER}}", self.other).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def serve_two() -> Tuple[str, str, list]:
    servers = []
    for _ in range(2):
        cls = type("H", (Handler,), {})
        s = ThreadingHTTPServer(("127.0.0.1", 0), partial(cls, directory=str(PAGES)))
        servers.append((s, cls))
    a = f"http://127.0.0.1:{servers[0][0].server_address[1]}"
    b = f"http://127.0.0.1:{servers[1][0].server_address[1]}"
    servers[0][1].other, servers[1][1].other = b, a
    for s, _ in servers:
        threading.Thread(target=s.serve_forever, daemon=True).start()
    return a, b, [s for s, _ in servers]
