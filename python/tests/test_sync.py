"""pagemark.sync_api on a real Chromium: snapshot, render, act, locator, highlight, observe, dispose."""

from __future__ import annotations

from typing import Any

import pytest

from pagemark import ActionResult, ElementRecord, Snapshot, UsageError
from pagemark.sync_api import attach


def by_name(snap: Snapshot, name: str) -> ElementRecord:
    return next(e for e in snap.elements if e.name == name)


def test_snapshot_records_are_snake_case(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    snap = pm.snapshot()
    assert snap.url.endswith("/form.html") and snap.title == "Sign in"
    button = by_name(snap, "Sign in")
    assert button.role == "button" and button.tag == "button"
    assert button.bid == str(button.index) and button.element_id.startswith("pm")
    assert button.is_visible and button.is_interactive and button.frame == ""
    assert button.bbox is not None and button.bbox.width > 0
    assert button.raw["elementId"] == button.element_id
    assert snap.raw["elements"][0]["index"] == snap.elements[0].index
    email = by_name(snap, "Email")
    assert email.attributes.get("type") == "email" and email.input_type == "email"
    assert [loc["kind"] for loc in email.locators][:3] == ["elementId", "testId", "id"]
    assert page.get_attribute("#go", "data-element-id") == button.element_id
    assert pm.last_snapshot is not None and pm.last_snapshot.url == snap.url


def test_render_formats(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    snap = pm.snapshot()
    go = by_name(snap, "Sign in")
    assert f"[{go.index}]<button>Sign in" in pm.render(snap)
    assert f"[{go.bid}] button 'Sign in'" in pm.render(snap, "axtree")
    assert "<button" in pm.render(snap, "html") and "Sign in" in pm.render(snap, "html")
    assert '"Sign in"' in pm.render(snap, "json")
    assert pm.render() == pm.render(snap)  # default: the last snapshot
    with pytest.raises(UsageError, match="unknown format 'markdown'; use one of text, html, json, axtree"):
        pm.render(snap, "markdown")


def test_act_dict_and_dialect_string(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    snap = pm.snapshot()
    email, go = by_name(snap, "Email"), by_name(snap, "Sign in")
    r = pm.act({"action": "fill", "target": email.index, "text": "a@b.c"})
    assert isinstance(r, ActionResult) and r.ok and r.effects.value_after == "a@b.c"
    assert r.target == {"index": email.index, "bid": email.bid, "element_id": email.element_id}
    assert r.snapshot is not None and by_name(r.snapshot, "Email").value == "a@b.c"
    r = pm.act(f"click('{go.bid}')")
    assert r.ok and r.resolved_by == "live"
    assert page.text_content("#out") == "clicked trusted"
    r = pm.act({"action": "click", "target": go.index}, trusted=False)
    assert r.ok and page.text_content("#out") == "clicked synthetic"
    # browser-use's and the seed's dialects parse too (in the bundle).
    assert pm.act({"click_element_by_index": {"index": go.index}}).ok
    assert pm.act({"action": "type", "index": email.index, "text": "!"}).ok
    assert page.input_value("#email") == "a@b.c!"


def test_act_select_check_hover_press_scroll(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    snap = pm.snapshot()
    assert pm.act({"action": "select", "target": by_name(snap, "Color").index, "values": ["Blue"]}).ok
    assert page.input_value("#color") == "b"
    assert pm.act({"action": "check", "target": by_name(snap, "I agree").index}).ok
    assert page.is_checked("#agree")
    assert pm.act({"action": "hover", "target": by_name(snap, "Hover me").index}).ok
    assert page.text_content("#hoverme") == "hovered"
    note = by_name(snap, "Note").index
    assert pm.act({"action": "fill", "target": note, "text": "x"}).ok
    assert pm.act({"action": "press", "target": note, "key": "Backspace"}).ok
    assert page.input_value("#note") == ""
    far = by_name(snap, "Far away")
    assert pm.act({"action": "scrollIntoView", "target": far.index}).ok
    assert page.evaluate("() => window.scrollY") > 500
    assert pm.act({"action": "getText", "target": far.index}).value == "Far away"


def test_select_in_the_page_fails_typed(page: Any, origin: str) -> None:
    # A native <select> of the top document is selected in the page (_js.SELECT_IN_PAGE, as
    # src/node/drivers/hostAct.ts), failing typed at once: the element handle's select_option
    # waited out its own timeout (15 s) for a disabled option, then failed INTERNAL.
    page.goto(origin + "/form.html")
    page.evaluate(
        "() => { const o = document.createElement('option'); o.value = 'g'; o.textContent = 'Green';"
        " o.disabled = true; document.getElementById('color').appendChild(o); }"
    )
    pm = attach(page)
    color = by_name(pm.snapshot(), "Color").index
    r = pm.act({"action": "select", "target": color, "values": ["Green"], "timeout": 1000})
    assert not r.ok and r.error is not None and r.error.code == "DISABLED"
    r = pm.act({"action": "select", "target": color, "values": ["Gold"], "timeout": 1000})
    assert not r.ok and r.error is not None and r.error.code == "NOT_FOUND" and r.duration_ms < 5000
    assert page.input_value("#color") == "r"
    r = pm.act({"action": "select", "target": color, "values": ["b"]})
    assert r.ok and r.effects.value_after == "Blue" and page.input_value("#color") == "b"


def test_locator_is_a_playwright_locator(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    snap = pm.snapshot()
    loc = pm.locator(by_name(snap, "Sign in").bid)
    assert loc.count() == 1 and loc.text_content() == "Sign in"
    assert pm.locator(99999) is None


def test_highlight_clear_observe_dispose(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    pm.snapshot()
    count = "() => document.querySelectorAll('pagemark-marks').length"
    pm.highlight(label="bid")
    assert page.evaluate(count) == 1
    pm.clear_highlights()
    assert page.evaluate(count) == 0
    with pytest.raises(UsageError, match="label must be 'index', 'bid' or 'none'"):
        pm.highlight(label="numbers")
    obs = pm.observe(shapes=["browsergym", "harness"])
    assert isinstance(obs["snapshot"], Snapshot)
    assert "axtree_txt" in obs["browsergym"] and "harness" in obs
    with pytest.raises(UsageError, match="unknown shape 'gym'"):
        pm.observe(shapes=["gym"])
    pm.dispose()
    assert page.get_attribute("#go", "data-element-id") is None


def test_hooks_follow_navigations(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page, hooks=True)
    page.goto(origin + "/next.html")
    assert page.evaluate("() => typeof pagemark === 'object' && pagemark.protocol.hookStatus().early")
    snap = pm.snapshot()
    assert snap.title == "Next" and by_name(snap, "Back").role == "button"


def test_usage_errors_name_the_fix(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    with pytest.raises(UsageError, match="Playwright Page"):
        attach(object())
    pm = attach(page)
    with pytest.raises(UsageError, match="viewportExpansion must be -1"):
        pm.snapshot(viewport_expansion="all")
    with pytest.raises(UsageError, match="command is a dict"):
        pm.act(12)  # type: ignore[arg-type]
    with pytest.raises(UsageError, match="take a snapshot first"):
        attach(page).render()


def test_strict_csp_and_trusted_types_block_nothing(page: Any, origin: str) -> None:
    # The bundle goes in through the driver (evaluate, init script), not a <script> the page's CSP sees.
    page.goto(origin + "/csp.html")
    pm = attach(page)
    snap = pm.snapshot()
    assert [e.name for e in snap.elements if e.is_interactive] == ["Query", "Go"]
    assert pm.act({"action": "fill", "target": by_name(snap, "Query").index, "text": "ok"}).ok
    assert page.input_value("#q") == "ok"
