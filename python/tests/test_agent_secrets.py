"""The fence nonce and the model's answers never enter a page the agent browses (sync API).

agent-spy.html wraps the built-ins an in-page rule would go through (Function.prototype.apply and
call, RegExp exec/test, Array push/join, JSON stringify/parse, String methods) and records every
string it sees. The agent runs the form task on it against the fake model; then nothing of the run's
nonce, of the model's thoughts or of its tool-call ids may be in the record. The async twin is
test_async_agent_secrets.py.
"""

from __future__ import annotations

import json
import re
from typing import Any, Iterator, List

import pytest

from pagemark.sync_api import LLMWebAgent, OpenAIClient, WebAgentTool

import fake_model
from agent_policies import FORM_TASK, form_step

THOUGHTS = ["Fill Name.", "Fill Email.", "Choose Pro.", "Submit.", "The account is created."]


def secrets_of(requests: List[Any]) -> List[str]:
    """The run's nonce (from the fence in what the agent sent) and the model's own words."""
    sent = json.dumps([r["body"] for r in requests])
    nonces = set(re.findall(r'page-content id=\\"([0-9a-f]{16,})\\"', sent))
    assert len(nonces) == 1, nonces
    return list(nonces) + THOUGHTS + ["call_1", "call_2"]


@pytest.fixture
def fm() -> Iterator[fake_model.FakeModel]:
    m = fake_model.start(lambda ctx: {**form_step(ctx.observation, ctx.first)})
    yield m
    m.close()


def test_nonce_and_answers_stay_out_of_a_spying_page(page: Any, origin: str, fm: fake_model.FakeModel) -> None:
    tool = WebAgentTool(page)
    tool.navigate(origin + "/agent-spy.html")
    agent = LLMWebAgent(tool, OpenAIClient(model="fake", base_url=fm.openai_base_url, api_key="sk-x"))
    status = agent.execute_task(FORM_TASK, max_steps=8)
    assert status.startswith("Task completed: Welcome Ada"), agent.last_run
    seen = page.evaluate("() => window.__spySeen")
    # The spy works: it recorded what pagemark's own page code passed through it.
    assert "Create account" in seen
    for s in secrets_of(fm.requests):
        assert s not in seen, f"the page saw {s!r}"
