"""What the sync and async BrowserSession share (_session_sync.py, _session_async.py): open_session's
checks and core, and the members that do not wait on the browser."""

from __future__ import annotations

import os
from typing import Any, List, Optional, Tuple, Union

from ._browser_session import SessionCore
from ._types import UsageError
from ._session_render import SessionRender


class SessionFace:
    """What the sync and async BrowserSession share: the members that do not wait on the browser."""

    def __init__(self, core: SessionCore) -> None:
        self._core = core
        self._render = SessionRender()

    @property
    def context(self) -> Any:
        return self._core.context

    @property
    def downloads_dir(self) -> str:
        """Where downloads are saved."""
        return self._core.downloads_dir

    @property
    def output_dir(self) -> str:
        """Where browser-use's host verbs (write_file, screenshot, save_as_pdf) write."""
        return self._core.files.dir

    def active_tab_id(self) -> str:
        return self._core.active.id if self._core.active else ""

    def page(self, tab: Optional[Union[str, int]] = None) -> Any:
        """The Playwright Page of a tab (default the active one); None for a tab that is not open."""
        t = self._core.active if tab is None else self._core.resolve(tab)
        return t.page if t is not None else None

    def _tab_urls(self) -> Tuple[List[str], int]:
        tabs, active = self._core.tabs, self._core.active
        return [t.page.url for t in tabs], tabs.index(active) if active in tabs else 0


def new_core(context: Any, mode: str, *options: Any, allowed_roots: Any = None) -> Tuple[SessionCore, Any]:
    """open_session's checks and core, for either API: the context (of a Page, which becomes the active
    tab) and SessionCore's options in its order; the face opens it and wraps it."""
    page = context if hasattr(context, "main_frame") else None
    ctx = page.context if page is not None else context
    if not hasattr(ctx, "new_page") or not hasattr(ctx, "pages"):
        raise UsageError(f"open_session(context): a Playwright BrowserContext or Page, got {type(context).__name__}")
    core = SessionCore(ctx, mode, *options)
    if allowed_roots is not None:
        if isinstance(allowed_roots, (str, bytes)) or not all(isinstance(r, (str, os.PathLike)) for r in allowed_roots):
            raise UsageError("open_session(allowed_roots=...): a list of folder paths")
        core.allowed_roots = [os.fspath(r) for r in allowed_roots]  # uploads read only there (_file_roots.py)
    return core, page
