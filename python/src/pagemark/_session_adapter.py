"""Driver calls that a dialog cannot hang: the session's Playwright adapter and its racer.

A page with an open dialog runs no script and takes no input until the dialog is answered, and
Playwright's calls wait for it ("page.on('dialog') listener must handle the dialog. Otherwise your
action will stall", Playwright's Dialog docs). With the 'ask' policy the session leaves the dialog
open for the agent, so every call that can open or meet one (input, evaluate, navigation) is raced
against the tab's dialog: when the dialog wins, the call raises DialogBlocked and is left to finish
after the answer. The async API races with asyncio; the sync API runs the same race on Playwright's
own event loop through the sync object's `_sync` (playwright/_impl/_sync_base.py), the only way to
wait for "whichever comes first" from a sync call.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Dict, Optional, Tuple

from . import _js
from ._driver import Op, call
from ._host import DialogBlocked
from ._playwright import PlaywrightAdapter

# Calls that may open or meet a dialog, and whose arguments and results are plain values (the sync
# race calls the implementation object, which takes and returns no wrappers).
RACED = {
    "click", "dblclick", "hover", "focus", "fill", "type", "press", "select_option", "check", "uncheck",
    "set_input_files", "evaluate", "goto", "go_back", "go_forward", "reload", "title", "wait_for_load_state",
    "save_as",
}  # fmt: skip


class RaceTimeout(Exception):
    """The raced call did not finish in time (it is left to finish on its own)."""


def _keep(task: "asyncio.Future[Any]", into: Optional[list]) -> None:
    # Read the outcome when it comes, so that asyncio does not warn about an exception never retrieved.
    task.add_done_callback(lambda t: t.cancelled() or t.exception())
    if into is not None:
        into.append(task)


async def _race(aw: Any, blocker: "Optional[asyncio.Future[Any]]", stalled: Optional[list], timeout: Optional[float]) -> Any:
    task = asyncio.ensure_future(aw)
    waits = {task} if blocker is None else {task, blocker}
    done, _ = await asyncio.wait(waits, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    if task in done:
        return task.result()
    _keep(task, stalled)
    if blocker is not None and blocker.done():
        raise DialogBlocked()
    raise RaceTimeout()


def _target(tab: Any) -> Tuple[Optional["asyncio.Future[Any]"], Optional[list]]:
    return (tab.blocker(), tab.stalled) if tab is not None else (None, None)


async def race_async(tab: Any, fn: Callable[..., Any], args: tuple, kwargs: Dict[str, Any], timeout: Optional[float]) -> Any:  # fmt: skip
    blocker, stalled = _target(tab)
    return await _race(fn(*args, **kwargs), blocker, stalled, timeout)


def race_sync(tab: Any, fn: Callable[..., Any], args: tuple, kwargs: Dict[str, Any], timeout: Optional[float]) -> Any:  # fmt: skip
    obj = getattr(fn, "__self__", None)
    impl = getattr(getattr(obj, "_impl_obj", None), getattr(fn, "__name__", ""), None)
    if impl is None or not hasattr(obj, "_sync"):
        return fn(*args, **kwargs)  # not a Playwright wrapper: no race (a dialog then stalls it)
    blocker, stalled = _target(tab)
    return obj._sync(_race(impl(*args, **kwargs), blocker, stalled, timeout))


def sleep_async(owner: Any, seconds: float) -> Any:
    return asyncio.sleep(seconds)


def sleep_sync(owner: Any, seconds: float) -> None:
    # Sleep on Playwright's loop: its events (popups, dialogs, downloads) are dispatched meanwhile.
    owner._sync(asyncio.sleep(seconds))


async def _settle_stalled(tab: Any, timeout: float) -> None:
    # The calls a dialog interrupted finish once it is answered (a click then waits for the navigation
    # it started, as Playwright's input does); a new dialog ends the wait.
    waits = [t for t in tab.stalled if not t.done()]
    tab.stalled.clear()
    if waits:
        await asyncio.wait(waits + [tab.blocker()], timeout=timeout, return_when=asyncio.FIRST_COMPLETED)


def settle_stalled_async(owner: Any, tab: Any, timeout: float) -> Any:
    return _settle_stalled(tab, timeout)


def settle_stalled_sync(owner: Any, tab: Any, timeout: float) -> None:
    owner._sync(_settle_stalled(tab, timeout))


def new_future(page: Any) -> "asyncio.Future[Any]":
    loop = getattr(page, "_loop", None) or asyncio.get_event_loop()
    return loop.create_future()  # type: ignore[no-any-return]


class SessionAdapter(PlaywrightAdapter):
    """The Playwright adapter of one tab: its evaluate and input calls race the tab's dialog."""

    def __init__(self, page: Any, race: Callable[..., Any], tab: Any) -> None:
        super().__init__(page)
        self.race = race
        self.tab = tab

    def call(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Op[Any]:  # type: ignore[override]
        if getattr(fn, "__name__", "") in RACED:
            return (yield from call(self.race, self.tab, fn, args, kwargs, None))
        return (yield from call(fn, *args, **kwargs))

    def evaluate(self, f: Any, body: str, arg: Any) -> Op[Any]:
        return (yield from self.call(f.evaluate, _js.function(body), arg))

    def add_init_script(self, source: str) -> Op[None]:
        return None  # the session's context init script covers every page
        yield
