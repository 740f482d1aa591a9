"""pagemark.async_api.open_session: the fixtures of test_session.py through the async session."""

from __future__ import annotations

from pathlib import Path
from typing import Any, AsyncIterator, Dict

import pytest

from pagemark import UsageError
from pagemark.async_api import BrowserSession, open_session
from pagemark.browsergym import observation


@pytest.fixture
async def actx(abrowser: Any) -> AsyncIterator[Any]:
    ctx = await abrowser.new_context(viewport={"width": 1000, "height": 700})
    ctx.set_default_timeout(15000)
    yield ctx
    await ctx.close()


async def start(context: Any, url: str, **options: Any) -> BrowserSession:
    page = await context.new_page()
    await page.goto(url)
    return await open_session(page, **options)


async def ids(session: BrowserSession) -> Dict[str, int]:
    return {e.name: e.index for e in (await session.snapshot()).elements if e.name}


async def click(session: BrowserSession, name: str) -> Any:
    return await session.act({"action": "click", "target": (await ids(session))[name]})


async def test_async_tabs_popups_and_another_tab(actx: Any, origin: str) -> None:
    s = await start(actx, origin + "/tabs.html")
    r = await click(s, "Open next in a new tab")
    assert r.browser.tabs_opened == [{"tab_id": "t2", "url": origin + "/next.html", "opener_tab_id": "t1"}]
    assert r.browser.active_tab_id == "t2"
    assert (await s.observe()).text.startswith("Tabs (2; * marks the active one, actions act there):\n  0 t1")
    obs = await observation(s)
    assert obs["open_pages_urls"] == [origin + "/tabs.html", origin + "/next.html"] and int(obs["active_page_index"][0]) == 1  # fmt: skip
    await s.act({"action": "switchTab", "tab": "t1"})
    r = await click(s, "Open a popup that closes itself")
    assert [o["tab_id"] for o in r.browser.tabs_opened] == ["t3"] and r.browser.tabs_closed == [{"tab_id": "t3"}]
    r = await click(s, "Open a popup")
    assert r.browser.tabs_opened[0]["tab_id"] == "t4" and r.browser.active_tab_id == "t4"
    await s.act({"action": "switchTab", "tab": "t1"})
    assert (await click(s, "Open the other tab")).browser.tabs_opened[0]["tab_id"] == "t5"
    await s.act({"action": "switchTab", "tab": "t1"})
    r = await click(s, "Navigate the other tab")
    assert r.browser.navigations == [{"tab_id": "t5", "from": origin + "/next.html", "to": origin + "/leave.html"}]
    r = await click(s, "Do nothing")
    assert r.ok and r.browser.nothing
    r = await s.act({"action": "closeTab", "tab": "t2"})
    assert r.browser.tabs_closed == [{"tab_id": "t2"}] and [t.id for t in await s.tabs()] == ["t1", "t4", "t5"]


async def test_async_session_navigation_and_typed_errors(actx: Any, origin: str) -> None:
    s = await start(actx, origin + "/tabs.html")
    r = await s.act({"action": "goto", "url": origin + "/next.html"})
    assert r.ok and r.browser.navigations[0]["to"] == origin + "/next.html"
    assert (await s.act({"action": "back"})).browser.navigations[0]["to"] == origin + "/tabs.html"
    r = await s.act({"action": "goto", "url": origin + "/leave.html", "newTab": True})
    assert r.browser.tabs_opened == [{"tab_id": "t2", "url": origin + "/leave.html"}]
    await s.act({"action": "newTab"})
    assert (await s.act({"action": "back"})).error.code == "NO_EFFECT"  # a new tab has no history
    assert (await s.act({"action": "switchTab", "tab": "t7"})).error.code == "NO_SUCH_TAB"
    assert (await s.act({"action": "dialog", "accept": True})).error.code == "NO_DIALOG"
    with pytest.raises(UsageError):
        await open_session(s.page(), download_timeout_ms=-1)


