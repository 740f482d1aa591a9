"""Bad input and failures: typed ActionResult errors, never exceptions; misuse raises UsageError."""

from __future__ import annotations

from typing import Any

from pagemark.sync_api import attach


def test_unknown_target(page: Any, origin: str) -> None:
    page.goto(origin + "/leave.html")
    pm = attach(page)
    pm.snapshot()
    r = pm.act({"action": "click", "target": 4242})
    assert not r.ok and r.error is not None and r.error.code == "NOT_FOUND" and r.error.hint
    r = pm.act("click('nope')")
    assert not r.ok and r.error is not None and r.error.code == "INVALID_COMMAND"
    r = pm.act("explode('1')")
    assert not r.ok and r.error is not None and r.error.code == "INVALID_COMMAND"


def test_stale_element(page: Any, origin: str) -> None:
    page.goto(origin + "/leave.html")
    pm = attach(page)
    snap = pm.snapshot()
    gone = next(e for e in snap.elements if e.name == "Gone")
    assert pm.act({"action": "click", "target": gone.index}).ok  # removes itself
    for trusted in (True, False):
        r = pm.act({"action": "click", "target": gone.index}, trusted=trusted)
        assert not r.ok and r.error is not None and r.error.code == "STALE_ELEMENT"


def test_navigation_is_an_effect_of_a_click(page: Any, origin: str) -> None:
    page.goto(origin + "/leave.html")
    pm = attach(page)
    snap = pm.snapshot()
    link = next(e for e in snap.elements if e.name == "To next")
    with page.expect_navigation():
        r = pm.act({"action": "click", "target": link.index}, trusted=False)
    assert r.ok
    assert pm.snapshot().title == "Next"


def test_page_navigating_away_mid_action(page: Any, origin: str) -> None:
    page.goto(origin + "/leave.html")
    pm = attach(page)
    pm.snapshot()
    # Late enough that the wait has begun on a loaded machine: attach() parses the command in the page
    # first (a session, as in Node), and a navigation during the parse is no navigation mid-action.
    page.evaluate("() => setTimeout(() => { location.href = '/next.html'; }, 1500)")
    r = pm.act({"action": "wait", "untilText": "never there", "timeout": 20000})
    assert not r.ok and r.error is not None and r.error.code == "STALE_ELEMENT"
    assert "navigated away" in r.error.message and r.effects.navigated
    # The result comes back when the old document unloads, before the new one commits. Let the
    # navigation finish: Chromium never answers Target.disposeBrowserContext sent during a commit,
    # and the fixture's ctx.close() would wait forever (seen as a hang after this test).
    page.wait_for_url("**/next.html")


def test_closed_page(browser: Any, origin: str) -> None:
    ctx = browser.new_context()
    page = ctx.new_page()
    page.goto(origin + "/leave.html")
    pm = attach(page)
    snap = pm.snapshot()
    page.close()
    r = pm.act({"action": "click", "target": snap.elements[0].index})
    # attach(page) is a session of the context (as in Node): its only tab closed, and the result says so.
    assert not r.ok and r.error is not None and r.error.code == "NO_SUCH_TAB"
    assert r.browser is not None and r.browser.tabs_closed == [{"tab_id": "t1"}]
    ctx.close()


def test_dry_run_acts_on_nothing(page: Any, origin: str) -> None:
    # A caller's dryRun with trusted input went down the driver's path: the dry run, then the real
    # click through the element handle (the Node host had the same bug, test/browser/host.spec.ts).
    page.goto(origin + "/form.html")
    pm = attach(page)
    go = next(e for e in pm.snapshot().elements if e.attributes.get("id") == "go")
    r = pm.act({"action": "click", "target": go.index, "dryRun": True}, trusted=True)
    assert r.ok, r
    assert page.text_content("#out") == "waiting"
