"""LLMWebAgent (sync API): the design seed's loop against a fake model on 127.0.0.1 in both wire
formats, and a seed-style complete(prompt) client; each a scripted policy that reads only what the
agent sends. The async API's twin is test_async_agent.py (its own process: scripts/test-python.mjs).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from typing import Any, Iterator, List

import pytest

from pagemark.sync_api import AnthropicClient, LLMWebAgent, OpenAIClient, WebAgentTool

import fake_model
from agent_policies import FORM_TASK, form_step, seed_json
from conftest import CHROMIUM

WELCOME = "Welcome Ada <ada@example.com>, plan pro"
KEY = "sk-test-do-not-log-0123456789"


@pytest.fixture
def fm() -> Iterator[fake_model.FakeModel]:
    m = fake_model.start(lambda ctx: form_step(ctx.observation, ctx.first))
    yield m
    m.close()


@pytest.fixture
def tool(page: Any, origin: str) -> WebAgentTool:
    t = WebAgentTool(page)
    t.navigate(origin + "/agent-form.html")
    return t


def form_done(tool: WebAgentTool, agent: LLMWebAgent, status: str) -> None:
    assert status == f"Task completed: {WELCOME}", agent.last_run
    run = agent.last_run
    assert run is not None and run.status == "success" and run.answer == WELCOME
    assert [a["name"] for a in run.actions if a] == ["fill", "fill", "select", "click", "done"]
    assert all(o["ok"] for o in run.outcomes)
    assert tool.page.text_content("#status") == WELCOME
    assert run.usage["input_tokens"] == 500 and run.steps[0]["observation_tokens"] > 0


def test_form_task_over_openai_tool_calls(tool: WebAgentTool, fm: fake_model.FakeModel) -> None:
    agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url, api_key=KEY))
    form_done(tool, agent, agent.execute_task(FORM_TASK, max_steps=8))
    assert fm.violations == []
    first = fm.requests[0]
    assert first["headers"]["authorization"] == f"Bearer {KEY}" and first["body"]["model"] == "fake"
    # The tools are the Node agent's (dist/pagemark.agent.json), one per verb.
    names = [t["function"]["name"] for t in first["body"]["tools"]]
    assert names[:4] == ["click", "dblclick", "hover", "fill"] and "done" in names
    # Each action's result answers its tool call in the next request.
    tool_msgs = [m for m in fm.requests[-1]["body"]["messages"] if m["role"] == "tool"]
    assert [m["tool_call_id"] for m in tool_msgs] == ["call_1", "call_2", "call_3", "call_4"]
    assert 'value is now "Ada"' in tool_msgs[0]["content"]


def test_form_task_over_anthropic_tool_use_after_a_429(tool: WebAgentTool, fm: fake_model.FakeModel) -> None:
    fm.faults.append(fake_model.Fault(429, retry_after="0"))
    agent = LLMWebAgent(tool, AnthropicClient(model="fake", base_url=fm.anthropic_base_url, api_key=KEY))
    form_done(tool, agent, agent.execute_task(FORM_TASK, max_steps=8))
    assert fm.violations == []
    assert len(fm.requests) == 6  # the 429, then one a step
    assert fm.requests[0]["headers"]["x-api-key"] == KEY
    assert fm.requests[1]["body"] == fm.requests[0]["body"]


class SeedClient:
    """The design seed's llm_client: complete(prompt) -> a JSON action in its format."""

    def __init__(self, first: List[str]) -> None:
        self.first = list(first)
        self.prompts: List[str] = []

    def complete(self, prompt: str) -> str:
        self.prompts.append(prompt)
        if self.first:
            return self.first.pop(0)
        return seed_json(form_step(prompt, prompt))


def test_seed_usage_with_a_complete_client_recovers_from_malformed_answers(tool: WebAgentTool) -> None:
    llm = SeedClient(["I would fill the name first.", '{"action": "fly", "index": 2}', '{"action": "click", "index": 999}'])  # fmt: skip
    agent = LLMWebAgent(tool, llm, max_failures=4)
    status = agent.execute_task(FORM_TASK, max_steps=10)
    assert status == f"Task completed: {WELCOME}"
    run = agent.last_run
    assert run is not None
    assert [s["result"]["ok"] for s in run.steps] == [False, False, False, True, True, True, True, True]
    assert run.steps[0]["result"]["error"]["code"] == "INVALID_TOOL_CALL"
    assert 'unknown action "fly"' in run.steps[1]["result"]["summary"]
    assert run.steps[2]["result"]["error"]["code"] == "NOT_FOUND"
    # The prompt is the seed's JSON format, and each error reached the model in the next prompt.
    assert '{"action": "<verb>", "index": <element number>' in llm.prompts[0]
    assert "Correction: the reply had no tool call" in llm.prompts[1]
    assert "Last action: click(" in llm.prompts[3] and "error NOT_FOUND" in llm.prompts[3]
    assert tool.page.text_content("#status") == WELCOME


def test_consecutive_failures_end_the_run(tool: WebAgentTool) -> None:
    agent = LLMWebAgent(tool, lambda prompt: "no idea", max_failures=2)
    status = agent.execute_task(FORM_TASK)
    assert status.startswith("Task failed: MAX_FAILURES: 2 failures in a row")
    assert agent.last_run is not None and len(agent.last_run.steps) == 2


