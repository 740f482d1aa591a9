"""The sync API's race of a Playwright call against the tab's dialog and a time limit
(_session_adapter.race_sync), through Playwright's public sync API only: the call's value, a dialog
that wins (the call finishes after the answer), a time limit, and calls that keep working after a
call was left running. The async race is asyncio's (test_async_session.py covers it).
"""

from __future__ import annotations

import ast
import time
from pathlib import Path
from typing import Any, Iterator, List, Optional

import pytest

from pagemark import _session_adapter as sa
from pagemark._host import DialogBlocked

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "pagemark"


class Tab:
    """What the race needs of a session tab: the dialog's future and the calls it interrupted."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.stalled: List[Any] = []
        self.dialogs: List[Any] = []
        self._blocker: Optional[Any] = None
        page.on("dialog", self.on_dialog)

    def on_dialog(self, d: Any) -> None:
        self.dialogs.append(d)
        if not self.blocker().done():
            self.blocker().set_result(True)

    def blocker(self) -> Any:
        if self._blocker is None or (self._blocker.done() and not self.dialogs):
            self._blocker = sa.new_future()
        return self._blocker


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context()
    ctx.set_default_timeout(15000)
    p = ctx.new_page()
    p.set_content('<button id="b" onclick="alert(\'Saved\'); document.title = \'after\'">Save</button>')
    yield p
    ctx.close()


def test_the_call_s_value_and_error_come_back(page: Any) -> None:
    tab = Tab(page)
    assert sa.race_sync(tab, page.evaluate, ("1 + 1",), {}, None) == 2
    with pytest.raises(Exception, match="boom"):
        sa.race_sync(tab, page.evaluate, ("() => { throw new Error('boom') }",), {}, None)
    assert tab.stalled == []


def test_a_dialog_wins_and_the_call_finishes_after_the_answer(page: Any) -> None:
    tab = Tab(page)
    with pytest.raises(DialogBlocked):
        sa.race_sync(tab, page.click, ("#b",), {}, None)
    assert [d.message for d in tab.dialogs] == ["Saved"] and len(tab.stalled) == 1
    stalled = tab.stalled[0]
    assert not stalled.done()
    tab.dialogs.pop().accept()
    sa.settle_stalled_sync(page.context, tab, 10.0)
    assert stalled.done() and page.title() == "after"


def test_a_time_limit_leaves_the_call_running_and_calls_go_on(page: Any) -> None:
    t0 = time.monotonic()
    with pytest.raises(sa.RaceTimeout):
        sa.race_sync(None, page.wait_for_timeout, (1500,), {}, 0.2)
    assert time.monotonic() - t0 < 1.4
    # Calls made while the abandoned one runs, and after it ends (it returns to Playwright's loop,
    # not to this caller), come back as usual, raced or not.
    assert page.evaluate("2 * 3") == 6
    assert sa.race_sync(None, page.wait_for_timeout, (1600,), {}, None) is None
    assert sa.race_sync(Tab(page), page.evaluate, ("'ok'",), {}, 5.0) == "ok"
    assert page.evaluate("document.title") == ""


def test_sleep_lets_events_arrive(page: Any) -> None:
    seen: List[str] = []
    page.on("console", lambda m: seen.append(m.text))
    page.evaluate("setTimeout(() => console.log('late'), 50)")
    sa.sleep_sync(page.context, 0.5)
    assert seen == ["late"]


def _own_private_names() -> set:
    """The `_name`s this package defines: modules, functions, classes, attributes it assigns."""
    names = {f.stem for f in PACKAGE.glob("_*.py")}
    for f in PACKAGE.glob("*.py"):
        for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names.add(n.name)
            elif isinstance(n, ast.Attribute) and isinstance(n.ctx, ast.Store):
                names.add(n.attr)
            elif isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
                names.add(n.id)
            elif isinstance(n, ast.arg):
                names.add(n.arg)
    return names


def test_no_private_attribute_of_another_library_is_read() -> None:
    own = _own_private_names()
    found = []
    for f in sorted(PACKAGE.glob("*.py")):
        for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            name = None
            if isinstance(n, ast.Attribute):
                name = n.attr
            elif isinstance(n, ast.Call) and getattr(n.func, "id", None) in ("getattr", "hasattr", "setattr"):
                if len(n.args) > 1 and isinstance(n.args[1], ast.Constant) and isinstance(n.args[1].value, str):
                    name = n.args[1].value
            if name and name.startswith("_") and not name.startswith("__") and name not in own:
                found.append(f"{f.name}:{n.lineno} {name}")
    assert found == []
