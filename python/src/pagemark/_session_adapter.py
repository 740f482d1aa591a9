"""Driver calls that a dialog cannot hang: the session's Playwright adapter and its racer.

A page with an open dialog runs no script and takes no input until the dialog is answered, and
Playwright's calls wait for it ("page.on('dialog') listener must handle the dialog. Otherwise your
action will stall", Playwright's Dialog docs). With the 'ask' policy the session leaves the dialog
open for the agent, so every call that can open or meet one (input, evaluate, navigation) is raced
against the tab's dialog: when the dialog wins, the call raises DialogBlocked and is left to finish
after the answer.

The async API races with asyncio. The sync API has no "whichever comes first" of its own: each of its
calls blocks its caller while Playwright's event loop runs in a greenlet of the same thread (the
dispatcher). So the sync race runs the call in a greenlet of its own, which blocks in the public sync
call as any caller does, and the caller waits in that greenlet's switch: the call's end returns to
it, and the dialog or the time limit wakes it from a callback on Playwright's loop, the way Playwright
wakes a sync caller when its call's task is done. Only public API: the sync objects' methods,
greenlet's switch and parent, and asyncio's running loop, which the sync API sets for its thread.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _js
from ._driver import Op, call
from ._host import DialogBlocked
from ._playwright import PlaywrightAdapter

# Calls that may open or meet a dialog.
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


def _wait_sync(work: Callable[[], Any], wakers: List["asyncio.Future[Any]"], timeout: Optional[float]) -> Optional[Tuple[bool, Any]]:  # fmt: skip
    """Sync API: runs `work` (which blocks in Playwright's sync calls) until it returns or raises,
    one of `wakers` is done or `timeout` seconds pass. Its outcome (ok, value or exception), or None
    when it was left running: it then finishes on its own and returns to Playwright's loop."""
    from greenlet import getcurrent, greenlet

    loop = asyncio.get_running_loop()
    caller = getcurrent()
    waiting = [True]
    outcome: List[Tuple[bool, Any]] = []

    def body() -> None:
        try:
            outcome.append((True, work()))
        except Exception as e:
            outcome.append((False, e))

    child = greenlet(body)  # its parent is the caller: its end resumes the wait below

    def wake(*_: Any) -> None:
        # On Playwright's loop (getcurrent() is the greenlet running it). The call left running goes
        # back to the loop when it ends, not to the caller, who has moved on.
        if waiting[0]:
            waiting[0] = False
            child.parent = getcurrent()
            caller.switch()

    timer = loop.call_later(timeout, wake) if timeout is not None else None
    for f in wakers:
        f.add_done_callback(wake)
    try:
        child.switch()
    finally:
        waiting[0] = False
        if timer is not None:
            timer.cancel()
        for f in wakers:
            f.remove_done_callback(wake)
    return outcome[0] if outcome else None


def race_sync(tab: Any, fn: Callable[..., Any], args: tuple, kwargs: Dict[str, Any], timeout: Optional[float]) -> Any:  # fmt: skip
    blocker, stalled = _target(tab)
    finished = new_future()

    def work() -> Any:
        try:
            return fn(*args, **kwargs)
        finally:
            if not finished.done():
                finished.set_result(None)

    out = _wait_sync(work, [blocker] if blocker is not None else [], timeout)
    if out is not None:
        if out[0]:
            return out[1]
        raise out[1]
    if stalled is not None:
        stalled.append(finished)
    if blocker is not None and blocker.done():
        raise DialogBlocked()
    raise RaceTimeout()


def sleep_async(owner: Any, seconds: float) -> Any:
    return asyncio.sleep(seconds)


def sleep_sync(owner: Any, seconds: float) -> None:
    # Playwright's way to wait in the sync API with its events (popups, dialogs, downloads) dispatched
    # meanwhile: a page's wait_for_timeout (a timer in the driver; a dialog does not hold it).
    page = next((p for p in owner.pages if not p.is_closed()), None)
    if page is None:
        time.sleep(seconds)  # no page: no page events to wait for
        return
    try:
        page.wait_for_timeout(seconds * 1000)
    except Exception:
        pass  # closed meanwhile


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
    waits = [t for t in tab.stalled if not t.done()]
    tab.stalled.clear()
    if waits:
        _wait_sync(lambda: tab.page.wait_for_timeout(timeout * 1000), waits + [tab.blocker()], None)


def new_future() -> "asyncio.Future[Any]":
    # The running loop: the async API's, or the one Playwright's sync API runs in this thread.
    return asyncio.get_running_loop().create_future()


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
