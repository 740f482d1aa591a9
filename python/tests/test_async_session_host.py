"""pagemark.async_api.open_session runs browser-use's host verbs as test_session_host.py checks them
in the sync session (browser_use/tools/service.py evaluate, write_file, replace_file, read_file,
screenshot, and a .pdf written)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pagemark import async_api


async def test_async_session_runs_the_host_verbs(abrowser: Any, origin: str, tmp_path: Path) -> None:
    ctx = await abrowser.new_context()
    try:
        page = await ctx.new_page()
        await page.goto(origin + "/tabs.html")
        s = await async_api.open_session(page, output_dir=str(tmp_path), allow_eval=True)
        assert (await s.act({"evaluate": {"code": "1 + 1"}})).value == "2"
        await s.act({"write_file": {"file_name": "todo.md", "content": "- [ ] a\n- [ ] b"}})
        r = await s.act({"replace_file": {"file_name": "todo.md", "old_str": "[ ]", "new_str": "[x]"}})
        assert r.ok and (tmp_path / "todo.md").read_text() == "- [x] a\n- [x] b\n"
        r = await s.act({"read_file": {"file_name": "todo.md"}})
        assert r.value == "Read from file todo.md.\n<content>\n- [x] a\n- [x] b\n\n</content>"
        r = await s.act({"screenshot": {}})
        assert r.file == os.path.join(tmp_path, "screenshot.png")
        # file_system.py PdfFile: printed in a page of its own, awaited by the async session.
        r = await s.act({"write_file": {"file_name": "report.pdf", "content": "# Report"}})
        assert r.ok and (tmp_path / "report.pdf").read_bytes()[:5] == b"%PDF-" and len(ctx.pages) == 1
        await s.dispose()
    finally:
        await ctx.close()
