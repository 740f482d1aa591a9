"""The async session's uploads keep to the read roots (the sync twin, with the other attacks, is
test_file_roots.py)."""

from __future__ import annotations

import os
from pathlib import Path

from typing import Any

from pagemark.async_api import open_session


async def test_async_session_upload_outside_the_roots_is_not_allowed(apage: Any, origin: str, tmp_path: Path) -> None:
    out, outside = tmp_path / "out", tmp_path / "outside"
    out.mkdir()
    outside.mkdir()
    (outside / "secret.txt").write_text("SECRET")
    os.symlink(outside / "secret.txt", out / "innocent.txt")
    await apage.goto(origin + "/chooser.html")
    s = await open_session(apage, output_dir=str(out))
    target = next(e.index for e in (await s.snapshot()).elements if e.name == "Attachment")
    for p in [str(outside / "secret.txt"), str(out / ".." / "outside" / "secret.txt"), str(out / "innocent.txt")]:
        r = await s.act({"action": "upload", "target": target, "files": [p]})
        assert not r.ok and r.error.code == "NOT_ALLOWED", p
    s2 = await open_session(apage, output_dir=str(out), allowed_roots=[str(outside)])
    assert (await s2.act({"action": "upload", "target": target, "files": [str(outside / "secret.txt")]})).ok
