"""pagemark.sync_api.open_session: tabs, popups, dialogs, downloads and file choosers, reported.

Each fixture page (tests/pages/tabs.html, dialogs.html, downloads.html, chooser.html) names what it
does; every action's result says what the browser did (`result.browser`), and the next observation
shows what is pending. The async twin is test_async_session.py.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Dict, Iterator

import pytest

from pagemark import UsageError
from pagemark._session_header import render_session
from pagemark.browsergym import observation
from pagemark.sync_api import BrowserSession, attach, open_session


@pytest.fixture
def context(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 700})
    ctx.set_default_timeout(15000)
    yield ctx
    ctx.close()


def start(context: Any, url: str, **options: Any) -> BrowserSession:
    page = context.new_page()
    page.goto(url)
    return open_session(page, **options)


def ids(session: BrowserSession) -> Dict[str, int]:
    return {e.name: e.index for e in session.snapshot().elements if e.name}


def click(session: BrowserSession, name: str) -> Any:
    return session.act({"action": "click", "target": ids(session)[name]})


def test_target_blank_link_opens_the_active_tab_and_the_header_lists_tabs(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html")
    assert "Tabs (" not in s.observe().text  # one tab: the page alone
    r = click(s, "Open next in a new tab")
    assert r.ok and r.browser.tabs_opened == [{"tab_id": "t2", "url": origin + "/next.html", "opener_tab_id": "t1"}]
    assert r.browser.active_tab_id == "t2" and s.active_tab_id() == "t2" and s.page().url.endswith("/next.html")
    text = s.observe().text
    assert text.startswith(f'Tabs (2; * marks the active one, actions act there):\n  0 t1 "Tabs" {origin}/tabs.html\n* 1 t2 "Next" {origin}/next.html\n\n')  # fmt: skip
    assert [(t.id, t.index, t.active) for t in s.tabs()] == [("t1", 0, False), ("t2", 1, True)]
    r = s.act({"action": "switchTab", "tab": 0})
    assert r.ok and r.browser.active_tab_id == "t1" and r.browser.nothing
    r = s.act({"action": "closeTab", "tab": "t2"})
    assert r.ok and r.browser.tabs_closed == [{"tab_id": "t2"}] and [t.id for t in s.tabs()] == ["t1"]


def test_window_open_and_a_popup_that_closes_itself(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html")
    r = click(s, "Open a popup")
    assert r.browser.tabs_opened[0]["tab_id"] == "t2" and r.browser.active_tab_id == "t2"
    s.act({"action": "switchTab", "tab": "t1"})
    r = click(s, "Open a popup that closes itself")
    assert r.ok and [o["tab_id"] for o in r.browser.tabs_opened] == ["t3"] and r.browser.tabs_closed == [{"tab_id": "t3"}]
    assert r.browser.active_tab_id == "t1"  # back to the opener
    r = click(s, "Do nothing")
    assert r.ok and r.browser.nothing and r.browser.active_tab_id == "t1"  # nothing happened, and it says so
    s.dispose()  # the listeners and pagemark go; the context and its pages stay
    assert not s.page().is_closed() and len(s.context.pages) == 2


def test_follow_popups_false_reports_the_tab_and_stays(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html", follow_popups=False)
    r = click(s, "Open a popup")
    assert r.browser.tabs_opened[0]["tab_id"] == "t2" and r.browser.active_tab_id == "t1"


def test_a_link_that_navigates_another_tab(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html")
    assert click(s, "Open the other tab").browser.tabs_opened[0]["tab_id"] == "t2"
    s.act({"action": "switchTab", "tab": "t1"})
    r = click(s, "Navigate the other tab")
    assert r.ok and r.browser.tabs_opened == [] and r.browser.active_tab_id == "t1"
    assert r.browser.navigations == [{"tab_id": "t2", "from": origin + "/next.html", "to": origin + "/leave.html"}]


def test_session_goto_back_forward_and_new_tab(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html")
    r = s.act({"action": "goto", "url": origin + "/next.html"})
    assert r.ok and r.effects.navigated and r.snapshot is not None and r.snapshot.title == "Next"
    assert r.browser.navigations == [{"tab_id": "t1", "from": origin + "/tabs.html", "to": origin + "/next.html"}]
    assert s.act({"action": "back"}).browser.navigations[0]["to"] == origin + "/tabs.html"
    assert s.act({"action": "forward"}).browser.navigations[0]["to"] == origin + "/next.html"
    r = s.act({"action": "newTab", "url": origin + "/leave.html"})
    assert r.ok and r.browser.tabs_opened == [{"tab_id": "t2", "url": origin + "/leave.html"}] and s.active_tab_id() == "t2"
    assert s.act({"action": "listTabs"}).ok  # the tabs are in the header, as in the Node session
    assert f'  0 t1 "Next" {origin}/next.html\n* 1 t2 "Leave" {origin}/leave.html\n\n' in s.observe().text


def test_typed_errors_for_bad_input(context: Any, origin: str, tmp_path: Path) -> None:
    s = start(context, origin + "/tabs.html")
    r = s.act({"action": "switchTab", "tab": "t9"})
    assert not r.ok and r.error.code == "NO_SUCH_TAB" and r.error.message == 'no open tab is "t9"'
    assert r.error.hint == f'open tabs (use an id or a position):\n* 0 t1 "Tabs" {origin}/tabs.html'
    assert s.act({"action": "closeTab", "tab": 4}).error.code == "NO_SUCH_TAB"
    assert s.act({"action": "dialog", "accept": True}).error.code == "NO_DIALOG"
    s.act({"action": "newTab"})
    assert s.act({"action": "back"}).error.code == "NO_EFFECT"  # a new tab has no history
    with pytest.raises(UsageError):
        open_session(s.page(), dialogs="sometimes")
    with pytest.raises(UsageError):
        open_session("a page")


def test_alert_confirm_prompt_pending_then_answered(context: Any, origin: str) -> None:
    s = start(context, origin + "/dialogs.html")
    page = s.page()
    r = click(s, "Alert")
    assert r.ok and [(d.type, d.message, d.state) for d in r.browser.dialogs] == [("alert", "Saved", "pending")]
    blocked = s.act({"action": "click", "target": 2})
    assert not blocked.ok and blocked.error.code == "DIALOG_PENDING"
    o = s.observe()
    assert o.snapshot is None and 'Dialog pending in t1: alert "Saved"' in o.text and o.text.endswith("answer it to see the page)")
    r = s.act({"action": "dialog", "accept": True})
    assert r.ok and r.browser.dialogs[0].state == "accepted" and r.browser.dialogs[0].by == "agent"
    assert page.text_content("#out") == "alert closed"
    click(s, "Confirm")
    assert s.act({"action": "dialog", "accept": False}).ok and page.text_content("#out") == "confirm false"
    r = click(s, "Prompt")
    assert r.browser.dialogs[0].default_value == "Ada"
    r = s.act({"action": "dialog", "accept": True, "text": "Grace"})
    assert r.browser.dialogs[0].prompt_text == "Grace" and page.text_content("#out") == "prompt Grace"


def test_confirm_on_submit_answered_navigates(context: Any, origin: str) -> None:
    s = start(context, origin + "/dialogs.html")
    r = click(s, "Send")
    assert r.browser.dialogs[0].type == "confirm" and r.browser.dialogs[0].state == "pending"
    r = s.act({"action": "dialog", "accept": True})
    assert r.ok and r.effects.navigated and r.browser.navigations[0]["to"].startswith(origin + "/next.html")


def test_alert_and_prompt_on_submit(context: Any, origin: str) -> None:
    s = start(context, origin + "/dialogs.html")
    # An alert on submit: Enter in the form's only field submits it (HTML implicit submission).
    r = s.act({"action": "press", "target": ids(s)["Feedback"], "key": "Enter"})
    assert [(d.type, d.message, d.state) for d in r.browser.dialogs] == [("alert", "Thanks", "pending")]
    assert s.act({"action": "dialog", "accept": True}).ok and s.page().text_content("#out") == "thanked"
    r = click(s, "Apply a coupon")
    assert [(d.type, d.default_value, d.state) for d in r.browser.dialogs] == [("prompt", "NONE", "pending")]
    r = s.act({"action": "dialog", "accept": False})
    assert r.browser.dialogs[0].state == "dismissed" and s.page().text_content("#out") == "coupon null"


@pytest.mark.parametrize("policy,state,out", [("accept", "accepted", "confirm true"), ("dismiss", "dismissed", "confirm false")])  # fmt: skip
def test_dialog_policy_answers_and_says_so(context: Any, origin: str, policy: str, state: str, out: str) -> None:
    s = start(context, origin + "/dialogs.html", dialogs=policy)
    r = click(s, "Confirm")
    assert r.ok and [(d.state, d.by) for d in r.browser.dialogs] == [(state, "policy")]
    assert s.page().text_content("#out") == out
    r = click(s, "Prompt")
    assert r.browser.dialogs[0].state == state


def test_beforeunload_on_leaving_and_on_close_tab(context: Any, origin: str) -> None:
    s = start(context, origin + "/dialogs.html")
    click(s, "Guard unsaved work")
    r = click(s, "Leave")
    assert [(d.type, d.state) for d in r.browser.dialogs] == [("beforeunload", "pending")]
    r = s.act({"action": "dialog", "accept": False})
    assert r.ok and r.browser.navigations == [] and s.page().url.endswith("/dialogs.html")
    r = s.act({"action": "closeTab"})
    assert r.browser.dialogs[0].type == "beforeunload" and r.browser.tabs_closed == []
    r = s.act({"action": "dialog", "accept": True})
    assert r.browser.tabs_closed == [{"tab_id": "t1"}] and s.tabs() == [] and s.active_tab_id() == ""
    assert s.act({"action": "click", "target": 1}).error.code == "NO_SUCH_TAB"
    assert s.act({"action": "newTab"}).browser.tabs_opened[0]["tab_id"] == "t2"


def test_downloads_saved_and_reported(context: Any, origin: str, tmp_path: Path) -> None:
    s = start(context, origin + "/downloads.html", downloads_dir=str(tmp_path / "dl"))
    r = click(s, "Download the report")
    d = r.browser.downloads[0]
    assert (d.state, d.suggested_filename, d.size, d.tab_id) == ("saved", "report.csv", 14, "t1")
    assert Path(d.path).read_text() == "id,total\n1,42\n" and Path(d.path).parent == tmp_path / "dl"
    r = click(s, "Save notes")
    d = r.browser.downloads[0]
    assert (d.state, d.suggested_filename) == ("saved", "notes.txt") and Path(d.path).read_text() == "a note\n"
    text = s.observe().text
    assert f'Download in t1: "report.csv" saved to {tmp_path / "dl" / "report.csv"} (14 bytes)' in text
    assert "Download in" not in s.observe().text  # listed once, in the next observation


def test_every_way_a_page_downloads_is_saved_and_in_the_next_render(context: Any, origin: str, tmp_path: Path) -> None:
    # The download attribute, a data: URL through a link made for the click, window.open of a file.
    s = start(context, origin + "/downloads.html", downloads_dir=str(tmp_path), follow_popups=False)
    for name, file in (("Download with the attribute", "attribute.html"), ("Export a data URL", "data.csv"),
                       ("Open the export in a window", "opened.csv")):  # fmt: skip
        r = click(s, name)
        got = [(d.state, d.suggested_filename) for d in r.browser.downloads]
        assert got == [("saved", file)], name
        d = r.browser.downloads[0]
        # The header of the next snapshot's text render lists it, as observe() does (until observed).
        head = s.render(s.snapshot()).split("\n\n")[0]
        assert f'Download in {d.tab_id}: "{file}" saved to {d.path}' in head, name
    assert Path(tmp_path / "data.csv").read_text() == "a,b\n1,2\n"


def test_render_of_a_snapshot_starts_with_the_tab_list(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html", follow_popups=False)
    assert "Tabs (" not in s.render(s.snapshot())  # one tab: the page alone
    click(s, "Open next in a new tab")
    text = s.render(s.snapshot())
    assert text.startswith(f'Tabs (2; * marks the active one, actions act there):\n* 0 t1 "Tabs" {origin}/tabs.html\n  1 t2 ')
    assert text.split("\n\n")[0] == s.observe().text.split("\n\n")[0]  # the header observe() prints
    assert "Tabs (" not in s.render(s.snapshot(), "json")  # the other formats stay the page's own


def test_attach_reports_every_download_and_the_tabs(context: Any, origin: str) -> None:
    """attach(page) is a session of the page's context: what an action caused is in its result and in the
    text render of the next snapshot, as in Node (the README tour's pm.render(pm.snapshot()))."""
    page = context.new_page()
    page.goto(origin + "/downloads.html")
    pm = attach(page)
    names = {e.name: e.index for e in pm.snapshot().elements if e.name}
    for name, file in (("Download the report", "report.csv"), ("Save notes", "notes.txt"),
                       ("Download with the attribute", "attribute.html"), ("Export a data URL", "data.csv"),
                       ("Open the export in a window", "opened.csv")):  # fmt: skip
        r = pm.act({"action": "click", "target": names[name]})
        assert [(d.state, d.suggested_filename) for d in r.browser.downloads] == [("saved", file)], name
        head = pm.render(pm.snapshot()).split("\n\n")[0]
        assert f'"{file}" saved to {r.browser.downloads[0].path}' in head, name
    pm.dispose()
    page.goto(origin + "/tabs.html")
    pm = attach(page)
    assert "Tabs (" not in pm.render(pm.snapshot())
    r = pm.act({"action": "click", "target": {e.name: e.index for e in pm.snapshot().elements}["Open next in a new tab"]})
    assert r.browser.tabs_opened[0]["tab_id"] == "t2" and r.browser.active_tab_id == "t1"  # attach stays in its page
    assert pm.render(pm.snapshot()).startswith(f'Tabs (2; * marks the active one, actions act there):\n* 0 t1 "Tabs" {origin}/tabs.html\n  1 t2 ')  # fmt: skip
    assert pm.render().startswith("Tabs (2;")  # the last snapshot, by default: the same header
    pm.dispose()


def test_download_folder_that_cannot_be_written(context: Any, origin: str, tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    s = start(context, origin + "/downloads.html", downloads_dir=str(blocker / "dl"))
    r = click(s, "Download the report")
    assert r.ok and (r.browser.downloads[0].state, r.browser.downloads[0].code) == ("failed", "NOT_WRITABLE")
    assert "failed (NOT_WRITABLE)" in s.observe().text


def test_file_chooser_behind_a_styled_button(context: Any, origin: str, tmp_path: Path) -> None:
    s = start(context, origin + "/chooser.html", allowed_roots=[str(tmp_path)])  # uploads read only there
    f = tmp_path / "cv.txt"
    f.write_text("cv")
    r = click(s, "Attach a file")
    assert [(c.state, c.multiple) for c in r.browser.file_choosers] == [("pending", False)]
    assert "File chooser pending in t1" in s.observe().text
    r = s.act({"action": "upload", "target": ids(s)["Attachment"], "files": [str(f)]})
    assert r.ok and r.browser.file_choosers[0].state == "answered"
    assert s.page().text_content("#out") == "cv.txt"
    click(s, "Attach a file")
    r = click(s, "Attach a file")  # any other action cancels the pending one
    assert [c.state for c in r.browser.file_choosers] == ["cancelled", "pending"]
    s.page().evaluate("document.getElementById('file').value = ''; document.getElementById('out').textContent = 'reset'")
    r = s.act({"action": "upload", "files": [str(f)]})  # no target: the pending chooser takes the files
    assert r.ok and [c.state for c in r.browser.file_choosers] == ["answered"]
    assert s.page().text_content("#out") == "cv.txt" and "File chooser" not in s.observe().text


def test_browsergym_pages_from_the_session(context: Any, origin: str) -> None:
    s = start(context, origin + "/tabs.html")
    click(s, "Open next in a new tab")
    obs = observation(s)
    assert obs["open_pages_urls"] == [origin + "/tabs.html", origin + "/next.html"]
    assert int(obs["active_page_index"][0]) == 1 and obs["url"] == origin + "/next.html"


def test_header_renderer_matches_the_typescript_one() -> None:
    """The Python header is a port of src/core/render/renderSession.ts (a page blocked by a dialog cannot
    run the bundle's): session_header.json holds the TypeScript renderer's output for the same states."""
    doc = json.loads((Path(__file__).parent / "session_header.json").read_text(encoding="utf-8"))
    for case in doc["cases"]:
        assert render_session(case["state"], case["page"]) == case["text"]
