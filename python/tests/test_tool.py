"""WebAgentTool (the design seed's Stage 2 surface): every method, on a real Chromium."""

from __future__ import annotations

import threading
from typing import Any, List

import pytest

from pagemark import PageState, UsageError
from pagemark.sync_api import WebAgentTool

from conftest import CHROMIUM


def idx(state: PageState, name: str) -> int:
    return next(e.index for e in state.elements if e.name == name)


def test_analyze_page_formats(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/form.html")
    state = tool.analyze_page()
    assert state.url.endswith("/form.html") and state.title == "Sign in" and state.output_format == "indexed_text"
    go = state.get_element_by_index(idx(state, "Sign in"))
    assert go is not None and f"[{go.index}]<button>Sign in" in state.content
    assert state.get_element_by_id(go.element_id) is go
    assert "<button" in tool.analyze_page(output_format="simplified_html").content
    assert '"elements"' in tool.analyze_page(output_format="json").content
    assert tool.analyze_page(highlight=True, viewport_expansion=0).elements
    tool.clear_highlights()
    with pytest.raises(UsageError, match="use one of indexed_text, simplified_html, json"):
        tool.analyze_page(output_format="markdown")


def test_every_action_method(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/form.html")
    s = tool.analyze_page()
    assert tool.fill(idx(s, "Email"), "me@x.org") and tool.get_value(idx(s, "Email")) == "me@x.org"
    assert tool.last_result is not None and tool.last_result.ok
    assert tool.type_text(s.get_element_by_index(idx(s, "Email")).element_id, "you@y.org")  # by element id
    assert page.input_value("#email") == "you@y.org"
    assert tool.type_text(idx(s, "Email"), "+1", clear=False) and page.input_value("#email") == "you@y.org+1"
    assert tool.select_option(idx(s, "Color"), "b") and page.input_value("#color") == "b"
    assert tool.hover(idx(s, "Hover me")) and page.text_content("#hoverme") == "hovered"
    assert tool.click(idx(s, "Sign in")) and page.text_content("#out") == "clicked trusted"
    assert tool.get_text(idx(s, "Sign in")) == "Sign in"
    # select_text: the text or a part of it, read back from the page's selection.
    assert tool.select_text(idx(s, "Email")) == "you@y.org+1"  # an email field selects only whole
    assert tool.select_text(idx(s, "Email"), "you") == "" and tool.last_result.error.code == "NOT_SUPPORTED"
    assert tool.select_text(idx(s, "Sign in")) == "Sign in" and page.evaluate("() => String(getSelection())") == "Sign in"
    assert tool.select_text(idx(s, "Sign in"), "zebra") == "" and tool.last_result.error.code == "NOT_FOUND"
    assert tool.is_visible(idx(s, "Sign in"))
    assert tool.scroll_to(idx(s, "Far away")) and page.evaluate("() => window.scrollY") > 500
    png = tool.screenshot_element(idx(s, "Far away"))
    assert png is not None and png[:4] == b"\x89PNG"
    page.evaluate("() => { document.getElementById('go').style.display = 'none'; }")
    assert not tool.is_visible(idx(s, "Sign in"))
    tool.close()  # the caller's page stays open
    assert not page.is_closed()


def test_unknown_target_is_false_with_a_typed_result(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    with pytest.raises(UsageError, match="call analyze_page\\(\\) first"):
        tool.click(1)
    tool.navigate(origin + "/form.html")
    tool.analyze_page()
    assert tool.click(999) is False
    assert tool.last_result is not None and tool.last_result.error is not None
    assert tool.last_result.error.code == "NOT_FOUND"
    assert tool.get_text("pm-999") == "" and tool.screenshot_element(999) is None


def test_replaced_element_is_found_again_by_its_locators(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/rerender.html")
    s = tool.analyze_page()
    page.evaluate("() => rerender()")  # the analyzed <button> is gone; a twin replaced it
    assert tool.click(idx(s, "Save"))
    assert tool.last_result is not None and tool.last_result.resolved_by in ("testId", "id", "role")
    assert page.text_content("#out") == "saved"


def test_reloaded_page_uses_the_seed_locator_chain(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/rerender.html")
    s = tool.analyze_page()
    page.reload()  # a new document: its pagemark instance never saw the element
    assert tool.click(idx(s, "Save"))
    # The first of the seed's locators that finds the element in the new document wins.
    assert tool.last_result is not None and tool.last_result.resolved_by == "testId"
    assert page.text_content("#out") == "saved"


def test_launch_owns_its_browser(origin: str) -> None:
    # Its own thread: the session's sync Playwright already runs an event loop in this one.
    seen: List[Any] = []

    def run() -> None:
        tool = WebAgentTool.launch(headless=True, executable_path=CHROMIUM)
        try:
            tool.navigate(origin + "/form.html")
            seen.append("Sign in" in tool.analyze_page().content)
        finally:
            tool.close()
        seen.append(tool.page.is_closed())

    t = threading.Thread(target=run)
    t.start()
    t.join(120)
    assert seen == [True, True]


def test_navigated_page_never_acts_on_another_element(page: Any, origin: str) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/leave.html")
    s = tool.analyze_page()
    tool.navigate(origin + "/next.html")  # its "Back" button sits where "Stay" was (xpath, index 1)
    assert tool.click(idx(s, "Stay")) is False
    assert tool.last_result is not None and tool.last_result.error is not None
    assert tool.last_result.error.code == "STALE_ELEMENT"
    assert page.url.endswith("/next.html")
