"""A browser session over a Playwright BrowserContext, shared by sync_api and async_api.

The Python mirror of src/node/session/ (docs/api.md, "Session"): every page of the context is a tab
with an id never reused (`t1`, `t2`, ...), one tab is active and actions run there, and every action
result carries `browser`: the tabs opened and closed, navigations, dialogs, downloads and file
choosers seen while it ran. Playwright reports those as events; the handlers only record (and answer
a dialog by policy), the operations (generators, as in _session.py) read the record.
"""

from __future__ import annotations

import os
import tempfile
from typing import Any, Dict, List, Optional, Tuple

from . import _js, _session_adapter as sa
from ._agent_files import AgentFiles
from ._driver import Op, call
from ._file_roots import free_path
from ._host import DialogBlocked, Host
from ._session import bundle_source
from ._session_docs import claimed
from ._session_header import render_session
from ._types import UsageError, camel_options

POLICIES = ("accept", "dismiss", "ask")
# The session verbs as parseCommand names them (src/core/commands/parseCommand.ts): used only when no
# tab can parse (every open tab is blocked by a dialog, or none is open).
VERBS = {"newtab": "newTab", "switchtab": "switchTab", "closetab": "closeTab", "listtabs": "listTabs", "dialog": "dialog", "message": "message"}  # fmt: skip
SESSION_VERBS = set(VERBS.values())


def _fresh() -> Dict[str, List[Any]]:
    return {"opened": [], "closed": [], "navigations": [], "dialogs": [], "downloads": [], "choosers": []}


class Tab:
    def __init__(self, core: "SessionCore", tab_id: str, page: Any) -> None:
        self.core = core
        self.id = tab_id
        self.page = page
        self.opener: Optional[str] = None
        self.url = page.url
        self.title = ""
        self.dialogs: List[Tuple[Dict[str, Any], Any]] = []  # pending ('ask'): (info, Dialog)
        self.stalled: List[Any] = []  # calls a dialog interrupted; they finish after its answer
        self._blocker: Any = None
        self.host: Host[Any, Any] = Host(sa.SessionAdapter(page, core.race, self), core.source)

    def blocker(self) -> Any:
        """A future set when a dialog opens in this tab (policy 'ask')."""
        if self._blocker is None or (self._blocker.done() and not self.dialogs):
            self._blocker = sa.new_future()
        return self._blocker


