"""A cross-origin iframe (another port of 127.0.0.1): stitched by the bundle, acted on in its frame."""

from __future__ import annotations

from typing import Any, Tuple

from pagemark.sync_api import attach


def test_cross_origin_frame_is_stitched(page: Any, origins: Tuple[str, str]) -> None:
    a, b = origins
    page.goto(a + "/frames.html")
    pm = attach(page)
    snap = pm.snapshot()
    names = [e.name for e in snap.elements]
    assert names.index("Top button") < names.index("Inner button")  # document order, frame spliced in
    inner = next(e for e in snap.elements if e.name == "Inner button")
    frame = next(f for f in snap.frames if f["id"] == inner.frame)
    assert inner.frame == "a" and inner.bid == f"a{inner.index}"
    assert frame["crossOrigin"] and frame["url"].startswith(b) and frame["status"] == "ok"
    host = next(e for e in snap.elements if e.tag == "iframe")
    assert inner.bbox is not None and host.bbox is not None and inner.bbox.y >= host.bbox.y
    assert f"[{inner.bid}] button 'Inner button'" in pm.render(snap, "axtree")
    # Indexes stay unique and stable across snapshots.
    again = pm.snapshot()
    assert len({e.index for e in again.elements}) == len(again.elements)
    assert next(e for e in again.elements if e.name == "Inner button").bid == inner.bid


def test_act_and_locator_in_the_frame(page: Any, origins: Tuple[str, str]) -> None:
    a, _ = origins
    page.goto(a + "/frames.html")
    pm = attach(page)
    snap = pm.snapshot()
    inner = next(e for e in snap.elements if e.name == "Inner button")
    search = next(e for e in snap.elements if e.name == "Search")
    child = page.frames[1]
    r = pm.act(f"click('{inner.bid}')")
    assert r.ok and r.target is not None and r.target["bid"] == inner.bid
    assert child.text_content("#inner") == "inner clicked true"
    r = pm.act({"action": "fill", "target": search.bid, "text": "hello"}, trusted=False)
    assert r.ok and child.input_value("#q") == "hello"
    loc = pm.locator(search.bid)
    assert loc is not None and loc.input_value() == "hello"


def test_stitching_survives_builtins_replaced_after_load(page: Any, origins: Tuple[str, str]) -> None:
    # The stitcher runs as a script of its own each time (pagemark.stitch.js), after the page's scripts:
    # a page's Map.prototype.get that loses number keys must not reach it (it takes the engine's own
    # from a fresh realm, builtins/pristine.ts), or the frame's elements would get no index of their own.
    # (A replaced Array.prototype.push would break Playwright's own argument passing first.)
    a, _ = origins
    page.goto(a + "/frames.html")
    pm = attach(page)
    want = [(e.index, e.bid, e.name) for e in pm.snapshot().elements]
    assert any(e[2] == "Inner button" for e in want)
    page.evaluate(
        """() => {
        const get = Map.prototype.get;
        Map.prototype.get = function get2(k) { return typeof k === 'number' ? undefined : get.call(this, k); };
        Object.defineProperty(Map.prototype.get, 'name', { value: 'get' });
      }"""
    )
    assert page.evaluate("() => new Map([[1, 'x']]).get(1)") is None
    got = [(e.index, e.bid, e.name) for e in pm.snapshot().elements]
    assert got == want
