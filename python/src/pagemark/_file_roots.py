"""Where the session's file tools may write and read on the host: the Node rule of
src/node/guard/outputPath.ts, for the Python session and the agents that drive it.

- Written files (browser-use's write_file and replace_file, screenshot, save_as_pdf, downloads) land
  inside their folder (the session's output folder, its downloads folder): the name resolved, `..`
  and symbolic links followed, must stay inside it; a symbolic link at the name itself is refused
  (an existing one pointing out, or a dangling one), and the file is opened with O_NOFOLLOW, so a
  link planted after the check still cannot lead out.
- Read files (an upload's paths) lie inside the read roots once `..` and symbolic links are resolved:
  by default the working directory, the output folder, the downloads folder and each of
  browser-use's available_file_paths; open_session(allowed_roots=[...]) names others instead of the
  working directory. A file given by content (a dict with name, mimeType, buffer) reads nothing.

A refusal is `{"code": "NOT_ALLOWED", "message": ..., "hint": ...}` (or INVALID_COMMAND for a name
that is no file name); the caller's name is echoed at most 200 characters long.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Iterable, List, Optional, Union

Refusal = Dict[str, str]


def _clip(s: str) -> str:
    return s if len(s) <= 200 else s[:199] + "…"


def real_path(p: str) -> str:
    """`p` absolute with every symbolic link resolved (a missing tail kept under its folder's real path)."""
    return os.path.realpath(os.path.abspath(p))


def is_inside(root: str, p: str) -> bool:
    """Whether `p` is `root` or below it (both real paths)."""
    try:
        return os.path.commonpath([root, p]) == root
    except ValueError:  # different drives
        return False


def output_path(folder: str, name: str) -> Union[str, Refusal]:
    """The real path `name` writes to inside `folder`, or why not."""
    if not isinstance(name, str) or not name.strip() or name.endswith(("/", os.sep)) or "\0" in name:
        return {"code": "INVALID_COMMAND", "message": f"{_clip(repr(name))} is not a file name"}
    root = real_path(folder)
    path = os.path.normpath(os.path.join(root, name))
    denied: Refusal = {
        "code": "NOT_ALLOWED",
        "message": f"{_clip(name)} is outside the output folder {root}",
        "hint": "give a name relative to the output folder (open_session(output_dir=...) chooses it)",
    }
    if not is_inside(root, path):
        return denied
    if os.path.islink(path):
        target = os.path.realpath(path)
        if not os.path.exists(target) or not is_inside(root, target):
            return denied
    real = real_path(path)
    if real == root or os.path.isdir(real):
        return {"code": "INVALID_COMMAND", "message": f"{_clip(name)} is a folder, not a file name"}
    return real if is_inside(root, real) else denied


def write_output(folder: str, name: str, data: Union[str, bytes]) -> Union[str, Refusal]:
    """Writes `data` (text as UTF-8) to `name` inside `folder`, never through a final symbolic link."""
    try:
        os.makedirs(folder, exist_ok=True)
    except OSError as e:
        return {"code": "NOT_WRITABLE", "message": f"cannot write {_clip(name)} ({e.strerror or e})"}
    path = output_path(folder, name)
    if isinstance(path, dict):
        return path
    raw = data.encode("utf-8") if isinstance(data, str) else data
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd = os.open(path, flags, 0o644)
    except OSError as e:
        if getattr(e, "errno", None) == 40:  # ELOOP: a link planted after the check
            return {"code": "NOT_ALLOWED", "message": f"{_clip(name)} is a symbolic link"}
        return {"code": "NOT_WRITABLE", "message": f"cannot write {_clip(name)} ({e.strerror or e})"}
    with os.fdopen(fd, "wb") as f:
        f.write(raw)
    return path


def free_path(folder: str, base: str) -> str:
    """`folder/base`, or `stem (n).ext`, never a name taken by a file, a folder or a (dangling) link."""
    stem, ext = os.path.splitext(base)
    path, n = os.path.join(folder, base), 1
    while os.path.lexists(path):
        path, n = os.path.join(folder, f"{stem} ({n}){ext}"), n + 1
    return path


def read_roots(core: Any) -> List[str]:
    """The folders and files a session's tools may read: its allowed_roots (default: the working
    directory), its output and downloads folders, and browser-use's available_file_paths."""
    given: Optional[Iterable[str]] = getattr(core, "allowed_roots", None)
    roots = list(given) if given is not None else [os.getcwd()]
    roots += [core.files.dir, core.downloads_dir]
    roots += list(core.files.external)
    return [real_path(r) for r in roots]


def check_reads(roots: List[str], files: Iterable[Any], what: str = "upload") -> Optional[Refusal]:
    """None when every path in `files` (dicts given by content aside) is inside a root, else the refusal."""
    for f in files:
        if not isinstance(f, (str, os.PathLike)):
            continue
        p = os.fspath(f)
        real = real_path(p)
        if not any(is_inside(r, real) for r in roots):
            return {
                "code": "NOT_ALLOWED",
                # The Node tools' sentence (src/node/guard/outputPath.ts), itself Playwright MCP's.
                "message": f"File access denied: {_clip(p)} is outside allowed roots. "
                f"Allowed roots: {', '.join(roots)}",
                "hint": f"{what} reads only inside them: open the session with allowed_roots=[...] naming its folder",
            }
    return None
