"""The browser session for Playwright-Python's async API (`pagemark.async_api.open_session`)."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

from . import _session, _session_actions as acts
from ._session_face import SessionFace, new_core
from ._driver import run_async
from ._session_render import SessionRender
from ._session_types import SessionObservation, SessionState, TabInfo
from ._types import ActionResult, Snapshot, UsageError


class BrowserSession(SessionFace):
    """A BrowserContext seen as tabs; every action runs in the active tab and reports `result.browser`."""

    async def act(self, command: Union[Dict[str, Any], str], trusted: bool = True) -> ActionResult:
        """A page command in the active tab, or a session verb (newTab, switchTab, closeTab, listTabs, dialog)."""
        raw = await run_async(acts.act(self._core, command, trusted))
        s = raw.pop("snapshot", None)
        return ActionResult.from_json(raw, Snapshot.from_json(s) if s else None)

    async def snapshot(self, **options: Any) -> Snapshot:
        """The active tab's stitched snapshot (options as attach()'s, in snake_case)."""
        snap = Snapshot.from_json(await run_async(acts.snapshot(self._core, options)))
        return self._render.note(snap, await run_async(self._core.state()))

    async def render(self, snapshot: Snapshot, format: str = "text", **options: Any) -> str:
        if not isinstance(snapshot, Snapshot) or format not in _session.FORMATS:
            raise UsageError(f"render(snapshot, format): a Snapshot and one of {', '.join(_session.FORMATS)}")
        page = await run_async(acts.render(self._core, snapshot.raw, format, options))
        return self._render.render(snapshot, format, page)

    async def observe(self, snapshot: Optional[Dict[str, Any]] = None, render: Optional[Dict[str, Any]] = None) -> SessionObservation:  # fmt: skip
        """The session header (tabs, pending dialog, file chooser, downloads), then the active tab's page text.

        `snapshot`: the snapshot's options, `render`: the text renderer's (max_tokens, mark_new, ...), snake_case."""
        st, snap, text = await run_async(self._core.observe(snapshot or {}, render or {}))
        return SessionObservation(SessionState.from_json(st), Snapshot.from_json(snap) if snap else None, text)

    async def state(self) -> SessionState:
        return SessionState.from_json(await run_async(self._core.state()))

    async def tabs(self) -> List[TabInfo]:
        return (await self.state()).tabs

    async def _observe_shapes(self, shapes: List[str]) -> Dict[str, Any]:
        """The active tab's observation shapes (pagemark.browsergym reads them)."""
        out = await run_async(acts.shapes(self._core, shapes))
        out["snapshot"] = Snapshot.from_json(out["snapshot"])
        return out

    async def dispose(self) -> None:
        """Remove the listeners and pagemark from every page; the context stays open."""
        await run_async(self._core.dispose())


async def open_session(
    context: Any,
    dialogs: str = "ask",
    downloads_dir: Optional[str] = None,
    browser_settle_ms: float = 250,
    download_timeout_ms: float = 15000,
    hooks: bool = True,
    follow_popups: bool = True,
    output_dir: Optional[str] = None,
    allow_eval: bool = False,
    available_file_paths: Optional[List[str]] = None,
    allowed_roots: Optional[List[str]] = None,
) -> BrowserSession:
    """A session over a Playwright BrowserContext (or the context of a Page, which becomes the active tab)."""
    core, page = new_core(context, "async", dialogs, downloads_dir, browser_settle_ms, download_timeout_ms, hooks,
                          follow_popups, output_dir, allow_eval, available_file_paths, allowed_roots=allowed_roots)  # fmt: skip
    await run_async(core.open(page))
    return BrowserSession(core)
