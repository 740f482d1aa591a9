"""The session's file tools keep to their folders (pagemark/_file_roots.py, the Node rule of
src/node/guard/outputPath.ts): every attack here names a path the model could give or a link a page
or another user could plant, and the file outside must stay untouched or unread.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Iterator

import pytest

from pagemark import sync_api
from pagemark._driver import run_sync
from pagemark._file_roots import check_reads, free_path, output_path, write_output
from pagemark._agent_files import AgentFiles, write_file


@pytest.fixture
def dirs(tmp_path: Path) -> Iterator[Any]:
    out, outside = tmp_path / "out", tmp_path / "outside"
    out.mkdir()
    outside.mkdir()
    (outside / "victim.txt").write_text("keep me")
    (outside / "secret.txt").write_text("SECRET")
    yield out, outside


def test_output_path_refuses_traversal_absolute_paths_and_links(dirs: Any) -> None:
    out, outside = dirs
    for name in ["../x.md", "a/../../x.md", str(outside / "victim.txt"), "/etc/passwd"]:
        assert output_path(str(out), name)["code"] == "NOT_ALLOWED", name  # type: ignore[index]
    os.symlink(outside / "victim.txt", out / "link.md")
    os.symlink(outside / "new.md", out / "dangling.md")
    os.symlink(outside, out / "linkdir")
    for name in ["link.md", "dangling.md", "linkdir/new.md"]:
        assert output_path(str(out), name)["code"] == "NOT_ALLOWED", name  # type: ignore[index]
    for name in ["", "  ", "sub/", "."]:
        assert output_path(str(out), name)["code"] == "INVALID_COMMAND", name  # type: ignore[index]
    assert output_path(str(out), "x/../ok.md") == str((out / "ok.md").resolve())
    assert len(output_path(str(out), "../" + "x" * 5000)["message"]) < 300  # type: ignore[index]


def test_write_output_never_follows_a_link(dirs: Any) -> None:
    out, outside = dirs
    os.symlink(outside / "victim.txt", out / "notes.md")
    assert write_output(str(out), "notes.md", "pwned")["code"] == "NOT_ALLOWED"  # type: ignore[index]
    assert (outside / "victim.txt").read_text() == "keep me"
    assert write_output(str(out), "fine.md", "ok") == str((out / "fine.md").resolve())


def test_write_file_through_a_planted_link_is_refused(dirs: Any) -> None:
    out, outside = dirs
    os.symlink(outside / "victim.txt", out / "notes.md")
    r = run_sync(write_file(AgentFiles(str(out), []), "notes.md", "pwned", False))
    assert r["code"] == "NOT_ALLOWED" and r["message"].startswith("Error: Could not write to file 'notes.md'.")
    assert (outside / "victim.txt").read_text() == "keep me"


def test_a_download_never_takes_a_dangling_links_name(dirs: Any) -> None:
    out, outside = dirs
    os.symlink(outside / "report.csv", out / "report.csv")
    assert free_path(str(out), "report.csv") == str(out / "report (1).csv")


def test_reads_stay_inside_the_roots(dirs: Any) -> None:
    out, outside = dirs
    roots = [str(out.resolve())]
    (out / "cv.txt").write_text("cv")
    assert check_reads(roots, [str(out / "cv.txt"), {"name": "a.txt", "mimeType": "text/plain", "buffer": b""}]) is None
    os.symlink(outside / "secret.txt", out / "innocent.txt")
    for p in [str(outside / "secret.txt"), str(out / ".." / "outside" / "secret.txt"), str(out / "innocent.txt"), "/etc/passwd"]:  # fmt: skip
        assert check_reads(roots, [p])["code"] == "NOT_ALLOWED", p  # type: ignore[index]


def _chooser_page(page: Any, origin: str) -> Any:
    page.goto(origin + "/chooser.html")
    return page


def test_session_upload_outside_the_roots_is_not_allowed(page: Any, origin: str, dirs: Any) -> None:
    out, outside = dirs
    os.symlink(outside / "secret.txt", out / "innocent.txt")
    s = sync_api.open_session(_chooser_page(page, origin), output_dir=str(out))
    target = next(e.index for e in s.snapshot().elements if e.name == "Attachment")
    for p in [str(outside / "secret.txt"), str(out / ".." / "outside" / "secret.txt"), str(out / "innocent.txt"), "/etc/passwd"]:  # fmt: skip
        r = s.act({"action": "upload", "target": target, "files": [p]})
        assert not r.ok and r.error.code == "NOT_ALLOWED", p
        assert r.error.hint and "allowed_roots" in r.error.hint
        assert r.error.message.startswith("File access denied: ") and "is outside allowed roots" in r.error.message
    assert s.page().text_content("#out") != "secret.txt"
    # Inside the output folder, and in a folder the caller names: taken.
    (out / "cv.txt").write_text("cv")
    assert s.act({"action": "upload", "target": target, "files": [str(out / "cv.txt")]}).ok
    s2 = sync_api.open_session(s.page(), output_dir=str(out), allowed_roots=[str(outside)])
    assert s2.act({"action": "upload", "target": target, "files": [str(outside / "secret.txt")]}).ok
    with pytest.raises(sync_api.UsageError):
        sync_api.open_session(s.page(), allowed_roots=str(outside))  # type: ignore[arg-type]


def test_session_screenshot_through_a_planted_link_is_refused(page: Any, origin: str, dirs: Any) -> None:
    out, outside = dirs
    os.symlink(outside / "victim.txt", out / "front.png")
    os.symlink(outside / "gone.png", out / "screenshot.png")
    s = sync_api.open_session(_chooser_page(page, origin), output_dir=str(out))
    r = s.act({"screenshot": {"file_name": "front"}})
    assert not r.ok and r.error.code == "NOT_ALLOWED"
    assert (outside / "victim.txt").read_text() == "keep me"
    r = s.act({"screenshot": {}})  # the default name is taken by a dangling link: the next free one
    assert r.ok and os.path.basename(r.file or "") == "screenshot (1).png" and not (outside / "gone.png").exists()

