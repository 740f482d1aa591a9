"""pagemark for Playwright-Python's async API: `from pagemark.async_api import attach, WebAgentTool`."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Union

from . import _attached, _session
from ._browser_session import SessionCore
from ._session_render import SessionRender
from ._agent_api import AsyncLLMWebAgent as LLMWebAgent
from ._agent_api import AsyncAnthropicClient as AnthropicClient, AsyncOpenAIClient as OpenAIClient
from ._agent import AgentRun
from ._llm_clients import LlmError
from ._driver import run_async
from ._tool import ToolFace, launch_options as _launch_options, text_arg as _text, values_arg as _values
from ._types import ActionResult, PageState, Snapshot, UsageError

from ._session_async import BrowserSession, open_session

if TYPE_CHECKING:
    from playwright.async_api import Locator, Page

__all__ = ["attach", "open_session", "BrowserSession", "Pagemark", "WebAgentTool", "LLMWebAgent", "OpenAIClient", "AnthropicClient", "AgentRun", "LlmError"]  # fmt: skip

Target = Union[int, str]


class Pagemark(_session.PagemarkFace):
    """pagemark attached to a Playwright Page (every frame, every navigation), a session of its context."""

    page: Page

    async def snapshot(self, **options: Any) -> Snapshot:
        """One snapshot of the page and all its frames, cross-origin ones included.

        Options are those of the JavaScript `snapshot()`, in snake_case.
        """
        snap = await run_async(_session.snapshot(self._host, options))
        # The session state beside it: its text render starts with the tabs and what is pending.
        return self._keep(self._render.note(snap, await run_async(self._core.state())) if self._core else snap)

    async def render(self, snapshot: Optional[Snapshot] = None, format: str = "text", **options: Any) -> str:
        """Render a snapshot (default: the last) as "text", "html", "json" or "axtree"."""
        snap = snapshot if snapshot is not None else self.last_snapshot
        if snap is None:
            raise UsageError("render(): take a snapshot first (pm.snapshot())")
        return self._render.render(snap, format, await run_async(_session.render(self._host, snap, format, options)))

    async def act(self, command: Union[Dict[str, Any], str], trusted: bool = True) -> ActionResult:
        """Run an action: {"action": "click", "target": 12} or any dialect string ("click('12')")."""
        if self._core is None:
            return await run_async(_session.act(self._host, command, trusted))
        return await run_async(_attached.act(self._core, command, trusted))

    async def upload(self, target: Target, files: List[str]) -> ActionResult:
        return await self.act(_session.upload_command(target, files))

    async def locator(self, target: Target) -> Optional[Locator]:
        """A Playwright Locator for the element in its own frame (None when unknown)."""
        return await run_async(_session.locator(self._host, target))

    async def highlight(self, **options: Any) -> None:
        await run_async(_session.highlight(self._host, options))

    async def clear_highlights(self) -> None:
        await run_async(self._host.clear_highlights())

    async def observe(self, shapes: Optional[Sequence[str]] = None) -> Dict[str, Any]:
        return await run_async(_session.observe(self._host, shapes))

    async def dispose(self) -> None:
        await run_async(self._core.dispose() if self._core else self._host.dispose())


async def attach(page: Page, hooks: bool = True) -> Pagemark:
    """Inject pagemark into every frame of `page` and every later document (init script)."""
    core = await run_async(_attached.open_attached(page, hooks, "async"))
    return Pagemark(page, _attached.host_of(core, page), core)


class WebAgentTool(ToolFace):
    """A tool for an LLM agent: analyze_page() describes the page for the model; actions take an index or element id."""

    @classmethod
    async def launch(cls, headless: bool = True, executable_path: Optional[str] = None) -> "WebAgentTool":
        """Launch Chromium (Playwright's, or `executable_path`) with one page; close() ends it."""
        try:
            from playwright.async_api import async_playwright
        except ImportError:
            raise UsageError("WebAgentTool.launch() needs Playwright: pip install 'pagemark[playwright]'") from None
        pw = await async_playwright().start()
        try:
            browser = await pw.chromium.launch(**_launch_options(headless, executable_path))
        except Exception as e:
            if executable_path is None and "Executable doesn't exist" in str(e) and os.path.exists("/usr/bin/chromium"):
                browser = await pw.chromium.launch(**_launch_options(headless, "/usr/bin/chromium"))
            else:
                await pw.stop()
                raise
        tool = cls(await browser.new_page())
        tool._owned = [browser, pw]
        return tool

    async def navigate(self, url: str, wait_until: str = "load") -> None:
        await self.page.goto(url, wait_until=wait_until)

    async def analyze_page(self, output_format: str = "indexed_text", highlight: bool = False, viewport_expansion: int = -1) -> PageState:  # fmt: skip
        return await run_async(self._core.analyze_page(output_format, highlight, viewport_expansion))

    async def click(self, index_or_id: Target) -> bool:
        return await run_async(self._core.ok("click", index_or_id))

    async def type_text(self, index_or_id: Target, text: str, clear: bool = True) -> bool:
        return await run_async(self._core.type_text(index_or_id, text, clear))

    async def fill(self, index_or_id: Target, text: str) -> bool:
        return await run_async(self._core.ok("fill", index_or_id, text=_text(text)))

    async def select_option(self, index_or_id: Target, value: Union[str, List[str]]) -> bool:
        return await run_async(self._core.ok("select", index_or_id, values=_values(value)))

    async def hover(self, index_or_id: Target) -> bool:
        return await run_async(self._core.ok("hover", index_or_id))

    async def get_text(self, index_or_id: Target) -> str:
        return await run_async(self._core.value("getText", index_or_id))

    async def get_value(self, index_or_id: Target) -> str:
        return await run_async(self._core.value("getValue", index_or_id))

    async def select_text(self, index_or_id: Target, text: Optional[str] = None) -> str:
        """Select the element's text, or the first occurrence of `text` in it; the selected text ("" on failure)."""
        return await run_async(self._core.select_text(index_or_id, text))

    async def is_visible(self, index_or_id: Target) -> bool:
        return await run_async(self._core.is_visible(index_or_id))

    async def scroll_to(self, index_or_id: Target) -> bool:
        return await run_async(self._core.ok("scrollIntoView", index_or_id))

    async def screenshot_element(self, index_or_id: Target) -> Optional[bytes]:
        return await run_async(self._core.screenshot_element(index_or_id))

    async def clear_highlights(self) -> None:
        await run_async(self._core.clear_highlights())

    async def close(self) -> None:
        """Dispose pagemark; a launched tool also closes its browser."""
        if self._core.host is not None and not self.page.is_closed():
            await run_async(self._core.host.dispose())
        for thing in self._owned:
            await (thing.close() if hasattr(thing, "close") else thing.stop())
        self._owned = []

