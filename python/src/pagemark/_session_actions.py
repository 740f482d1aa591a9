"""A session's actions: page commands in the active tab, and the session verbs (tabs, dialogs,
navigation through the driver, a pending file chooser answered by upload, browser-use's host verbs
in _session_host.py). Each returns the bundle's
JSON ActionResult; SessionCore.finish adds `browser`."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional

from . import _file_roots, _js, _session_adapter as sa, _session_host as host
from ._browser_session import VERBS, SESSION_VERBS, SessionCore, Tab
from ._driver import Op, call
from ._host import DialogBlocked, dialog_pending
from ._playwright import _payload
from ._session_header import tab_line
from ._types import UsageError, camel_options, check_act, failure, ok


def act(core: SessionCore, command: Any, trusted: bool) -> Op[Dict[str, Any]]:
    check_act(command, trusted)
    core.in_action = True
    try:
        result = yield from _dispatch(core, command, trusted)
    except BaseException:
        core.in_action = False
        raise
    return (yield from core.finish(result))


def _parse(core: SessionCore, command: Any) -> Op[Dict[str, Any]]:
    """{'ok': True, 'command': ...} or a failed result; the bundle parses, in any tab that can run it."""
    free = [t for t in ([core.active] if core.active else []) + core.tabs if not t.dialogs and not t.page.is_closed()]
    for tab in free[:1]:
        main = tab.page.main_frame
        try:
            if (yield from tab.host.ensure(main)):
                parsed = yield from tab.host.a.evaluate(main, _js.PARSE, command)
                return parsed  # type: ignore[no-any-return]
        except DialogBlocked:
            pass
    # No tab can run the parser (each is blocked by a dialog, or none is open): the session verbs in
    # their plain dict form still work, so that the dialog can be answered.
    if isinstance(command, dict) and isinstance(command.get("action"), str):
        verb = VERBS.get(command["action"].strip().lower())
        if verb is not None:
            return {"ok": True, "command": {**command, "action": verb}}
    if core.active is None:
        return {"ok": False, "error": {"code": "NO_SUCH_TAB", "message": "no tab is open", "hint": "open one with newTab"}}
    return {"ok": False, "error": dialog_pending("invalid")["error"]}


def _dispatch(core: SessionCore, command: Any, trusted: bool) -> Op[Dict[str, Any]]:
    parsed = yield from _parse(core, command)
    if not parsed["ok"]:
        r = failure("invalid", parsed["error"]["code"], parsed["error"]["message"], parsed["error"].get("hint"))
        return r
    cmd = parsed["command"]
    a = cmd["action"]
    if core.chooser is not None and a != "upload":
        core.cancel_chooser()
    if a in SESSION_VERBS or (a == "goto" and cmd.get("newTab")):
        return (yield from _session_verb(core, cmd))
    if a in host.FILE_VERBS:
        return (yield from host.file_verb(core, cmd))
    tab = core.active
    if tab is None:
        return (yield from _no_tab(core, a, None))
    if tab.dialogs:
        info = tab.dialogs[0][0]
        return failure(a, "DIALOG_PENDING", f"a {info['type']} dialog is open in {tab.id} ({json.dumps(info['message'])}): the page is blocked until it is answered", 'answer it with {action: "dialog", accept: true} or accept: false (text: for a prompt)')  # fmt: skip
    if a in ("goto", "back", "forward", "reload"):
        return (yield from _navigate(core, tab, cmd))
    if a in host.TAB_VERBS:
        return (yield from host.tab_verb(core, tab, cmd))
    if a == "upload":  # the model names the files: only those inside the read roots (_file_roots.py)
        bad = _file_roots.check_reads(_file_roots.read_roots(core), cmd.get("files") or [])
        if bad is not None:
            return failure(a, bad["code"], bad["message"], bad.get("hint"))
    if a == "upload" and core.chooser is not None and core.chooser[0]["tabId"] == tab.id:
        return (yield from _answer_chooser(core, tab, cmd))
    return (yield from tab.host.act(command, trusted))


def _no_tab(core: SessionCore, action: str, ref: Any) -> Op[Dict[str, Any]]:
    # The same message and hint as the Node session (src/node/session/results.ts, noSuchTab).
    st = yield from core.state()
    hint = "open tabs (use an id or a position):\n" + "\n".join(tab_line(t) for t in st["tabs"]) if st["tabs"] else "open one with newTab"  # fmt: skip
    return failure(action, "NO_SUCH_TAB", "no tab is open" if ref is None else f"no open tab is {json.dumps(ref)}", hint)


# The URLs a session's goto and newTab open: the Node session's rule (src/node/guard/urlPolicy.ts).
# file: reads the host's disk into the page and the answer; javascript:, data:, blob: and vbscript:
# carry code to run, so only allow_eval opens them; other schemes are not needed to browse.
_CODE_SCHEMES = ("javascript:", "data:", "blob:", "vbscript:")


def _url_refusal(core: SessionCore, action: str, url: str) -> Optional[Dict[str, Any]]:
    u = url.strip().lower()
    shown = json.dumps(url[:199] + ("…" if len(url) > 199 else ""))
    if u.startswith(("http://", "https://")) or u == "about:blank":
        return None
    if u.startswith(_CODE_SCHEMES):
        if core.allow_eval:
            return None
        return failure(action, "NOT_ALLOWED", f"{shown} carries code to run: code evaluation is off", "the session option allow_eval allows it")  # fmt: skip
    if u.startswith("file:"):
        return failure(action, "NOT_ALLOWED", f"{shown} is a file: URL: access to the host's files is blocked", "open the file yourself with page.goto before the session, or serve it over http")  # fmt: skip
    if ":" not in u.split("/")[0]:
        return failure(action, "INVALID_COMMAND", f"{shown} is not a URL", "give a full URL, e.g. https://example.com/")  # fmt: skip
    return failure(action, "NOT_ALLOWED", f"{shown} uses a scheme that is not opened", "use an http: or https: URL")  # fmt: skip


def _session_verb(core: SessionCore, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    a = cmd["action"]
    if a in ("newTab", "goto") and cmd.get("url"):
        refused = _url_refusal(core, a, cmd["url"])
        if refused is not None:
            return refused
    if a in ("newTab", "goto"):
        page = yield from call(core.context.new_page)
        tab = core.add(page, True)
        core.active = tab
        r = ok(a)
        if cmd.get("url"):
            r = yield from _navigate(core, tab, {"action": "goto", "url": cmd["url"]})
            r["action"] = a
        return r
    if a == "listTabs":
        return ok(a)  # the tabs are in the observation's header and in state(), as in the Node session
    if a == "message":
        r = ok(a)
        r["message"] = {"kind": cmd.get("messageKind") or "info", "text": cmd.get("text") or ""}
        if isinstance(cmd.get("success"), bool):
            r["message"]["success"] = cmd["success"]
        return r
    if a == "switchTab":
        tab = core.resolve(cmd.get("tab"))
        if tab is None:
            return (yield from _no_tab(core, a, cmd.get("tab")))
        core.active = tab
        try:
            yield from call(tab.page.bring_to_front)
        except Exception:
            pass  # focus is cosmetic here: actions go to the active tab by id
        r = ok(a)
        yield from _snapshot_into(core, r)
        return r
    if a == "closeTab":
        ref = cmd.get("tab")
        tab = core.active if ref is None else core.resolve(ref)
        if tab is None:
            return (yield from _no_tab(core, a, ref))
        # beforeunload runs (a human closing the tab sees it too); under 'ask' it stays pending and
        # the tab stays open until the dialog is answered.
        was_active = tab is core.active
        yield from call(tab.page.close, run_before_unload=not tab.dialogs)
        for _ in range(20):
            if tab not in core.tabs or tab.dialogs:
                break
            yield from core.pump(0.05)
        # BrowserGym's tab_close (browsergym/core/action/functions.py): the most recent page becomes
        # active (`context.pages[-1]`), a new one is opened when none is left.
        if cmd.get("dialect") == "browsergym" and was_active and tab not in core.tabs:
            if core.tabs:
                core.active = core.tabs[-1]
            else:
                core.active = core.add((yield from call(core.context.new_page)), True)
        return ok(a)
    return (yield from _answer_dialog(core, cmd))


def _answer_dialog(core: SessionCore, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    tab: Optional[Tab] = core.active if core.active and core.active.dialogs else next((t for t in core.tabs if t.dialogs), None)  # fmt: skip
    if tab is None:
        return failure("dialog", "NO_DIALOG", "no dialog is open", "a dialog action answers a dialog the page opened")
    info, d = tab.dialogs.pop(0)
    accept = bool(cmd.get("accept"))
    text = cmd.get("text")
    try:
        if not accept:
            yield from call(d.dismiss)
        elif d.type == "prompt":
            text = text if isinstance(text, str) else (d.default_value or "")
            yield from call(d.accept, text)
            info["promptText"] = text
        else:
            yield from call(d.accept)
    except Exception as e:
        if "already handled" not in str(e) and "closed" not in str(e):
            raise
    info.update(state="accepted" if accept else "dismissed", by="agent")
    core.log["dialogs"].append(info)
    # What the page did after the answer (a submit, a navigation, another dialog) is this action's.
    if not tab.page.is_closed():
        settle = sa.settle_stalled_sync if core.sync else sa.settle_stalled_async
        yield from call(settle, core.context, tab, 10.0)
    r = ok("dialog")
    r["effects"]["navigated"] = any(n["tabId"] == tab.id for n in core.log["navigations"])
    yield from _snapshot_into(core, r)
    return r


def _snapshot_into(core: SessionCore, r: Dict[str, Any]) -> Op[None]:
    tab = core.active
    if tab is None or tab.dialogs or tab.page.is_closed():
        return
    try:
        r["snapshot"] = yield from tab.host.snapshot(None)
    except Exception:
        pass  # a dialog opened meanwhile, or the page went away: the browser effects say which


def _navigate(core: SessionCore, tab: Tab, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    a = cmd["action"]
    if a == "goto":
        refused = _url_refusal(core, a, cmd.get("url") or "")
        if refused is not None:
            return refused
    fn = {"goto": tab.page.goto, "back": tab.page.go_back, "forward": tab.page.go_forward, "reload": tab.page.reload}[a]
    args = (cmd["url"],) if a == "goto" else ()
    r = ok(a)
    before = tab.page.url
    try:
        response = yield from call(core.race, tab, fn, args, {}, None)
    except DialogBlocked:
        return r  # the dialog (beforeunload, or one the new page opened) is in the browser effects
    except Exception as e:
        return failure(a, "NAVIGATION_FAILED", str(e).split("\n")[0])
    # No response and the same URL: no history entry to go to (about:blank has no response either).
    if response is None and a in ("back", "forward") and tab.page.url == before:
        return failure(a, "NO_EFFECT", f"there is no page to go {a} to in {tab.id}")
    r["effects"]["navigated"] = True
    yield from _snapshot_into(core, r)
    return r


def _answer_chooser(core: SessionCore, tab: Tab, cmd: Dict[str, Any]) -> Op[Dict[str, Any]]:
    info, fc = core.chooser  # type: ignore[misc]
    files = cmd.get("files") or []
    try:
        yield from call(fc.set_files, [f if isinstance(f, str) else _payload(f) for f in files])
    except Exception as e:
        return failure("upload", "INTERNAL", str(e).split("\n")[0])
    info["state"] = "answered" if files else "cancelled"
    if info not in core.log["choosers"]:
        core.log["choosers"].append(info)
    core.chooser = None
    r = ok("upload")
    yield from _snapshot_into(core, r)
    return r


def _free(core: SessionCore, where: str) -> Tab:
    tab = core.active
    if tab is None:
        raise UsageError(f"{where}: no tab is open; open one with act({{'action': 'newTab', 'url': ...}})")
    if tab.dialogs:
        raise UsageError(f"{where}: a dialog blocks the active tab {tab.id}; answer it with act({{'action': 'dialog', 'accept': True}})")  # fmt: skip
    return tab


def snapshot(core: SessionCore, options: Dict[str, Any]) -> Op[Dict[str, Any]]:
    tab = _free(core, "snapshot()")
    try:
        return (yield from tab.host.snapshot(camel_options("snapshot", options)))
    except DialogBlocked:
        raise UsageError("snapshot(): a dialog opened in the active tab; answer it with act({'action': 'dialog', ...})") from None  # fmt: skip


def render(core: SessionCore, snap: Dict[str, Any], fmt: str, options: Dict[str, Any]) -> Op[str]:
    tab = next((t for t in ([core.active] if core.active else []) + core.tabs if not t.dialogs), None)
    if tab is None:
        raise UsageError("render(): every open tab is blocked by a dialog (the renderer runs in a page)")
    return (yield from tab.host.render(snap, fmt, camel_options("render", options)))


def shapes(core: SessionCore, names: List[str]) -> Op[Dict[str, Any]]:
    tab = _free(core, "observation()")
    out = yield from tab.host.observe({"shapes": names})
    return out  # type: ignore[no-any-return]