class SessionCore:
    def __init__(self, context: Any, mode: str, dialogs: str, downloads_dir: Optional[str],
                 browser_settle_ms: float, download_timeout_ms: float, hooks: bool, follow_popups: bool,
                 output_dir: Optional[str] = None, allow_eval: bool = False,
                 available_file_paths: Optional[List[str]] = None) -> None:  # fmt: skip
        if dialogs not in POLICIES:
            raise UsageError(f"open_session(dialogs=...): one of {', '.join(map(repr, POLICIES))}, got {dialogs!r}")
        for name, v in (("browser_settle_ms", browser_settle_ms), ("download_timeout_ms", download_timeout_ms)):
            if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0:
                raise UsageError(f"open_session({name}=...): a number of milliseconds >= 0, got {v!r}")
        if downloads_dir is not None and not isinstance(downloads_dir, (str, os.PathLike)):
            raise UsageError("open_session(downloads_dir=...): a folder path")
        self.context = context
        self.sync = mode == "sync"
        self.race = sa.race_sync if self.sync else sa.race_async
        self.policy = dialogs
        self.downloads_dir = os.fspath(downloads_dir) if downloads_dir is not None else tempfile.mkdtemp(prefix="pagemark-downloads-")  # fmt: skip
        self.settle = browser_settle_ms / 1000
        self.download_timeout = download_timeout_ms / 1000
        self.hooks = hooks
        if not isinstance(follow_popups, bool):
            raise UsageError("open_session(follow_popups=...): True or False")
        self.follow = follow_popups
        if output_dir is not None and not isinstance(output_dir, (str, os.PathLike)):
            raise UsageError("open_session(output_dir=...): a folder path")
        if not isinstance(allow_eval, bool):
            raise UsageError("open_session(allow_eval=...): True or False")
        paths = list(available_file_paths or [])
        if not all(isinstance(p, str) for p in paths):
            raise UsageError("open_session(available_file_paths=...): a list of file paths")
        # browser-use's file system, screenshots and PDFs (the host verbs, _session_host.py); the
        # caller's folder is created when something is first written there. Without one the session
        # makes its own now with mkdtemp: a predictable name in the shared temp folder could be made
        # first by another user of the machine (CWE-377), who would read what is written there;
        # mkdtemp's has a random name and mode 0700. dispose() removes the session's own folders
        # when nothing was saved in them.
        self.own_dirs = [self.downloads_dir] if downloads_dir is None else []
        folder = os.fspath(output_dir) if output_dir is not None else tempfile.mkdtemp(prefix="pagemark-output-")  # fmt: skip
        if output_dir is None:
            self.own_dirs.append(folder)
        self.files = AgentFiles(os.path.abspath(folder), paths, self)
        self.allow_eval = allow_eval
        self.allowed_roots: Optional[List[str]] = None  # uploads' roots besides the folders (_file_roots.py)
        self.source = bundle_source()
        self.tabs: List[Tab] = []
        self.active: Optional[Tab] = None
        self.count = 0
        self.log = _fresh()
        self.in_action = False
        self.chooser: Optional[Tuple[Dict[str, Any], Any]] = None
        self.downloads: List[Tuple[Tab, Any]] = []  # started, not yet saved
        self.recent: List[Dict[str, Any]] = []  # downloads since the last observation
        self.listeners: List[Tuple[Any, str, Any]] = []
        # Chromium only: page targets the browser created during an action (see watch_targets).
        self.context_id: Optional[str] = None
        self.created: List[str] = []
        self.alive: set = set()
        self.cdp: Any = None
        # Pages the session opens for itself (a .pdf printed, _session_docs.py print_pdf), never tabs.
        self.claims = 0
        self.own: List[Any] = []

    # ---- events (record only; a dialog is answered here when the policy says so) ----
    def _on(self, emitter: Any, event: str, fn: Any) -> None:
        emitter.on(event, fn)
        self.listeners.append((emitter, event, fn))

    def tab_of(self, page: Any) -> Optional[Tab]:
        return next((t for t in self.tabs if t.page is page or t.page == page), None)

    def add(self, page: Any, report: bool) -> Tab:
        known = self.tab_of(page)
        if known is not None:
            return known
        self.count += 1
        tab = Tab(self, f"t{self.count}", page)
        self.tabs.append(tab)
        self._on(page, "close", lambda *_: self._on_close(tab))
        self._on(page, "framenavigated", lambda f: self._on_nav(tab, f))
        self._on(page, "dialog", lambda d: self._on_dialog(tab, d))
        self._on(page, "download", lambda d: self.downloads.append((tab, d)))
        self._on(page, "filechooser", lambda fc: self._on_chooser(tab, fc))
        self._on(page, "popup", lambda p: self._on_popup(tab, p))
        if report:
            self.log["opened"].append(tab)
            if self.in_action and self.follow:
                self.active = tab  # what an action opens is what the agent looks at next (docs/api.md)
        return tab

    def _on_popup(self, opener: Tab, page: Any) -> None:
        self.add(page, True).opener = opener.id

    def _on_close(self, tab: Tab) -> None:
        if tab not in self.tabs:
            return
        self.tabs.remove(tab)
        self.log["closed"].append({"tabId": tab.id})
        for info, _ in tab.dialogs:  # a dialog of a closed page went with it
            info["state"] = "dismissed"
        tab.dialogs = []
        if self.chooser and self.chooser[0]["tabId"] == tab.id:
            self.cancel_chooser()
        if self.active is tab:
            opener = next((t for t in self.tabs if t.id == tab.opener), None)
            self.active = opener or (self.tabs[-1] if self.tabs else None)

    def _on_nav(self, tab: Tab, frame: Any) -> None:
        if frame.parent_frame is not None or frame.url == tab.url:
            return
        if tab not in self.log["opened"]:
            self.log["navigations"].append({"tabId": tab.id, "from": tab.url, "to": frame.url})
        tab.url = frame.url

    def _on_dialog(self, tab: Tab, d: Any) -> Any:
        info: Dict[str, Any] = {"tabId": tab.id, "type": d.type, "message": d.message, "state": "pending"}
        if d.type == "prompt":
            info["defaultValue"] = d.default_value
        self.log["dialogs"].append(info)
        if self.policy == "ask":
            tab.dialogs.append((info, d))
            b = tab.blocker()
            if not b.done():
                b.set_result(True)
            return None
        info["by"] = "policy"
        if self.policy == "dismiss":
            info["state"] = "dismissed"
            return d.dismiss()  # the async API's handlers may return a coroutine: Playwright runs it
        info["state"] = "accepted"
        if d.type == "prompt":
            info["promptText"] = d.default_value
            return d.accept(d.default_value)
        return d.accept()

    def _on_chooser(self, tab: Tab, fc: Any) -> None:
        self.cancel_chooser()
        info = {"tabId": tab.id, "multiple": bool(fc.is_multiple()), "state": "pending"}
        self.chooser = (info, fc)
        self.log["choosers"].append(info)

    def cancel_chooser(self) -> None:
        # An intercepted chooser holds nothing in the browser (Playwright intercepts it once a listener
        # is set): cancelling it is forgetting it; the page sees no files, as when a user cancels.
        if self.chooser is not None:
            self.chooser[0]["state"] = "cancelled"
            if self.chooser[0] not in self.log["choosers"]:
                self.log["choosers"].append(self.chooser[0])
            self.chooser = None

    # ---- lifetime ----
    def open(self, first: Any) -> Op[None]:
        yield from call(self.context.add_init_script, script=_js.init_script(self.source, self.hooks))
        self._on(self.context, "page", lambda p: claimed(self, p) or self.add(p, True))
        for p in list(self.context.pages):
            self.add(p, False)
        yield from self.watch_targets()
        self.active = self.tab_of(first) if first is not None else (self.tabs[0] if self.tabs else None)

    def watch_targets(self) -> Op[None]:
        """Chromium: learn of a new page the moment the browser creates it (CDP Target.targetCreated).

        Playwright reports a popup only once its page is set up, which on a loaded machine can take
        longer than any fixed settle time; knowing that a page target exists, the session waits for it.
        Other browsers keep the settle time alone."""
        browser = getattr(self.context, "browser", None)
        if browser is None or getattr(getattr(browser, "browser_type", None), "name", "") != "chromium":
            return
        try:
            if self.context.pages:
                probe = yield from call(self.context.new_cdp_session, self.context.pages[0])
                info = yield from call(probe.send, "Target.getTargetInfo")
                self.context_id = info["targetInfo"].get("browserContextId")
                yield from call(probe.detach)
            cdp = self.cdp = yield from call(browser.new_browser_cdp_session)
            self._on(cdp, "Target.targetCreated", self._on_target)
            self._on(cdp, "Target.targetDestroyed", lambda e: self.alive.discard(e.get("targetId")))
            yield from call(cdp.send, "Target.setDiscoverTargets", {"discover": True})
        except Exception:
            pass  # no CDP (a remote browser, say): the settle time alone

    def _on_target(self, e: Dict[str, Any]) -> None:
        t = e.get("targetInfo") or {}
        if t.get("type") == "page" and (self.context_id is None or t.get("browserContextId") == self.context_id):
            if self.in_action:
                self.created.append(t.get("targetId", ""))
                self.alive.add(t.get("targetId", ""))

    def dispose(self) -> Op[None]:
        for emitter, event, fn in self.listeners:
            try:
                emitter.remove_listener(event, fn)
            except Exception:
                pass
        self.listeners = []
        if self.cdp is not None:
            try:
                yield from call(self.cdp.detach)
            except Exception:
                pass
            self.cdp = None
        for t in list(self.tabs):
            if not t.dialogs and not t.page.is_closed():
                yield from t.host.dispose()
        for d in self.own_dirs:
            try:
                os.rmdir(d)  # refuses a folder that holds files: saved downloads and files stay
            except OSError:
                pass

    def pump(self, seconds: float) -> Op[None]:
        """Let the browser's events arrive (on Playwright's loop in the sync API)."""
        if seconds > 0:
            yield from call(sa.sleep_sync if self.sync else sa.sleep_async, self.context, seconds)

    # ---- the state and the observation ----
    def resolve(self, ref: Any) -> Optional[Tab]:
        if isinstance(ref, bool):
            return None
        if isinstance(ref, int):
            return self.tabs[ref] if 0 <= ref < len(self.tabs) else None
        if isinstance(ref, str):
            return next((t for t in self.tabs if t.id == ref.strip()), None)
        return None

    def state(self) -> Op[Dict[str, Any]]:
        tabs = []
        for i, t in enumerate(list(self.tabs)):
            if not t.dialogs and not t.page.is_closed():
                try:
                    t.title = yield from call(self.race, t, t.page.title, (), {}, 5.0)
                except Exception:
                    pass  # blocked or gone meanwhile: the last title read
            elif t.host.last is not None and t.host.last.get("url") == t.page.url:
                t.title = t.host.last.get("title", t.title)  # a blocked page: its last snapshot's title
            info: Dict[str, Any] = {"id": t.id, "index": i, "url": t.page.url, "title": t.title, "active": t is self.active}  # fmt: skip
            if t.opener:
                info["openerTabId"] = t.opener
            tabs.append(info)
        return {
            "tabs": tabs,
            "activeTabId": self.active.id if self.active else "",
            "dialogs": [dict(i) for t in self.tabs for i, _ in t.dialogs],
            "fileChooser": dict(self.chooser[0]) if self.chooser else None,
            "downloads": [dict(d) for d in self.recent],
        }

    def observe(self, options: Dict[str, Any], render: Dict[str, Any]) -> Op[Tuple[Dict[str, Any], Optional[Dict[str, Any]], str]]:  # fmt: skip
        snap, text = None, None
        tab = self.active
        if tab is None:
            text = "(no tab is open: open one with newTab)"
        elif not tab.dialogs:
            try:
                snap = yield from tab.host.snapshot(camel_options("observe", options))
                text = yield from tab.host.render(snap, "text", camel_options("observe(render=...)", render))
            except DialogBlocked:
                snap = None
        st = yield from self.state()
        self.recent = []
        return st, snap, render_session(st, text)

    # ---- after an action: what it set off ----
    def finish(self, result: Dict[str, Any]) -> Op[Dict[str, Any]]:
        yield from self.pump(self.settle)
        # A page the browser created for this action and Playwright has not set up yet (Chromium).
        for _ in range(100):
            if len(self.log["opened"]) >= len(self.created) or not self.alive:
                break
            yield from self.pump(0.05)
        self.created, self.alive = [], set()
        for tab in list(self.log["opened"]):
            if tab in self.tabs and not tab.dialogs:
                try:
                    yield from call(self.race, tab, tab.page.wait_for_load_state, ("domcontentloaded",), {}, 5.0)
                except Exception:
                    pass  # still loading, blocked or closed: reported with the URL it has
        while self.downloads:
            tab, dl = self.downloads.pop(0)
            info = yield from self.save(tab, dl)
            self.log["downloads"].append(info)
            self.recent.append(info)
        if self.chooser and "index" not in self.chooser[0]:
            yield from self.chooser_index()
        self.in_action = False
        log, self.log = self.log, _fresh()
        opened = []
        for t in log["opened"]:
            o = {"tabId": t.id, "url": t.url if t.page.is_closed() else t.page.url}
            if t.opener:
                o["openerTabId"] = t.opener
            opened.append(o)
        result["browser"] = {
            "tabsOpened": opened,
            "tabsClosed": log["closed"],
            "navigations": log["navigations"],
            "dialogs": [dict(d) for d in log["dialogs"]],
            "downloads": log["downloads"],
            "fileChoosers": [dict(c) for c in log["choosers"]],
            "activeTabId": self.active.id if self.active else "",
        }
        return result

    def chooser_index(self) -> Op[None]:
        info, fc = self.chooser  # type: ignore[misc]
        tab = self.resolve(info["tabId"])
        if tab is None or tab.dialogs or tab.host.last is None:
            return
        body = (
            "const s = pm.protocol.lastSnapshot(); if (!s) return null;"
            " for (const r of s.elements) if (pm.protocol.elementByIndex(r.index) === arg) return r.index;"
            " return null;"
        )
        try:
            idx = yield from call(fc.element.evaluate, "(el) => { const pm = " + _js.ACCESSOR + "; const arg = el; " + body + " }")  # fmt: skip
        except Exception:
            idx = None
        if isinstance(idx, int):
            info["index"] = idx

    def save(self, tab: Tab, dl: Any) -> Op[Dict[str, Any]]:
        name = dl.suggested_filename
        info: Dict[str, Any] = {"tabId": tab.id, "url": dl.url, "suggestedFilename": name}
        folder = self.downloads_dir
        try:
            os.makedirs(folder, exist_ok=True)
            probe = tempfile.NamedTemporaryFile(dir=folder, prefix=".pagemark-", delete=True)
            probe.close()
        except OSError as e:
            info.update(state="failed", code="NOT_WRITABLE", error=f"the downloads folder {folder} cannot be written: {e.strerror or e}")  # fmt: skip
            try:
                yield from call(dl.cancel)
            except Exception:
                pass
            return info
        path = free_path(folder, os.path.basename(name) or "download")  # never a (dangling) link's name
        try:
            yield from call(self.race, None, dl.save_as, (path,), {}, self.download_timeout)
            info.update(state="saved", path=path, size=os.path.getsize(path))
        except sa.RaceTimeout:
            info.update(state="failed", code="TIMEOUT", error=f"not finished within {self.download_timeout * 1000:g} ms")
        except Exception as e:
            info.update(state="failed", code="INTERNAL", error=str(e).split("\n")[0])
        return info
