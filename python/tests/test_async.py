"""pagemark.async_api: the same operations as the sync API, awaited."""

from __future__ import annotations

from typing import Any, Tuple

import pytest

from pagemark import UsageError
from pagemark.async_api import WebAgentTool, attach
from pagemark.browsergym import execute, observation
from pagemark.miniwob import dom_elements

from conftest import CHROMIUM


async def test_async_attach_snapshot_act(apage: Any, origins: Tuple[str, str]) -> None:
    a, b = origins
    await apage.goto(a + "/frames.html")
    pm = await attach(apage)
    snap = await pm.snapshot()
    inner = next(e for e in snap.elements if e.name == "Inner button")
    assert inner.frame == "a"
    assert f"[{inner.bid}] button 'Inner button'" in await pm.render(snap, "axtree")
    r = await pm.act(f"click('{inner.bid}')")
    assert r.ok and await apage.frames[1].text_content("#inner") == "inner clicked true"
    loc = await pm.locator(inner.bid)
    assert await loc.count() == 1
    await pm.highlight()
    await pm.clear_highlights()
    obs = await observation(pm)
    assert inner.bid in obs["extra_element_properties"]
    r = await execute(pm, "click('999')")
    assert not r.ok and (await observation(pm))["last_action_error"]
    assert len(await dom_elements(pm)) > 0
    await pm.dispose()
    with pytest.raises(UsageError):
        await pm.render(snap, "yaml")


async def test_async_web_agent_tool(apage: Any, origin: str) -> None:
    tool = WebAgentTool(apage)
    await tool.navigate(origin + "/form.html")
    s = await tool.analyze_page()
    email = next(e.index for e in s.elements if e.name == "Email")
    go = next(e.index for e in s.elements if e.name == "Sign in")
    assert await tool.fill(email, "a@b.c") and await tool.get_value(email) == "a@b.c"
    assert await tool.type_text(email, "x@y.z") and await apage.input_value("#email") == "x@y.z"
    assert await tool.select_option(next(e.index for e in s.elements if e.name == "Color"), "Blue")
    assert await tool.hover(go) and await tool.is_visible(go) and await tool.scroll_to(go)
    assert await tool.click(go) and await apage.text_content("#out") == "clicked trusted"
    assert await tool.get_text(go) == "Sign in"
    assert await tool.select_text(go, "sign") == "Sign"  # a part, found ignoring case
    png = await tool.screenshot_element(go)
    assert png is not None and png[:4] == b"\x89PNG"
    assert await tool.click(12345) is False and tool.last_result is not None
    await tool.clear_highlights()
    await tool.close()


async def test_async_launch(origin: str) -> None:
    tool = await WebAgentTool.launch(headless=True, executable_path=CHROMIUM)
    try:
        await tool.navigate(origin + "/form.html")
        assert "Sign in" in (await tool.analyze_page()).content
    finally:
        await tool.close()
