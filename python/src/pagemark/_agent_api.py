"""LLMWebAgent for sync_api and async_api: the design seed's class over the shared loop (_agent.py)."""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable, Dict, Optional

from ._agent import AgentRun, Loop, Runtime
from ._driver import run_async, run_sync
from ._llm_clients import AnthropicClient, OpenAIClient

_SYNC = Runtime(time.sleep, lambda fn, *a: fn(*a))
_ASYNC = Runtime(asyncio.sleep, asyncio.to_thread)


class _Base:
    def __init__(
        self,
        tool: Any,
        llm_client: Any,
        *,
        max_failures: Optional[int] = None,
        max_observation_tokens: Optional[int] = None,
        instructions: Optional[str] = None,
        on_step: Optional[Callable[[Dict[str, Any]], Any]] = None,
    ) -> None:
        self.tool = tool
        self.llm = llm_client
        self._loop = Loop(tool, llm_client, max_failures, max_observation_tokens, instructions, on_step)
        self.last_run: Optional[AgentRun] = None


class LLMWebAgent(_Base):
    """The design seed's LLMWebAgent: `LLMWebAgent(tool, llm_client).execute_task(task, max_steps=10)`.

    `tool`: a WebAgentTool, attach(page)'s Pagemark, or open_session(...)'s BrowserSession (then each
    observation starts with the session header: tabs, pending dialogs, downloads; and the model also
    gets the session's tools: newTab, switchTab, closeTab, dialog).

    `llm_client`: OpenAIClient / AnthropicClient (tool calls), or anything with `complete(prompt) -> str`
    (the seed's JSON actions). Returns the status string; the whole run is `last_run` (an AgentRun).
    """

    def execute_task(self, task: str, max_steps: int = 10) -> str:
        try:
            self.last_run = run_sync(self._loop.run(_SYNC, task, max_steps))
        finally:
            run_sync(self._loop.close_rules_page())
        return self.last_run.message


class AsyncLLMWebAgent(_Base):
    """The design seed's LLMWebAgent for the async API: `await agent.execute_task(task, max_steps=10)`.

    A `complete(prompt)` may be a coroutine function or a plain one; the built-in clients' HTTP runs in
    a worker thread.
    """

    async def execute_task(self, task: str, max_steps: int = 10) -> str:
        try:
            self.last_run = await run_async(self._loop.run(_ASYNC, task, max_steps))
        finally:
            await run_async(self._loop.close_rules_page())
        return self.last_run.message


class AsyncOpenAIClient(OpenAIClient):
    """OpenAIClient whose `complete(prompt)` is a coroutine (the seed's `await llm.complete(prompt)`)."""

    async def complete(self, prompt: str) -> str:  # type: ignore[override]
        return await asyncio.to_thread(OpenAIClient.complete, self, prompt)


class AsyncAnthropicClient(AnthropicClient):
    """AnthropicClient whose `complete(prompt)` is a coroutine."""

    async def complete(self, prompt: str) -> str:  # type: ignore[override]
        return await asyncio.to_thread(AnthropicClient.complete, self, prompt)
