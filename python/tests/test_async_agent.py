"""LLMWebAgent (async API): the design seed's `await agent.execute_task(...)` against the fake model
in both wire formats and with an async complete(prompt) client. The sync twin is test_agent.py."""

from __future__ import annotations

import re
from typing import Any, AsyncIterator, List

import pytest

from pagemark.async_api import AnthropicClient, LLMWebAgent, OpenAIClient, WebAgentTool

import fake_model
from agent_policies import FORM_TASK, form_step, seed_json

WELCOME = "Welcome Ada <ada@example.com>, plan pro"


@pytest.fixture
async def atool(abrowser_shared: Any, origin: str) -> AsyncIterator[WebAgentTool]:
    ctx = await abrowser_shared.new_context(viewport={"width": 1000, "height": 700})
    t = WebAgentTool(await ctx.new_page())
    await t.navigate(origin + "/agent-form.html")
    yield t
    await ctx.close()


@pytest.fixture
def fm() -> Any:
    m = fake_model.start(lambda ctx: form_step(ctx.observation, ctx.first))
    yield m
    m.close()


@pytest.mark.parametrize("api", ["openai", "anthropic"])
async def test_async_form_task_over_both_wire_formats(atool: WebAgentTool, fm: Any, api: str) -> None:
    fm.faults.append(fake_model.Fault(503, retry_after="0"))
    llm = OpenAIClient(model="fake", base_url=fm.openai_base_url) if api == "openai" else AnthropicClient(model="fake", base_url=fm.anthropic_base_url)  # fmt: skip
    agent = LLMWebAgent(atool, llm)
    assert await agent.execute_task(FORM_TASK, max_steps=8) == f"Task completed: {WELCOME}"
    assert fm.violations == [] and len(fm.requests) == 6
    assert [a["name"] for a in agent.last_run.actions] == ["fill", "fill", "select", "click", "done"]
    assert await atool.page.text_content("#status") == WELCOME
    # The seed's own client call works on the same client.
    fm.policy = lambda ctx: {"text": "hello"}
    assert await llm.complete("say hello") == "hello"


class AsyncSeedClient:
    def __init__(self) -> None:
        self.prompts: List[str] = []

    async def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if len(self.prompts) == 1:
            return "Sure! First I will look at the page."
        return seed_json(form_step(prompt, prompt))


async def test_async_seed_client_recovers_from_a_malformed_first_answer(atool: WebAgentTool) -> None:
    llm = AsyncSeedClient()
    agent = LLMWebAgent(atool, llm)
    assert await agent.execute_task(FORM_TASK) == f"Task completed: {WELCOME}"
    assert agent.last_run.steps[0]["result"]["error"]["code"] == "INVALID_TOOL_CALL"
    assert "Correction: the reply had no tool call" in llm.prompts[1]


async def test_async_unreachable_base_url_is_a_status(atool: WebAgentTool) -> None:
    agent = LLMWebAgent(atool, AnthropicClient(model="fake", base_url="http://127.0.0.1:9", max_retries=0))
    status = await agent.execute_task(FORM_TASK)
    assert status.startswith("Task failed: NETWORK: could not reach http://127.0.0.1:9/v1/messages")


async def test_async_page_is_fenced_and_hidden_instructions_are_flagged(atool: WebAgentTool, fm: Any, origin: str) -> None:  # fmt: skip
    # As the sync loop and the Node loop (runAgent.ts): the fence with the run's nonce, then the warning.
    fm.policy = lambda ctx: {"tool": "done", "args": {"answer": "ok", "success": True}}
    await atool.navigate(origin + "/agent-hidden.html")
    await LLMWebAgent(atool, OpenAIClient(model="fake", base_url=fm.openai_base_url)).execute_task("x", max_steps=2)
    body = fm.requests[0]["body"]["messages"][-1]["content"]
    nonce = re.search(r'<page-content id="([0-9a-f]{32})">', body).group(1)  # type: ignore[union-attr]
    assert f'<page-content id="{nonce}">' in fm.requests[0]["body"]["messages"][0]["content"]
    assert body.index("pagemark warning: text a person cannot see") > body.index(f'</page-content id="{nonce}">')
