"""The Playwright attachment's operations, as generators shared by sync_api and async_api."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Dict, List, Optional, Sequence, Tuple

from . import _assets
from ._driver import Op
from ._host import Host
from ._playwright import PlaywrightAdapter, locator_for
from ._types import ActionResult, Snapshot, UsageError, camel_options
from ._session_render import SessionRender

FORMATS = ("text", "html", "json", "axtree")
SHAPES = ("browsergym", "harness", "miniwob", "extension")
# The minified bundle: every frame of every page parses it (the unminified one is for debugging).
BUNDLE = "pagemark.iife.min.js"


def bundle_source() -> str:
    return _assets.text(BUNDLE)


def check_attach(page: Any, hooks: bool) -> None:
    if not hasattr(page, "main_frame") or not hasattr(page, "add_init_script"):
        raise UsageError(
            "attach(page): page is a Playwright Page (from playwright.sync_api for pagemark.sync_api, "
            f"playwright.async_api for pagemark.async_api), got {type(page).__name__}; "
            "for Selenium use pagemark.selenium.attach(driver)"
        )
    if not isinstance(hooks, bool):
        raise UsageError("attach(page, hooks=...): hooks is True or False")


def attach(page: Any, hooks: bool) -> Op[Host[Any, Any]]:
    """The page's host alone (WebAgentTool's); `attach()` itself is a session of the page's context (_attached.py)."""
    check_attach(page, hooks)
    host: Host[Any, Any] = Host(PlaywrightAdapter(page), bundle_source())
    yield from host.inject_all(hooks)
    return host


def snapshot(host: Host[Any, Any], options: Dict[str, Any]) -> Op[Snapshot]:
    raw = yield from host.snapshot(camel_options("snapshot", options))
    return Snapshot.from_json(raw)


def render(host: Host[Any, Any], snap: Any, fmt: str, options: Dict[str, Any]) -> Op[str]:
    if not isinstance(snap, Snapshot):
        raise UsageError("render(snapshot, format): snapshot is what pm.snapshot() returned")
    if fmt not in FORMATS:
        raise UsageError(f"render(snapshot, format): unknown format {fmt!r}; use one of {', '.join(FORMATS)}")
    return (yield from host.render(snap.raw, fmt, camel_options("render", options)))


def act(host: Host[Any, Any], command: Any, trusted: bool) -> Op[ActionResult]:
    raw = yield from host.act(command, trusted)
    s = raw.pop("snapshot", None)
    return ActionResult.from_json(raw, Snapshot.from_json(s) if s else None)


def observe(host: Host[Any, Any], shapes: Optional[Sequence[str]]) -> Op[Dict[str, Any]]:
    if shapes is not None:
        if isinstance(shapes, str) or not all(isinstance(s, str) for s in shapes):
            raise UsageError(f"observe(shapes=...): a list of shape names ({', '.join(SHAPES)})")
        bad = [s for s in shapes if s not in SHAPES]
        if bad:
            raise UsageError(f"observe(shapes=...): unknown shape {bad[0]!r}; use any of {', '.join(SHAPES)}")
    out = yield from host.observe({} if shapes is None else {"shapes": list(shapes)})
    out["snapshot"] = Snapshot.from_json(out["snapshot"])
    return out


def highlight(host: Host[Any, Any], options: Dict[str, Any]) -> Op[None]:
    yield from host.highlight(camel_options("highlight", options))


def upload_command(target: Any, files: List[str]) -> Dict[str, Any]:
    if isinstance(files, (str, Path)) or not all(isinstance(f, (str, Path)) for f in files):
        raise UsageError("upload(target, files): files is a list of paths")
    return {"action": "upload", "target": target, "files": [str(f) for f in files]}


def upload(host: Host[Any, Any], target: Any, files: List[str]) -> Op[ActionResult]:
    return (yield from act(host, upload_command(target, files), True))


def locator(host: Host[Any, Any], target: Any) -> Op[Any]:
    """A Playwright Locator for an element (by index, bid or element id) in its own frame, or None."""
    if isinstance(target, bool) or not isinstance(target, (int, str)):
        raise UsageError("locator(target): target is an index (int), a bid or an element id (str)")
    s = host.last
    loc = yield from host.locate(target)
    if not s or not loc:
        return None
    rec = next((e for e in s["elements"] if target in (e["index"], e["bid"], e["elementId"])), None)
    if rec is None:
        return None
    entries = rec["locators"]
    entry = next((e for e in entries if e["unique"]), entries[0] if entries else None)
    if entry is None:
        return None
    try:
        frame, _ = yield from host.own_handle(loc[0], loc[1])
    except Exception:
        frame = loc[0]
    return locator_for(frame, entry)


class PagemarkFace:
    """What the sync and async Pagemark share: the members that do not wait on the page."""

    def __init__(self, page: Any, host: Host[Any, Any], core: Any = None) -> None:
        self.page = page
        self._host = host
        # attach(): the session of the page's context that stays in the page (_attached.py); None for
        # a Pagemark made over a bare Host.
        self._core = core
        self._render = SessionRender()
        # The Snapshot object snapshot() returned for the host's last page, so render() with no argument
        # renders that object, with the session state noted beside it (_session_render.py).
        self._last: Optional[Tuple[Any, Snapshot]] = None

    @property
    def last_snapshot(self) -> Optional[Snapshot]:
        raw = self._host.last
        if not raw:
            return None
        if self._last is not None and self._last[0] is raw:
            return self._last[1]
        return Snapshot.from_json(raw)

    def _keep(self, snap: Snapshot) -> Snapshot:
        self._last = (self._host.last, snap)
        return snap
