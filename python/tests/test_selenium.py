"""pagemark.selenium on Debian's chromedriver: frames stitched, WebDriver's own input, uploads."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Tuple

import pytest

from pagemark import UsageError
from pagemark.browsergym import execute, observation
from pagemark.selenium import attach


def test_selenium_snapshot_act_frames(driver: Any, origins: Tuple[str, str]) -> None:
    a, b = origins
    driver.get(a + "/frames.html")
    pm = attach(driver)
    snap = pm.snapshot()
    inner = next(e for e in snap.elements if e.name == "Inner button")
    assert inner.frame == "a" and any(f["url"].startswith(b) for f in snap.frames)
    assert f"[{inner.bid}] button 'Inner button'" in pm.render(snap, "axtree")
    r = pm.act({"action": "click", "target": inner.bid})
    assert r.ok
    el = pm.element(inner.bid)  # WebDriver is now in the element's frame
    assert el.text == "inner clicked true"
    driver.switch_to.default_content()
    search = next(e for e in snap.elements if e.name == "Search")
    assert execute(pm, f"fill('{search.bid}', 'typed')").ok
    assert observation(pm)["last_action"] == f"fill('{search.bid}', 'typed')"
    r = pm.act({"action": "click", "target": 9999})
    assert not r.ok and r.error is not None and r.error.code == "NOT_FOUND"
    pm.dispose()


def test_selenium_form_and_upload(driver: Any, origin: str, tmp_path: Path) -> None:
    driver.get(origin + "/upload.html")
    pm = attach(driver)
    snap = pm.snapshot()
    by = {e.name: e for e in snap.elements}
    assert pm.act({"action": "fill", "target": by["Email"].index, "text": "s@e.l"}).ok
    assert pm.act({"action": "select", "target": by["Color"].index, "values": ["Blue"]}).ok
    assert pm.act({"action": "check", "target": by["I agree"].index}).ok
    assert pm.act({"action": "press", "target": by["Email"].index, "key": "Backspace"}).ok
    f = tmp_path / "note.txt"
    f.write_text("hello")
    r = pm.upload(by["Attachment"].index, [str(f)])
    assert r.ok, r.error
    assert pm.act({"action": "click", "target": by["Sign in"].index}).ok
    out = driver.execute_script("return document.getElementById('out').textContent")
    assert out == "s@e. b true note.txt trusted"
    with pytest.raises(UsageError, match="list of paths"):
        pm.upload(by["Attachment"].index, str(f))  # type: ignore[arg-type]
    with pytest.raises(UsageError, match="Selenium WebDriver"):
        attach(object())
