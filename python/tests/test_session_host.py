"""browser-use 0.13's host verbs in the Python session (sync and async): the file tools of
browser_use/tools/service.py over browser_use/filesystem/file_system.py in the session's output
folder, evaluate (only with allow_eval), screenshot and save_as_pdf. Each expectation cites the
browser-use code it comes from; the async twin is test_async_session_host.py, the Node one
test/browser/host-verbs.spec.ts.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from pagemark import sync_api
import zipfile

from pagemark._driver import run_sync
from pagemark._agent_files import AgentFiles, normalize_csv, read_file
from pagemark._agent_files import replace_file as _replace
from pagemark._agent_files import write_file as _write


def write_file(a: AgentFiles, name: str, content: str, append: bool) -> Any:
    return run_sync(_write(a, name, content, append))


def replace_file(a: AgentFiles, name: str, old: str, new: str) -> Any:
    return run_sync(_replace(a, name, old, new))


def test_file_system_follows_browser_use(tmp_path: Path) -> None:
    a = AgentFiles(str(tmp_path), [])
    # FileSystem(create_default_files=True): an empty todo.md to start with.
    assert read_file(a, "todo.md") == {"message": "Read from file todo.md.\n<content>\n\n</content>"}
    # FileSystem.append_file: only to a file already written.
    assert write_file(a, "log.txt", "b", True) == {"code": "NOT_FOUND", "message": "File 'log.txt' not found."}
    # FileSystem.replace_file_str: str.replace, every occurrence.
    write_file(a, "notes.md", "a-b-a", False)
    out = replace_file(a, "notes.md", "a", "z")
    assert out["message"] == 'Successfully replaced all occurrences of "a" with "z" in file notes.md'
    assert (tmp_path / "notes.md").read_text() == "z-b-z"
    assert replace_file(a, "notes.md", "q", "z")["code"] == "NOT_FOUND"
    # _resolve_filename: the base name only (no traversal); _build_filename_error_message for a binary.
    out = write_file(a, "../up.md", "x", False)
    assert out["message"] == "Data written to file up.md successfully. (auto-corrected from '../up.md')"
    assert not (tmp_path.parent / "up.md").exists()
    assert write_file(a, "shot.png", "x", False)["message"].startswith("Error: Cannot write binary/image file 'shot.png'.")  # fmt: skip
    # CsvFile._normalize_csv: blank rows dropped, minimal quoting.
    assert normalize_csv('h1,h2\n\nx,"y,z"\n') == 'h1,h2\nx,"y,z"'


def test_docx_is_written_and_read_as_browser_use_does(tmp_path: Path) -> None:
    a = AgentFiles(str(tmp_path), [])
    # DocxFile.sync_to_disk_sync: add_heading(level 1..3) for "# ", "## ", "### "; add_paragraph() for a blank line.
    out = write_file(a, "report.docx", "# Head\none & <b>\n\n## Sub\ntwo", False)
    assert out["message"] == "Data written to file report.docx successfully."
    with zipfile.ZipFile(tmp_path / "report.docx") as z:
        doc = z.read("word/document.xml").decode()
    assert '<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Head</w:t>' in doc
    assert "one &amp; &lt;b&gt;" in doc and "<w:p/>" in doc and '<w:pStyle w:val="Heading2"/>' in doc
    # read_file_structured: '\n'.join(para.text for para in Document(path).paragraphs); the heading's
    # "# " is not in its text, the blank line is an empty paragraph.
    path = str(tmp_path / "report.docx")
    b = AgentFiles(str(tmp_path), [path])
    assert read_file(b, path) == {"message": f"Read from file {path}.\n<content>\nHead\none & <b>\n\nSub\ntwo\n</content>"}  # fmt: skip
    # Without a session browser a .pdf cannot be printed; an available .pdf has no parser (browser-use: pypdf).
    assert write_file(a, "report.pdf", "# T", False)["code"] == "NOT_SUPPORTED"
    (tmp_path / "in.pdf").write_bytes(b"%PDF-1.4")
    out = read_file(AgentFiles(str(tmp_path), [str(tmp_path / "in.pdf")]), str(tmp_path / "in.pdf"))
    assert out["code"] == "NOT_SUPPORTED" and "pypdf" in out["message"]


def _page(context: Any, origin: str) -> Any:
    page = context.new_page()
    page.goto(origin + "/tabs.html")
    return page


def test_sync_session_runs_the_host_verbs(browser: Any, origin: str, tmp_path: Path) -> None:
    ctx = browser.new_context()
    try:
        page = _page(ctx, origin)
        # attach(page) is a session without allow_eval (as in Node): NOT_ALLOWED naming the option.
        pm = sync_api.attach(page)
        r = pm.act({"evaluate": {"code": "1"}})
        assert r.error.code == "NOT_ALLOWED" and "allow_eval=True" in r.error.message
        pm.dispose()
        s = sync_api.open_session(page, output_dir=str(tmp_path))
        r = s.act({"evaluate": {"code": "document.title"}})
        assert r.error.code == "NOT_ALLOWED" and "allow_eval=True" in r.error.message
        s.dispose()
        s = sync_api.open_session(page, output_dir=str(tmp_path), allow_eval=True)
        assert s.output_dir == str(tmp_path)
        # service.py evaluate: str(value), json.dumps for objects; an exception is an error.
        assert s.act({"evaluate": {"code": "(function(){return document.title})()"}}).value == "Tabs"
        assert s.act({"evaluate": {"code": "Promise.resolve({n: 2, ok: true})"}}).value == '{"n": 2, "ok": true}'
        assert s.act({"evaluate": {"code": "nope.nothing"}}).error.code == "SCRIPT_ERROR"
        # service.py write_file: trailing_newline=True by default.
        r = s.act({"write_file": {"file_name": "notes.md", "content": "hello"}})
        assert r.value == "Data written to file notes.md successfully." and r.file == os.path.join(tmp_path, "notes.md")
        assert (tmp_path / "notes.md").read_text() == "hello\n"
        # service.py screenshot(file_name): `.png` added, sanitised.
        r = s.act({"screenshot": {"file_name": "front page"}})
        assert r.value == "Screenshot saved to front-page.png" and Path(r.file).read_bytes()[1:4] == b"PNG"
        # service.py save_as_pdf: named after the title, " (1)" when the name is taken.
        r = s.act({"save_as_pdf": {}})
        assert r.value.startswith("Saved page as PDF: Tabs.pdf (") and Path(r.file).read_bytes()[:5] == b"%PDF-"
        assert s.act({"save_as_pdf": {}}).file == os.path.join(tmp_path, "Tabs (1).pdf")
        # file_system.py PdfFile: the text rendered to a Letter PDF, in a page the session never reports.
        r = s.act({"write_file": {"file_name": "report.pdf", "content": "# Report\n\nbody"}})
        assert r.value == "Data written to file report.pdf successfully." and (r.browser is None or r.browser.tabs_opened == [])
        data = (tmp_path / "report.pdf").read_bytes()
        assert data[:5] == b"%PDF-" and len(re.findall(rb"/Type\s*/Page\b(?!s)", data)) >= 1
        assert [t.id for t in s.tabs()] == ["t1"] and len(ctx.pages) == 1
        s.dispose()
    finally:
        ctx.close()


def test_own_folders_are_private_and_removed_when_empty(browser: Any, origin: str) -> None:
    # Without output_dir the folder had a predictable name in the shared temp folder (pid and id) and
    # was made on the first write with the umask's mode: another user could make it first or read
    # what was written (CWE-377). Now mkdtemp (0700, random); own empty folders go on dispose.
    ctx = browser.new_context()
    try:
        page = _page(ctx, origin)
        a = sync_api.open_session(page)
        b = sync_api.open_session(page)
        try:
            assert a.output_dir != b.output_dir
            r = a.act({"write_file": {"file_name": "notes.md", "content": "x"}})
            assert r.file == os.path.join(a.output_dir, "notes.md")
            st = os.lstat(a.output_dir)
            assert st.st_mode & 0o077 == 0 and st.st_uid == os.getuid()
            b.dispose()
            assert not os.path.exists(b.output_dir) and not os.path.exists(b.downloads_dir)
            a.dispose()
            assert Path(r.file).read_text() == "x\n" and not os.path.exists(a.downloads_dir)
        finally:
            for d in (a.output_dir, b.output_dir):
                if os.path.isdir(d):
                    for f in os.listdir(d):
                        os.remove(os.path.join(d, f))
                    os.rmdir(d)
    finally:
        ctx.close()


def test_browsergym_tab_close_activates_the_last_page(browser: Any, origin: str) -> None:
    # browsergym/core/action/functions.py tab_close: context.pages[-1] becomes active, a new page when none is left.
    ctx = browser.new_context()
    try:
        s = sync_api.open_session(_page(ctx, origin))
        for c in ("new_tab()", "new_tab()", "tab_focus(1)", "tab_close()"):
            assert s.act(c).ok, c
        assert [t.id for t in s.tabs()] == ["t1", "t3"] and s.active_tab_id() == "t3"
        s.act("tab_close()")
        s.act("tab_close()")
        assert [t.id for t in s.tabs()] == ["t4"] and s.active_tab_id() == "t4"
        s.dispose()
    finally:
        ctx.close()
