"""LLMWebAgent's loop, as a generator shared by sync_api and async_api (see _driver.py).

The same loop as Node's runAgent (src/agent/runAgent.ts): observe -> model -> act until done /
infeasible / fail, `max_steps`, `max_failures` failures in a row, or a model endpoint that fails for
good. Nothing of the loop's content is written here: the prompt, the tools, the statuses, codes and
defaults come from dist/pagemark.agent.json (_agent_data.py), and its `rules` script runs in a
private blank page of a browser context of its own (never the browsed page) for every rule (the request of each wire format, reading a reply or a text answer, `decide`,
the observation, the result summary, retry-after, the step lines), as the Python package runs the
frame stitcher. This file holds the control flow, the HTTP retries and the Python shapes.

Clients: a built-in OpenAIClient / AnthropicClient (tool calls), or any object with the design
seed's `complete(prompt)` (or a plain function), which gets textPrompt (the seed's JSON action format).
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional

from . import _session, _session_actions
from ._agent_data import agent_definitions
from ._browser_session import SessionCore
from ._host import DialogBlocked
from ._session_header import render_session
from ._driver import Op, call
from ._llm_clients import LlmError
from ._types import UsageError, snake


def _snake_deep(v: Any) -> Any:
    """Node's camelCase output as Python's snake_case (tool arguments are the model's: kept)."""
    if isinstance(v, list):
        return [_snake_deep(x) for x in v]
    if isinstance(v, dict):
        return {snake(k): (x if k == "arguments" else _snake_deep(x)) for k, x in v.items()}
    return v


@dataclass
class AgentRun:
    """A run, as Node's AgentOutput in snake_case; `raw` is the AgentOutput itself (camelCase)."""

    status: str
    answer: Optional[str]
    steps: List[Dict[str, Any]]
    usage: Dict[str, int]
    duration_ms: int
    error: Optional[Dict[str, str]] = None
    raw: Dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def actions(self) -> List[Optional[Dict[str, Any]]]:
        """What the model asked for at each step (None when its answer had no usable call)."""
        return [s["tool_call"] for s in self.steps]

    @property
    def outcomes(self) -> List[Dict[str, Any]]:
        return [s["result"] for s in self.steps]

    @property
    def message(self) -> str:
        """The status string execute_task returns, in the design seed's words."""
        if self.status == "success":
            return f"Task completed: {self.answer}"
        if self.status == "max_steps":
            return "Max steps reached without completing task"
        if self.error:
            return f"Task failed: {self.error['code']}: {self.error['message']}"
        return f"Task failed: {self.answer if self.answer is not None else self.status}"


class Runtime:
    """What differs between the sync and async APIs: how to wait and how to run blocking I/O."""

    def __init__(self, sleep: Callable[[float], Any], blocking: Callable[..., Any]) -> None:
        self.sleep = sleep
        self.blocking = blocking


class Loop:
    def __init__(self, tool: Any, llm: Any, max_failures: Optional[int], max_observation_tokens: Optional[int],
                 instructions: Optional[str], on_step: Optional[Callable[[Dict[str, Any]], Any]]) -> None:  # fmt: skip
        d = agent_definitions()
        self.defs = d
        self.rules_body = d["rules"] + "\n;return pagemarkAgent[arg[0]].apply(null, arg[1]);"
        self.tool = tool
        self.llm = llm
        # A BrowserSession (sync or async): the loop shows its tabs and dialogs and offers their tools.
        core = getattr(tool, "_core", None)
        self.session: Optional[SessionCore] = core if isinstance(core, SessionCore) else None
        self.rules_page: Any = None
        self.wire = getattr(llm, "api", None) in ("openai", "anthropic") and callable(getattr(llm, "send", None))
        if not self.wire and not callable(getattr(llm, "complete", None)) and not callable(llm):
            raise UsageError("LLMWebAgent(tool, llm_client): the client has complete(prompt), or is OpenAIClient / AnthropicClient")  # fmt: skip
        self.max_failures = d["defaults"]["maxFailures"] if max_failures is None else max_failures
        self.max_obs = d["defaults"]["maxObservationTokens"] if max_observation_tokens is None else max_observation_tokens  # fmt: skip
        self.system = d["systemPrompt"] + (f"\n\n{instructions}" if instructions else "")
        self.instructions = instructions or None
        # Page text is data: each observation's page sits in a fence whose delimiter the page cannot
        # predict (one random nonce per run, 128 bits as the Node loop's), and the system prompt says
        # what the fence means (the rules' `system`, set when a run starts).
        self.nonce = ""
        self.on_step = on_step
        # The CLI's live output: each step as Node's formatStep prints it.
        self.print_line: Optional[Callable[[str], Any]] = None

    # -- the page --------------------------------------------------------------------------
    def host(self) -> Op[Any]:
        core = getattr(self.tool, "_core", None)
        if core is not None:
            return (yield from core.ensure_host())
        h = getattr(self.tool, "_host", None)
        if h is None:
            raise UsageError("LLMWebAgent(tool, ...): tool is a WebAgentTool or attach(page)'s Pagemark")
        return h

    def page(self) -> Any:
        """The page the agent browses (its title, its loads): the tool's page, or a session tab that no
        dialog blocks. The rules never run here (see ensure_rules_page)."""
        if self.session is None:
            return self.tool.page
        tabs = ([self.session.active] if self.session.active else []) + list(self.session.tabs)
        for t in tabs:
            if not t.dialogs and not t.page.is_closed():
                return t.page
        return self.rules_page

    def ensure_rules_page(self) -> Op[None]:
        """Where the rules run: a blank page of a browser context of their own, made once per run,
        which loads nothing and which no session lists. Never the browsed page: the rules carry the
        fence nonce, the fenced observation and the model's raw answers, and a page that wraps its
        built-ins (Function.prototype.apply, RegExp.prototype.exec, JSON.parse, ...) would read them
        all and could forge the fence it is put in."""
        if self.rules_page is not None and not self.rules_page.is_closed():
            return
        ctx = self.session.context if self.session is not None else self.tool.page.context
        browser = getattr(ctx, "browser", None)
        if browser is None:
            raise UsageError("LLMWebAgent needs the Browser behind its context to run its rules in a private page: a persistent context (launch_persistent_context) has none; use browser.new_context()")  # fmt: skip
        private = yield from call(browser.new_context)
        self.rules_page = yield from call(private.new_page)

    def close_rules_page(self) -> Op[None]:
        if self.rules_page is not None:
            try:
                yield from call(self.rules_page.context.close)
            except Exception:
                pass
            self.rules_page = None

    def observe_session(self, core: SessionCore) -> Op[Dict[str, Any]]:
        """The session header (tabs, dialogs, file chooser, downloads) over the active tab's page text,
        as BrowserSession.observe, with the loop's render options."""
        tab = core.active
        text: Optional[str] = None
        history: List[str] = []
        if tab is None:
            text = "(no tab is open: open one with newTab)"
        elif not tab.dialogs:
            try:
                snap = yield from tab.host.snapshot({})
                text = yield from tab.host.render(snap, "text", {"maxTokens": self.max_obs, "markNew": True})
                text = yield from self.rule("fencedPage", snap, text, self.nonce)
                history = yield from tab.host.a.evaluate(tab.page.main_frame, "return pm.getHistory();", None)
            except DialogBlocked:
                text = None
        st = yield from core.state()
        core.recent = []
        return {"url": tab.page.url if tab else "", "title": tab.title if tab else "", "history": history or [],
                "page": render_session(st, text)}  # fmt: skip

    def rule(self, name: str, *args: Any) -> Op[Any]:
        """A rule of the Node loop, run in the private rules page (the rules script as a function's body)."""
        yield from self.ensure_rules_page()
        for attempt in range(2):
            try:
                return (yield from call(self.rules_page.evaluate, "(arg) => {" + self.rules_body + "}", [name, list(args)]))
            except Exception:
                if attempt:
                    raise
                # The private page was closed under us (its context or browser): make a new one.
                self.rules_page = None
                yield from self.ensure_rules_page()

    # -- the model ---------------------------------------------------------------------------
    def post(self, rt: Runtime, body: Dict[str, Any]) -> Op[Any]:
        """One model call with Node's retry policy (src/agent/http.ts postJson): 429 / 5xx, timeouts
        and network errors retried with backoff, honouring retry-after up to the longest allowed."""
        defaults = self.defs["defaults"]
        for attempt in range(self.llm.max_retries + 1):
            wait: Optional[float] = None
            try:
                status, headers, text = yield from call(rt.blocking, self.llm.send, body)
            except LlmError as e:
                err = e
            else:
                if 200 <= status < 300:
                    try:
                        import json

                        return json.loads(text)
                    except ValueError:
                        raise LlmError("BAD_RESPONSE", f"the model server answered {status} with text that is not JSON") from None  # fmt: skip
                detail = self.llm.redact(text[:300] + ("…" if len(text) > 300 else ""))
                code = "RATE_LIMITED" if status == 429 else f"HTTP_{status}"
                err = LlmError(code, f"the model server answered HTTP {status}: {detail}", status)
                if status != 429 and status < 500:
                    raise err
                wait = yield from self.rule("retryAfter", headers, time.time() * 1000)
            if attempt >= self.llm.max_retries or (wait is not None and wait > defaults["maxRetryAfterMs"]):
                raise err
            if wait is None:
                wait = yield from self.rule("backoffMs", attempt)
            yield from call(rt.sleep, wait / 1000)
        raise AssertionError("unreachable")

    def ask(self, rt: Runtime, turns: List[Dict[str, Any]]) -> Op[Dict[str, Any]]:
        if self.wire:
            body = yield from self.rule("request", self.llm.api, self.system, turns, self.llm.config(), self.session is not None)  # fmt: skip
            answer = yield from self.post(rt, body)
            return (yield from self.rule("reply", self.llm.api, answer))
        prompt = yield from self.rule("textPrompt", self.system, turns, self.session is not None)
        complete = getattr(self.llm, "complete", None) or self.llm
        text = yield from call(complete, prompt)
        if not isinstance(text, str):
            raise LlmError("BAD_RESPONSE", f"complete(prompt) returned {type(text).__name__}, not a str")
        return (yield from self.rule("textReply", text))

    # -- the loop -----------------------------------------------------------------------------
    def run(self, rt: Runtime, task: str, max_steps: int) -> Op[AgentRun]:
        if not isinstance(task, str) or not task:
            raise UsageError("execute_task(task): task is a non-empty str")
        if isinstance(max_steps, bool) or not isinstance(max_steps, int) or max_steps < 1:
            raise UsageError("execute_task(task, max_steps): max_steps is an int >= 1")
        started = time.monotonic()
        turns: List[Dict[str, Any]] = []
        steps: List[Dict[str, Any]] = []
        usage = {"inputTokens": 0, "outputTokens": 0}
        failures = 0
        last_action: Optional[str] = None
        last_result: Optional[Dict[str, Any]] = None
        correction: Optional[str] = None
        pending: List[Dict[str, Any]] = []

        def finish(status: str, answer: Optional[str], error: Optional[Dict[str, str]] = None) -> AgentRun:
            out: Dict[str, Any] = {"status": status, "answer": answer, "steps": steps, "usage": usage,
                                   "durationMs": round((time.monotonic() - started) * 1000)}  # fmt: skip
            if error:
                out["error"] = error
            return AgentRun(status, answer, _snake_deep(steps), _snake_deep(usage), out["durationMs"], error, out)


        self.nonce = secrets.token_hex(16)
        for step in range(1, max_steps + 1):
            # Observe.
            try:
                if step == 1:
                    self.system = yield from self.rule("system", self.instructions, self.nonce)
                if self.session is not None:
                    seen = yield from self.observe_session(self.session)
                    url, title, history, page_text = seen["url"], seen["title"], seen["history"], seen["page"]
                else:
                    host = yield from self.host()
                    snap = yield from _session.snapshot(host, {})
                    page_text = yield from _session.render(host, snap, "text", {"max_tokens": self.max_obs, "mark_new": True})  # fmt: skip
                    # Fenced, with pagemark's warnings about hidden text that talks to the model after it.
                    page_text = yield from self.rule("fencedPage", snap.raw, page_text, self.nonce)
                    history = yield from host.a.evaluate(host.a.main_frame(), "return pm.getHistory();", None)
                    url = snap.url
                    title = yield from call(self.page().title)
                body = yield from self.rule("observation", {
                    "step": step, "maxSteps": max_steps, "url": url, "title": title, "lastAction": last_action,
                    "lastResult": last_result, "correction": correction, "history": history or [], "page": page_text,
                })  # fmt: skip
                tokens = yield from self.rule("estimateTokens", body)
            except UsageError:
                raise
            except Exception as e:
                return finish("error", None, {"code": "OBSERVE_FAILED", "message": str(e).split("\n")[0]})
            correction = None
            turns.append({"role": "user", "results": pending, "head": f"Task: {task}" if step == 1 else "", "body": body, "image": None})  # fmt: skip
            pending = []

            # Ask the model.
            try:
                r = yield from self.ask(rt, turns)
            except LlmError as e:
                return finish("error", None, {"code": e.code, "message": e.message})
            except UsageError:
                raise
            except Exception as e:
                return finish("error", None, {"code": "INTERNAL", "message": self._redact(str(e).split("\n")[0])})
            if not r["ok"]:
                return finish("error", None, r["error"])
            reply, d = r["reply"], r["decision"]
            usage["inputTokens"] += reply["usage"]["inputTokens"]
            usage["outputTokens"] += reply["usage"]["outputTokens"]
            turns.append({"role": "assistant", "text": reply["text"], "calls": [{k: c[k] for k in ("id", "name", "arguments")} for c in reply["calls"]]})  # fmt: skip
            for c in reply["calls"][1:]:
                pending.append({"callId": c["id"], "content": self.defs["notRun"], "isError": True})
            base = {"step": step, "url": url, "observationTokens": tokens, "thought": r["thought"]}
            kind = d["kind"]
            if kind in ("done", "infeasible"):
                success = kind == "done" and d["success"]
                summary = yield from self.rule("finishSummary", kind, success)
                yield from self.report(steps, {**base, "toolCall": d["call"], "result": {"ok": True, "summary": summary}})
                if kind == "infeasible":
                    return finish("infeasible", d["reason"])
                return finish("success" if success else "failure", d["answer"])
            if kind == "invalid":
                failures += 1
                message = yield from self.rule("correction", d["message"])
                if d.get("callId"):
                    pending.insert(0, {"callId": d["callId"], "content": f"error INVALID_TOOL_CALL: {message}", "isError": True})  # fmt: skip
                correction, last_action, last_result = message, None, None
                yield from self.report(steps, {**base, "toolCall": d["call"], "result": {"ok": False, "summary": f"invalid: {d['message']}", "error": {"code": "INVALID_TOOL_CALL", "message": d["message"]}}})  # fmt: skip
                if failures >= self.max_failures:
                    msg = yield from self.rule("maxFailuresMessage", failures, d["message"])
                    return finish("failure", None, {"code": "MAX_FAILURES", "message": msg})
                continue
            # Act.
            try:
                if self.session is not None:
                    raw = yield from _session_actions.act(self.session, d["command"], True)
                    raw.pop("snapshot", None)
                    result = yield from self.rule("summarize", raw)
                else:
                    result = yield from self.act_page(d["command"])
            except UsageError:
                raise
            except Exception as e:
                # A driver error (the page closed, a navigation tore the context down): fed back like an act error.
                message = str(e).split("\n")[0]
                result = {"ok": False, "summary": f"error INTERNAL: {message}", "error": {"code": "INTERNAL", "message": message}}  # fmt: skip
            last_action = yield from self.rule("formatCall", d["call"]["name"], d["call"]["arguments"])
            last_result = result
            if d.get("callId"):
                pending.insert(0, {"callId": d["callId"], "content": result["summary"], "isError": not result["ok"]})
            yield from self.report(steps, {**base, "toolCall": d["call"], "result": result})
            if result["ok"]:
                failures = 0
            else:
                failures += 1
                if failures >= self.max_failures:
                    msg = yield from self.rule("maxFailuresMessage", failures, result["summary"])
                    return finish("failure", None, {"code": "MAX_FAILURES", "message": msg})
        return finish("max_steps", None)

    def act_page(self, command: Dict[str, Any]) -> Op[Dict[str, Any]]:
        host = yield from self.host()
        res = yield from _session.act(host, command, True)
        if res.effects is not None and res.effects.navigated:
            # A navigation: let the new document load before the next observation.
            try:
                yield from call(self.page().wait_for_load_state, "load", timeout=15000)
            except Exception:
                pass
        return (yield from self.rule("summarize", res.raw))

    def report(self, steps: List[Dict[str, Any]], s: Dict[str, Any]) -> Op[None]:
        steps.append(s)
        if self.print_line:
            self.print_line((yield from self.rule("formatStep", s)))
        if self.on_step:
            try:
                self.on_step(_snake_deep(s))
            except Exception:
                pass

    def _redact(self, s: str) -> str:
        return self.llm.redact(s) if self.wire else s
