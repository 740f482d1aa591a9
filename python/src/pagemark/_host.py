"""The driver side shared by the Playwright (sync and async) and Selenium attachments.

pagemark runs in every frame (the driver injects it); the frames the top document cannot read
(cross-origin, out-of-process) are snapshotted by the driver in their own frame and stitched into one
snapshot by pagemark's frame stitcher (`pagemark.stitch.js`, see `_js.stitch`), run in the hosting
frame. Each frame numbers the frames it hosts from its own counter (`reserveIndexes`), so indexes stay
unique and stable; `route` keeps, per instance, which index lives in which child frame under which
local index, and actions follow it down to the frame that owns the element. The same design as the
Node hosts (src/node/drivers/createHost.ts);
everything that reads or changes the page is the bundle's.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any, Dict, Generic, List, Optional, Protocol, Tuple, TypeVar

from . import _js
from ._driver import Op
from ._types import UsageError, check_act, failure

F = TypeVar("F")
H = TypeVar("H")

# Verbs a driver performs with real input; the others (scroll, getText, wait, goto...) always run in
# the page, trusted or not.
TRUSTED_VERBS = {
    "click", "dblclick", "rightclick", "hover", "focus", "fill", "clear", "type", "press",
    "select", "check", "uncheck", "upload",
}  # fmt: skip
VALUE_VERBS = {"fill", "type", "clear", "select"}
# Verbs whose success may be a navigation (a link, a submit button, Enter in a form, goto...).
NAVIGATING_VERBS = {"click", "dblclick", "press", "select", "check", "uncheck", "goto", "back", "forward", "reload"}
_GONE = re.compile(r"context was destroyed|navigat|detached|Target closed|has been closed|stale element|no such (window|frame)", re.I)  # fmt: skip
_CLOSED = re.compile(r"Target page, context or browser has been closed|has been closed|no such window|invalid session", re.I)  # fmt: skip


class Adapter(Protocol[F, H]):
    def main_frame(self) -> F: ...
    def is_closed(self) -> bool: ...
    def child_frames(self, f: F) -> Op[List[F]]: ...
    def evaluate(self, f: F, body: str, arg: Any) -> Op[Any]: ...
    def evaluate_source(self, f: F, source: str) -> Op[None]: ...
    def eval_on_frame_element(self, child: F, body: str) -> Op[Any]: ...
    def element_handle(self, f: F, index: int) -> Op[Optional[H]]: ...
    def owner_frame(self, f: F, h: H) -> Op[Optional[F]]: ...
    def query_selector(self, f: F, selector: str) -> Op[Optional[H]]: ...
    def perform(self, f: F, h: H, cmd: Dict[str, Any], point: Optional[Dict[str, float]]) -> Op[None]: ...
    def add_init_script(self, source: str) -> Op[None]: ...


class DialogBlocked(Exception):
    """A dialog opened while a driver call waited on the page (a session with the 'ask' policy)."""


def dialog_pending(action: str) -> Dict[str, Any]:
    return failure(action, "DIALOG_PENDING", "a dialog is pending: the page is blocked until it is answered", "answer it with dialog (accept true or false)")  # fmt: skip


def usage_from(e: Exception) -> Exception:
    """The bundle throws PagemarkUsageError for misuse; the driver wraps it: unwrap to UsageError."""
    m = re.search(r"PagemarkUsageError: ([^\n]*)", str(e))
    return UsageError(m.group(1)) if m else e


class Host(Generic[F, H]):
    def __init__(self, adapter: Adapter[F, H], source: str) -> None:
        self.a = adapter
        self.source = source
        self.route: Dict[str, Dict[int, Tuple[F, str, int]]] = {}
        self.numbering: Dict[str, int] = {}
        self.last: Optional[Dict[str, Any]] = None
        self.last_options: Dict[str, Any] = {}
        self.top_inst = ""

    # ---- injection ----
    def inject_all(self, hooks: bool) -> Op[None]:
        yield from self.a.add_init_script(_js.init_script(self.source, hooks))
        stack = [self.a.main_frame()]
        while stack:
            f = stack.pop()
            try:
                yield from self.a.evaluate_source(f, self.source)
                stack.extend((yield from self.a.child_frames(f)))
            except Exception:
                pass  # a frame that went away: its snapshot slot says so

    def ensure(self, f: F) -> Op[bool]:
        try:
            if (yield from self.a.evaluate(f, _js.PRESENT, None)):
                return True
            yield from self.a.evaluate_source(f, self.source)
            return bool((yield from self.a.evaluate(f, _js.PRESENT, None)))
        except Exception:
            return False

    # ---- snapshot ----
    def snap_frame(self, f: F, opts: Dict[str, Any], prefix: str) -> Op[Optional[Tuple[Dict[str, Any], str]]]:
        if not (yield from self.ensure(f)):
            return None
        try:
            got = yield from self.a.evaluate(f, _js.SNAPSHOT, {**opts, "idPrefix": prefix, "highlight": False})
        except Exception as e:
            err = usage_from(e)
            if isinstance(err, UsageError):
                raise err from None
            return None
        snap, inst = json.loads(got["json"]), got["inst"]
        fills: List[Dict[str, Any]] = []
        hops: List[Tuple[Dict[str, Any], F, str]] = []
        pending: List[str] = []
        for child in (yield from self.a.child_frames(f)):
            slot = yield from self.a.eval_on_frame_element(child, _js.FRAME_SLOT)
            if not slot:
                continue  # same-origin: the frame's own walk covered it
            pos = slot["framePos"]
            if pos >= len(snap["frames"]):
                continue
            fr = snap["frames"][pos]
            sub = yield from self.snap_frame(child, opts, prefix + fr["id"])
            if sub is None:
                fr["reason"] = "cross-origin frame: the driver could not evaluate in it"
                continue
            child_snap, child_inst = sub
            for r in child_snap["elements"]:
                key = f"{inst}|{child_inst}:{r['index']}"
                if key not in self.numbering:
                    pending.append(key)
            fill = {**slot, "child": child_snap}
            fills.append(fill)
            hops.append((fill, child, child_inst))
        if pending:
            first = yield from self.a.evaluate(f, _js.RESERVE, len(pending))
            for i, k in enumerate(pending):
                self.numbering[k] = first + i
        if fills:
            table = self.route.setdefault(inst, {})
            for fill, child, child_inst in hops:
                pairs = []
                for r in fill["child"]["elements"]:
                    top = self.numbering.get(f"{inst}|{child_inst}:{r['index']}", -1)
                    pairs.append([r["index"], top])
                    table[top] = (child, child_inst, r["index"])
                fill["indexMap"] = pairs
            snap = yield from self.a.evaluate(f, _js.stitch(), [snap, fills])
        return snap, inst

    def snapshot(self, opts: Optional[Dict[str, Any]] = None) -> Op[Dict[str, Any]]:
        o = dict(self.last_options if opts is None else opts)
        self.last_options = o
        t0 = time.monotonic()
        if self.a.is_closed():
            raise UsageError("snapshot(): the page is closed; attach to an open page")
        top = yield from self.snap_frame(self.a.main_frame(), o, "pm")
        if top is None:
            raise UsageError("snapshot(): pagemark could not be evaluated in the page (is it still open?)")
        snap, self.top_inst = top
        snap["stats"]["durationMs"] = round((time.monotonic() - t0) * 1000, 1)
        self.last = snap
        return snap

    # ---- routing ----
    def locate_index(self, index: int) -> Tuple[F, int]:
        frame, inst, idx = self.a.main_frame(), self.top_inst, index
        for _ in range(64):
            hop = self.route.get(inst, {}).get(idx)
            if hop is None:
                break
            frame, inst, idx = hop
        return frame, idx

    def index_of(self, target: Any) -> Op[Optional[int]]:
        if isinstance(target, bool):
            return None
        if isinstance(target, int):
            return target
        if not isinstance(target, str):
            return None
        for r in (self.last or {}).get("elements", []):
            if r["elementId"] == target or r["bid"] == target:
                return int(r["index"])
        try:
            b = yield from self.a.evaluate(self.a.main_frame(), _js.PARSE_BID, target.strip())
        except Exception:
            return None
        return int(b["index"]) if b else None

    def locate(self, target: Any) -> Op[Optional[Tuple[F, int]]]:
        i = yield from self.index_of(target)
        return None if i is None else self.locate_index(i)

    def own_handle(self, f: F, index: int) -> Op[Tuple[F, Optional[H]]]:
        """A handle in the frame whose document holds the element (drivers act from there)."""
        h = yield from self.a.element_handle(f, index)
        if h is None:
            return f, None
        try:
            sel = yield from self.a.evaluate(f, _js.OWN_SELECTOR, index)
        except Exception:
            sel = None
        if not sel:
            return f, h
        owner = yield from self.a.owner_frame(f, h)
        # A driver that cannot tell (WebDriver): look in the frames below, nearest first.
        queue = [owner] if owner is not None else list((yield from self.a.child_frames(f)))
        for _ in range(32):
            if not queue:
                break
            c = queue.pop(0)
            try:
                again = yield from self.a.query_selector(c, sel)
                if again is not None:
                    return c, again
                if owner is None:
                    queue.extend((yield from self.a.child_frames(c)))
            except Exception:
                pass
        return f, h

    # ---- actions ----
    def act(self, command: Any, trusted: bool) -> Op[Dict[str, Any]]:
        """The bundle's JSON ActionResult (with `snapshot` when one was taken after the action)."""
        result: Dict[str, Any]
        check_act(command, trusted)
        t0 = time.monotonic()
        if self.a.is_closed():
            return failure("invalid", "FRAME_UNREACHABLE", "the page is closed", "open a page and attach to it")
        try:
            parsed = yield from self.a.evaluate(self.a.main_frame(), _js.PARSE, command)
        except DialogBlocked:
            return dialog_pending("invalid")
        except Exception as e:
            gone = _CLOSED.search(str(e)) or self.a.is_closed()
            msg = "the page is closed" if gone else f"the page could not parse the command: {e}"
            return failure("invalid", "FRAME_UNREACHABLE", msg, "open a page and attach to it" if gone else None)
        if not parsed["ok"]:
            r = failure("invalid", parsed["error"]["code"], parsed["error"]["message"])
            r["error"] = parsed["error"]
            return r
        cmd = parsed["command"]
        frame = self.a.main_frame()
        local = {**cmd, "snapshot": False}
        top_index: Optional[int] = None
        t = cmd.get("target")
        named = t
        if isinstance(t, dict):
            named = t.get("index", t.get("bid", t.get("elementId")))
        if named is not None:
            top_index = yield from self.index_of(named)
            if top_index is not None:
                frame, local["target"] = self.locate_index(top_index)
        if not (yield from self.ensure(frame)):
            gone = self.a.is_closed()
            msg = "the page is closed" if gone else "pagemark could not be evaluated in the frame"
            return failure(cmd["action"], "FRAME_UNREACHABLE", msg)
        files = (cmd.get("files") or []) if cmd["action"] == "upload" else []
        paths = sum(1 for x in files if isinstance(x, str))
        if 0 < paths < len(files):
            return failure(cmd["action"], "INVALID_COMMAND", "upload takes either paths or file contents, not both")
        # A caller's dry run only asks whether the action would work: it runs in the page, which
        # acts on nothing (as src/node/drivers/hostAct.ts).
        via_driver = not cmd.get("dryRun") and ((trusted and cmd["action"] in TRUSTED_VERBS) or paths > 0)
        phase = "resolve"
        blocked = False
        try:
            if via_driver and local.get("target") is not None:
                # select on a native <select> of the top document runs in the page, as
                # src/node/drivers/hostAct.ts: the element handle's select_option waited out its
                # own timeout for a disabled option or one not there, then failed INTERNAL.
                selecting = cmd["action"] == "select" and not cmd.get("force") and frame == self.a.main_frame()
                if selecting:
                    phase = "perform"
                    dry, selected = yield from self.a.evaluate(frame, _js.SELECT_IN_PAGE, {**local, "settleOnWork": False})  # fmt: skip
                    phase = "resolve"
                else:
                    dry, selected = (yield from self.a.evaluate(frame, _js.ACT, {**local, "dryRun": True})), False
                if selected or not dry["ok"]:
                    result = dry
                else:
                    index = local["target"] if isinstance(local["target"], int) else (dry.get("target") or {}).get("index", -1)  # fmt: skip
                    owner, h = yield from self.own_handle(frame, index)
                    if h is None and dry.get("resolvedBy") not in (None, "live"):
                        # The bundle re-found a replaced element through its locators; a snapshot
                        # registers the new node under the record's index, then the driver takes it.
                        yield from self.snapshot(None)
                        if top_index is not None:
                            frame, index = self.locate_index(top_index)
                        owner, h = yield from self.own_handle(frame, index)
                    if h is None:
                        result = failure(cmd["action"], "STALE_ELEMENT", "the element went away before the driver could act", "take a new snapshot")  # fmt: skip
                    else:
                        phase = "perform"
                        yield from self.a.perform(owner, h, cmd, dry.get("point"))
                        # The whole quiet period (settleOnWork, docs/api.md): this session's browser
                        # window counts from the page command's end, so an early end would shorten
                        # a new tab's time.
                        settle = {"action": "noop", "snapshot": False, "settleOnWork": False}
                        for k in ("settleMs", "settleTimeoutMs"):
                            if k in cmd:
                                settle[k] = cmd[k]
                        after = yield from self.a.evaluate(frame, _js.ACT, settle)
                        result = {
                            "ok": True,
                            "action": cmd["action"],
                            "target": dry.get("target"),
                            "resolvedBy": dry.get("resolvedBy"),
                            "effects": {**after["effects"], "newElements": 0},
                            "durationMs": 0,
                        }
                        if cmd["action"] in VALUE_VERBS:
                            v = yield from self.a.evaluate(frame, _js.ACT, {"action": "getValue", "target": index, "snapshot": False})  # fmt: skip
                            if v.get("ok") and v.get("value") is not None:
                                result["effects"]["valueAfter"] = v["value"]
            else:
                phase = "perform"
                result = yield from self.a.evaluate(frame, _js.ACT, {**local, "settleOnWork": False})
        except DialogBlocked:
            # The input opened a dialog (or one opened under it): the page waits for its answer, so
            # nothing more runs in it; the session reports the dialog.
            blocked = True
            result = dialog_pending(cmd["action"])
            if phase == "perform":
                result.update(ok=True)
                del result["error"]
        except Exception as e:
            err = usage_from(e)
            if isinstance(err, UsageError):
                raise err from None
            msg = str(e).split("\n")[0]
            if self.a.is_closed() or _CLOSED.search(msg):
                result = failure(cmd["action"], "FRAME_UNREACHABLE", "the page was closed during the action", "open a page and attach to it")  # fmt: skip
            elif _GONE.search(msg) and phase == "perform" and cmd["action"] in NAVIGATING_VERBS:
                # The document went away under the call: the action navigated.
                result = failure(cmd["action"], "", "")
                result.update(ok=True, effects={"navigated": True, "mutations": 0, "newElements": 0})
                del result["error"]
            elif _GONE.search(msg):
                # The page navigated away before or while this action ran: it did not complete.
                result = failure(cmd["action"], "STALE_ELEMENT", f"the page navigated away during the {cmd['action']}", "take a new snapshot")  # fmt: skip
                result["effects"]["navigated"] = True
            else:
                result = failure(cmd["action"], "INTERNAL", msg)
        if top_index is not None and self.last:
            rec = next((e for e in self.last["elements"] if e["index"] == top_index), None)
            if rec:
                result["target"] = {"index": rec["index"], "bid": rec["bid"], "elementId": rec["elementId"]}
        result["durationMs"] = round((time.monotonic() - t0) * 1000, 1)
        if cmd.get("snapshot") is not False and not blocked and not result["effects"].get("navigated") and not self.a.is_closed():
            try:
                s = yield from self.snapshot(None)
                result["snapshot"] = s
                result["effects"]["newElements"] = len(s["diff"]["added"]) if s.get("diff") else 0
            except Exception:
                pass  # the page went away
        return result

    # ---- the rest, in the top frame ----
    def render(self, snap: Dict[str, Any], fmt: str, options: Dict[str, Any]) -> Op[str]:
        try:
            return (yield from self.a.evaluate(self.a.main_frame(), _js.RENDER, [snap, fmt, options]))  # type: ignore[no-any-return]
        except Exception as e:
            raise usage_from(e) from None

    def observe(self, options: Dict[str, Any]) -> Op[Dict[str, Any]]:
        s = yield from self.snapshot(None)
        try:
            out = yield from self.a.evaluate(self.a.main_frame(), _js.OBSERVE, [s, options])
        except Exception as e:
            raise usage_from(e) from None
        out["snapshot"] = s
        return out  # type: ignore[no-any-return]

    def highlight(self, options: Dict[str, Any]) -> Op[None]:
        s = self.last if self.last is not None else (yield from self.snapshot(None))
        try:
            yield from self.a.evaluate(self.a.main_frame(), _js.HIGHLIGHT, [s, options])
        except Exception as e:
            raise usage_from(e) from None

    def clear_highlights(self) -> Op[None]:
        yield from self.a.evaluate(self.a.main_frame(), _js.CLEAR_HIGHLIGHTS, None)

    def dispose(self) -> Op[None]:
        if not self.a.is_closed():
            stack = [self.a.main_frame()]
            while stack:
                f = stack.pop()
                try:
                    yield from self.a.evaluate(f, _js.DISPOSE, None)
                    stack.extend((yield from self.a.child_frames(f)))
                except Exception:
                    pass
        self.route.clear()
        self.numbering.clear()
        self.last = None
