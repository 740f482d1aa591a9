"""pagemark for Playwright-Python's sync API: `from pagemark.sync_api import attach, WebAgentTool`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Union

from . import _attached, _session
from ._browser_session import SessionCore
from ._session_render import SessionRender
from ._agent_api import LLMWebAgent
from ._agent import AgentRun
from ._llm_clients import AnthropicClient, LlmError, OpenAIClient
from ._driver import run_sync
from ._tool import ToolFace, launch_options as _launch_options, text_arg as _text, values_arg as _values
from ._types import ActionResult, PageState, Snapshot, UsageError

from ._session_sync import BrowserSession, open_session

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

__all__ = ["attach", "open_session", "BrowserSession", "Pagemark", "WebAgentTool", "LLMWebAgent", "OpenAIClient", "AnthropicClient", "AgentRun", "LlmError"]  # fmt: skip

Target = Union[int, str]


class Pagemark(_session.PagemarkFace):
    """pagemark attached to a Playwright Page (every frame, every navigation), a session of its context."""

    page: Page

    def snapshot(self, **options: Any) -> Snapshot:
        """One snapshot of the page and all its frames, cross-origin ones included.

        Options are those of the JavaScript `snapshot()`, in snake_case.
        """
        snap = run_sync(_session.snapshot(self._host, options))
        # The session state beside it: its text render starts with the tabs and what is pending.
        return self._keep(self._render.note(snap, run_sync(self._core.state())) if self._core else snap)

    def render(self, snapshot: Optional[Snapshot] = None, format: str = "text", **options: Any) -> str:
        """Render a snapshot (default: the last) as "text", "html", "json" or "axtree"."""
        snap = snapshot if snapshot is not None else self.last_snapshot
        if snap is None:
            raise UsageError("render(): take a snapshot first (pm.snapshot())")
        return self._render.render(snap, format, run_sync(_session.render(self._host, snap, format, options)))

    def act(self, command: Union[Dict[str, Any], str], trusted: bool = True) -> ActionResult:
        """Run an action: {"action": "click", "target": 12} or any dialect string ("click('12')")."""
        if self._core is None:
            return run_sync(_session.act(self._host, command, trusted))
        return run_sync(_attached.act(self._core, command, trusted))

    def upload(self, target: Target, files: List[str]) -> ActionResult:
        return self.act(_session.upload_command(target, files))

    def locator(self, target: Target) -> Optional[Locator]:
        """A Playwright Locator for the element in its own frame (None when unknown)."""
        return run_sync(_session.locator(self._host, target))

    def highlight(self, **options: Any) -> None:
        run_sync(_session.highlight(self._host, options))

    def clear_highlights(self) -> None:
        run_sync(self._host.clear_highlights())

    def observe(self, shapes: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        return run_sync(_session.observe(self._host, shapes))

    def dispose(self) -> None:
        run_sync(self._core.dispose() if self._core else self._host.dispose())


def attach(page: Page, hooks: bool = True) -> Pagemark:
    """Inject pagemark into every frame of `page` and every later document (init script).

    A session of the page's context that stays in the page: an action's result reports the tabs, downloads
    and dialogs it caused (dialogs are dismissed, as Playwright does), and the text render of a snapshot
    starts with the tab list when there is more than one tab, and with what is pending."""
    core = run_sync(_attached.open_attached(page, hooks, "sync"))
    return Pagemark(page, _attached.host_of(core, page), core)


class WebAgentTool(ToolFace):
    """A tool for an LLM agent: analyze_page() describes the page for the model; actions take an index or element id."""

    @classmethod
    def launch(cls, headless: bool = True, executable_path: Optional[str] = None) -> "WebAgentTool":
        """Launch Chromium (Playwright's, or `executable_path`) with one page; close() ends it."""
        try:
            from playwright.sync_api import sync_playwright
        except ImportError:
            raise UsageError("WebAgentTool.launch() needs Playwright: pip install 'pagemark[playwright]'") from None
        pw = sync_playwright().start()
        try:
            browser = pw.chromium.launch(**_launch_options(headless, executable_path))
        except Exception as e:
            if executable_path is None and "Executable doesn't exist" in str(e) and os.path.exists("/usr/bin/chromium"):
                browser = pw.chromium.launch(**_launch_options(headless, "/usr/bin/chromium"))
            else:
                pw.stop()
                raise
        tool = cls(browser.new_page())
        tool._owned = [browser, pw]
        return tool

    def navigate(self, url: str, wait_until: str = "load") -> None:
        self.page.goto(url, wait_until=wait_until)

    def analyze_page(self, output_format: str = "indexed_text", highlight: bool = False, viewport_expansion: int = -1) -> PageState:  # fmt: skip
        return run_sync(self._core.analyze_page(output_format, highlight, viewport_expansion))

    def click(self, index_or_id: Target) -> bool:
        return run_sync(self._core.ok("click", index_or_id))

    def type_text(self, index_or_id: Target, text: str, clear: bool = True) -> bool:
        return run_sync(self._core.type_text(index_or_id, text, clear))

    def fill(self, index_or_id: Target, text: str) -> bool:
        return run_sync(self._core.ok("fill", index_or_id, text=_text(text)))

    def select_option(self, index_or_id: Target, value: Union[str, List[str]]) -> bool:
        return run_sync(self._core.ok("select", index_or_id, values=_values(value)))

    def hover(self, index_or_id: Target) -> bool:
        return run_sync(self._core.ok("hover", index_or_id))

    def get_text(self, index_or_id: Target) -> str:
        return run_sync(self._core.value("getText", index_or_id))

    def get_value(self, index_or_id: Target) -> str:
        return run_sync(self._core.value("getValue", index_or_id))

    def select_text(self, index_or_id: Target, text: Optional[str] = None) -> str:
        """Select the element's text, or the first occurrence of `text` in it; the selected text ("" on failure)."""
        return run_sync(self._core.select_text(index_or_id, text))

    def is_visible(self, index_or_id: Target) -> bool:
        return run_sync(self._core.is_visible(index_or_id))

    def scroll_to(self, index_or_id: Target) -> bool:
        return run_sync(self._core.ok("scrollIntoView", index_or_id))

    def screenshot_element(self, index_or_id: Target) -> Optional[bytes]:
        return run_sync(self._core.screenshot_element(index_or_id))

    def clear_highlights(self) -> None:
        run_sync(self._core.clear_highlights())

    def close(self) -> None:
        """Dispose pagemark; a launched tool also closes its browser."""
        if self._core.host is not None and not self.page.is_closed():
            run_sync(self._core.host.dispose())
        for thing in self._owned:
            thing.close() if hasattr(thing, "close") else thing.stop()
        self._owned = []

