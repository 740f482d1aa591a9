"""BrowserGym observation keys and action strings, MiniWoB++'s dom_elements (sync API)."""

from __future__ import annotations

from typing import Any, Tuple

import numpy as np

from pagemark.browsergym import execute, observation
from pagemark.miniwob import dom_elements
from pagemark.sync_api import attach

KEYS = {
    "axtree_txt", "pruned_html", "extra_element_properties", "focused_element_bid", "url", "open_pages_urls",
    "active_page_index", "last_action", "last_action_error", "elapsed_time",
}  # fmt: skip


def test_observation_keys_and_types(page: Any, origins: Tuple[str, str]) -> None:
    a, _ = origins
    page.goto(a + "/frames.html")
    pm = attach(page)
    obs = observation(pm, screenshot=True)
    assert KEYS <= set(obs)
    assert obs["url"].endswith("/frames.html") and obs["open_pages_urls"] == [page.url]
    assert isinstance(obs["active_page_index"], np.ndarray) and obs["active_page_index"].tolist() == [0]
    assert isinstance(obs["elapsed_time"], np.ndarray) and obs["elapsed_time"].dtype == float
    shot = obs["screenshot"]
    assert isinstance(shot, np.ndarray) and shot.dtype == np.uint8 and shot.shape == (700, 1000, 3)
    inner = next(b for b in obs["extra_element_properties"] if b.startswith("a"))
    props = obs["extra_element_properties"][inner]
    assert set(props) == {"visibility", "bbox", "clickable", "set_of_marks"} and len(props["bbox"]) == 4
    assert f"[{inner}]" in obs["axtree_txt"] and f'bid="{inner}"' in obs["pruned_html"]


def test_execute_action_strings(page: Any, origins: Tuple[str, str]) -> None:
    a, _ = origins
    page.goto(a + "/frames.html")
    pm = attach(page)
    obs = observation(pm)
    search = next(b for b, p in obs["extra_element_properties"].items() if b.startswith("a") and f"[{b}] textbox" in obs["axtree_txt"])  # fmt: skip
    r = execute(pm, f"fill('{search}', 'from gym')")
    assert r.ok and page.frames[1].input_value("#q") == "from gym"
    obs = observation(pm)
    assert obs["last_action"] == f"fill('{search}', 'from gym')" and obs["last_action_error"] == ""
    assert obs["focused_element_bid"] == search
    r = execute(pm, "click('a999')")
    assert not r.ok
    assert observation(pm)["last_action_error"] == r.error.message  # type: ignore[union-attr]
    # frames.html is shorter than the viewport: scrolling it is a typed failure, not a silent ok.
    r = execute(pm, "scroll(0, 100)")
    assert not r.ok and r.error is not None and r.error.code == "NOT_SCROLLABLE"
    assert execute(pm, "noop()").ok


def test_miniwob_dom_elements(page: Any, origin: str) -> None:
    page.goto(origin + "/form.html")
    pm = attach(page)
    els = dom_elements(pm)
    assert isinstance(els, tuple) and els
    button = next(e for e in els if e["tag"] == "button" and e["id"] == "go")
    assert button["ref"] > 0 and button["left"].dtype == np.float32 and button["left"].shape == (1,)
    assert button["bg_color"].shape == (4,) and button["flags"].dtype == np.int8
    assert button["text"] == "Sign in"  # a leaf keeps its text
    # Text beside an element becomes a pseudo-element with tag "t" and a negative ref.
    assert any(e["tag"] == "t" and e["ref"] < 0 and e["text"] == "I agree" for e in els)