def test_a_model_that_never_says_done_stops_at_max_steps(tool: WebAgentTool, fm: fake_model.FakeModel) -> None:
    fm.policy = lambda ctx: {"tool": "wait", "args": {"ms": 1}}
    agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url))
    assert agent.execute_task(FORM_TASK, max_steps=3) == "Max steps reached without completing task"
    assert agent.last_run is not None and agent.last_run.status == "max_steps" and len(agent.last_run.steps) == 3
    assert "Step 3 of 3." in fm.requests[-1]["body"]["messages"][-1]["content"]


def test_an_unreachable_base_url_is_a_status_not_a_traceback(tool: WebAgentTool) -> None:
    llm = OpenAIClient(model="fake", base_url="http://127.0.0.1:9/v1", api_key=KEY, max_retries=0)
    agent = LLMWebAgent(tool, llm)
    status = agent.execute_task(FORM_TASK)
    assert status.startswith("Task failed: NETWORK: could not reach http://127.0.0.1:9/v1/chat/completions")
    assert KEY not in status and KEY not in repr(llm)
    assert agent.last_run is not None and agent.last_run.status == "error"


def test_a_client_error_is_not_retried_and_keeps_the_key_out(tool: WebAgentTool, fm: fake_model.FakeModel) -> None:
    fm.faults.append(fake_model.Fault(401, body=f'{{"error": "bad key {KEY}"}}'))
    agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url, api_key=KEY))
    status = agent.execute_task(FORM_TASK)
    assert status.startswith("Task failed: HTTP_401: the model server answered HTTP 401")
    assert KEY not in status and "***" in status and len(fm.requests) == 1


def test_cli_agent_runs_against_the_fake_model(origin: str, fm: fake_model.FakeModel) -> None:
    env = {**os.environ, "PAGEMARK_BROWSER": CHROMIUM}
    env.pop("OPENAI_API_KEY", None)
    env.pop("PAGEMARK_CHROMIUM", None)
    args = [sys.executable, "-m", "pagemark", "agent", origin + "/agent-form.html", FORM_TASK, "--api", "openai",
            "--base-url", fm.openai_base_url, "--model", "fake", "--max-steps", "8", "--json"]  # fmt: skip
    r = subprocess.run(args, capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["status"] == "success" and out["answer"] == WELCOME and len(out["steps"]) == 5
    assert "step 1  fill(target=" in r.stderr and "success: " + WELCOME in r.stderr
    assert "old name" not in r.stderr
    bad = subprocess.run(args[:5] + ["--api", "cohere"], capture_output=True, text=True, timeout=60, env=env)
    assert bad.returncode == 2 and "--api" in bad.stderr


def test_a_session_shows_its_dialog_and_offers_the_dialog_tool(page: Any, origin: str, fm: fake_model.FakeModel) -> None:  # fmt: skip
    from pagemark.sync_api import open_session

    from agent_policies import DIALOG_TASK, dialog_step

    fm.policy = lambda ctx: dialog_step(ctx.observation)
    page.goto(origin + "/agent-dialog.html")
    session = open_session(page, dialogs="ask")
    try:
        agent = LLMWebAgent(session, AnthropicClient(model="fake", base_url=fm.anthropic_base_url))
        assert agent.execute_task(DIALOG_TASK, max_steps=6) == "Task completed: Draft deleted"
    finally:
        session.dispose()
    assert fm.violations == []
    assert [a["name"] for a in agent.last_run.actions] == ["click", "dialog", "done"]
    names = [t["name"] for t in fm.requests[0]["body"]["tools"]]
    assert names[-4:] == ["newTab", "switchTab", "closeTab", "dialog"]
    blocked = fm.requests[1]["body"]["messages"][-1]["content"][-1]["text"]
    assert 'Dialog pending in t1: confirm "Delete the draft?"' in blocked
    assert page.text_content("#status") == "Draft deleted"


def test_the_page_is_fenced_and_hidden_instructions_are_flagged(page: Any, origin: str, fm: fake_model.FakeModel) -> None:  # fmt: skip
    # The Node loop's observation (runAgent.ts): the page between fence lines with the run's nonce,
    # which the system prompt names, and pagemark's warning after the fence.
    fm.policy = lambda ctx: {"tool": "done", "args": {"answer": "ok", "success": True}}
    tool = WebAgentTool(page)
    tool.navigate(origin + "/agent-hidden.html")
    agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url))
    agent.execute_task("Track my order", max_steps=2)
    msgs = fm.requests[0]["body"]["messages"]
    nonce = re.search(r'<page-content id="([0-9a-f]{32})">', msgs[-1]["content"]).group(1)  # type: ignore[union-attr]
    assert f'<page-content id="{nonce}">' in msgs[0]["content"]  # the system prompt says what the fence is
    body = msgs[-1]["content"]
    close = body.index(f'</page-content id="{nonce}">')
    assert body.index("pagemark warning: text a person cannot see") > close
    # Another page, without hidden instructions: no warning.
    tool.navigate(origin + "/agent-form.html")
    LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url)).execute_task("x", max_steps=1)
    assert "pagemark warning" not in fm.requests[-1]["body"]["messages"][-1]["content"]
