"""The async twin of test_agent_secrets.py: the fence nonce and the model's answers never enter the
spying page the agent browses."""

from __future__ import annotations

from typing import Any

from pagemark.async_api import LLMWebAgent, OpenAIClient, WebAgentTool

import fake_model
from agent_policies import FORM_TASK, form_step
from test_agent_secrets import secrets_of


async def test_nonce_and_answers_stay_out_of_a_spying_page_async(abrowser_shared: Any, origin: str) -> None:
    fm = fake_model.start(lambda ctx: form_step(ctx.observation, ctx.first))
    ctx = await abrowser_shared.new_context(viewport={"width": 1000, "height": 700})
    try:
        page = await ctx.new_page()
        tool = WebAgentTool(page)
        await tool.navigate(origin + "/agent-spy.html")
        agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url, api_key="sk-x"))
        status = await agent.execute_task(FORM_TASK, max_steps=8)
        assert status.startswith("Task completed: Welcome Ada"), agent.last_run
        seen = await page.evaluate("() => window.__spySeen")
        assert "Create account" in seen
        for s in secrets_of(fm.requests):
            assert s not in seen, f"the page saw {s!r}"
    finally:
        await ctx.close()
        fm.close()