async def test_async_dialogs_pending_answered_and_by_policy(actx: Any, origin: str) -> None:
    s = await start(actx, origin + "/dialogs.html")
    page = s.page()
    r = await click(s, "Alert")
    assert [(d.type, d.state) for d in r.browser.dialogs] == [("alert", "pending")]
    assert (await s.act({"action": "click", "target": 1})).error.code == "DIALOG_PENDING"
    o = await s.observe()
    assert o.snapshot is None and 'Dialog pending in t1: alert "Saved"' in o.text
    assert (await s.act({"action": "dialog", "accept": True})).browser.dialogs[0].state == "accepted"
    assert await page.text_content("#out") == "alert closed"
    await click(s, "Prompt")
    await s.act({"action": "dialog", "accept": True, "text": "Grace"})
    assert await page.text_content("#out") == "prompt Grace"
    await click(s, "Send")
    r = await s.act({"action": "dialog", "accept": True})
    assert r.effects.navigated and r.browser.navigations[0]["to"].startswith(origin + "/next.html")
    # Alert and prompt on submit; the alert's form is sent by Enter in its only field.
    s = await start(actx, origin + "/dialogs.html")
    r = await s.act({"action": "press", "target": (await ids(s))["Feedback"], "key": "Enter"})
    assert [(d.type, d.message, d.state) for d in r.browser.dialogs] == [("alert", "Thanks", "pending")]
    await s.act({"action": "dialog", "accept": True})
    assert await s.page().text_content("#out") == "thanked"
    r = await click(s, "Apply a coupon")
    assert [(d.type, d.default_value) for d in r.browser.dialogs] == [("prompt", "NONE")]
    await s.act({"action": "dialog", "accept": True, "text": "SAVE10"})
    assert await s.page().text_content("#out") == "coupon SAVE10"
    p = await start(actx, origin + "/dialogs.html", dialogs="accept")
    r = await click(p, "Confirm")
    assert [(d.state, d.by) for d in r.browser.dialogs] == [("accepted", "policy")]
    assert await p.page().text_content("#out") == "confirm true"


async def test_async_beforeunload(actx: Any, origin: str) -> None:
    s = await start(actx, origin + "/dialogs.html")
    await click(s, "Guard unsaved work")
    r = await click(s, "Leave")
    assert [(d.type, d.state) for d in r.browser.dialogs] == [("beforeunload", "pending")]
    await s.act({"action": "dialog", "accept": False})
    r = await s.act({"action": "closeTab"})
    assert r.browser.dialogs[0].type == "beforeunload"
    r = await s.act({"action": "dialog", "accept": True})
    assert r.browser.tabs_closed == [{"tab_id": "t1"}] and await s.tabs() == []


async def test_async_downloads(actx: Any, origin: str, tmp_path: Path) -> None:
    s = await start(actx, origin + "/downloads.html", downloads_dir=str(tmp_path))
    d = (await click(s, "Download the report")).browser.downloads[0]
    assert (d.state, d.suggested_filename, d.size) == ("saved", "report.csv", 14) and Path(d.path).is_file()
    d = (await click(s, "Save notes")).browser.downloads[0]
    assert (d.state, d.suggested_filename) == ("saved", "notes.txt") and Path(d.path).read_text() == "a note\n"
    assert 'Download in t1: "notes.txt" saved' in (await s.observe()).text
    (tmp_path / "file").write_text("")
    bad = await start(actx, origin + "/downloads.html", downloads_dir=str(tmp_path / "file" / "dl"))
    d = (await click(bad, "Download the report")).browser.downloads[0]
    assert (d.state, d.code) == ("failed", "NOT_WRITABLE")


async def test_async_render_starts_with_the_header(actx: Any, origin: str, tmp_path: Path) -> None:
    s = await start(actx, origin + "/downloads.html", downloads_dir=str(tmp_path), follow_popups=False)
    assert await s.render(await s.snapshot()) == (await s.observe()).text  # nothing pending: the page alone
    d = (await click(s, "Export a data URL")).browser.downloads[0]
    assert (d.state, d.suggested_filename) == ("saved", "data.csv")
    text = await s.render(await s.snapshot())
    assert text.startswith(f'Download in t1: "data.csv" saved to {d.path} (8 bytes)\n\n'), text
    assert "Download in" not in await s.render(await s.snapshot(), "json")


async def test_async_file_chooser(actx: Any, origin: str, tmp_path: Path) -> None:
    s = await start(actx, origin + "/chooser.html", allowed_roots=[str(tmp_path)])  # uploads read only there
    f = tmp_path / "cv.txt"
    f.write_text("cv")
    r = await click(s, "Attach a file")
    assert [c.state for c in r.browser.file_choosers] == ["pending"]
    r = await s.act({"action": "upload", "target": (await ids(s))["Attachment"], "files": [str(f)]})
    assert r.browser.file_choosers[0].state == "answered" and await s.page().text_content("#out") == "cv.txt"
    await click(s, "Attach a file")
    r = await s.act({"action": "scroll", "direction": "down"})
    assert [c.state for c in r.browser.file_choosers] == ["cancelled"]
    await s.page().evaluate("document.getElementById('file').value = ''; document.getElementById('out').textContent = 'reset'")
    await click(s, "Attach a file")
    r = await s.act({"action": "upload", "files": [str(f)]})  # no target: the pending chooser takes the files
    assert r.ok and [c.state for c in r.browser.file_choosers] == ["answered"]
    assert await s.page().text_content("#out") == "cv.txt"
