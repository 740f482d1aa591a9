"""A fake model server on 127.0.0.1 for the agent tests, in the standard library, speaking both wire
formats LLMWebAgent uses: OpenAI Chat Completions (POST /v1/chat/completions) and Anthropic Messages
(POST /v1/messages). The Python twin of test/fake-model/server.ts.

It checks each request as the real services do (roles and their order, the tools' schemas, every
tool call answered by a `tool` message / `tool_result` block with its id) and answers 400 with the
provider's error shape when one is wrong; `violations` lists them. Answers come from a scripted
policy that reads only what the agent sent (the latest observation, the first message's task, the
tool results), so a test proves the observation carries what a model needs. `faults` queues
answers for the next requests (429 with retry-after, 500).
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable, Dict, List, Optional

Answer = Dict[str, Any]  # {"tool", "args", "thought"?} | {"tool", "raw"} | {"text"}


@dataclass
class Context:
    api: str
    call: int
    system: str
    observation: str
    first: str
    tool_results: List[Dict[str, Any]]
    tools: List[str]
    body: Dict[str, Any]


@dataclass
class Fault:
    status: int
    retry_after: Optional[str] = None
    body: str = '{"error": {"message": "slow down"}}'


@dataclass
class FakeModel:
    origin: str = ""
    policy: Callable[[Context], Answer] = lambda ctx: {"text": "no policy"}
    requests: List[Dict[str, Any]] = field(default_factory=list)
    violations: List[str] = field(default_factory=list)
    faults: List[Fault] = field(default_factory=list)
    server: Any = None

    @property
    def openai_base_url(self) -> str:
        return self.origin + "/v1"

    @property
    def anthropic_base_url(self) -> str:
        return self.origin

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text")


def _check_tools(tools: Any, schema_key: Optional[str], v: List[str]) -> List[str]:
    names = []
    for t in tools or []:
        fn = t.get("function", t) if schema_key is None else t
        schema = fn.get("parameters") if schema_key is None else t.get(schema_key)
        name = fn.get("name", "")
        if not re.fullmatch(r"[a-zA-Z0-9_-]{1,64}", name):
            v.append(f"tool name {name!r} is not allowed")
        if not isinstance(schema, dict) or schema.get("type") != "object" or not isinstance(schema.get("properties"), dict):  # fmt: skip
            v.append(f"tool {name}: the schema must be an object with properties")
        else:
            for r in schema.get("required", []):
                if r not in schema["properties"]:
                    v.append(f"tool {name}: required {r!r} is not a property")
        names.append(name)
    return names


def _openai(body: Dict[str, Any], v: List[str]) -> Context:
    msgs = body.get("messages") or []
    if any(m.get("role") == "system" for m in msgs[1:]):
        v.append("a system message after the first")
    system = msgs[0].get("content", "") if msgs and msgs[0].get("role") == "system" else ""
    open_calls: List[str] = []
    users = []
    results: List[Dict[str, Any]] = []
    for m in msgs[1 if system else 0 :]:
        role = m.get("role")
        if role == "assistant":
            if open_calls:
                v.append(f"tool calls {open_calls} were not answered")
            open_calls = [c["id"] for c in m.get("tool_calls") or []]
            results = []
        elif role == "tool":
            if m.get("tool_call_id") not in open_calls:
                v.append(f"a tool message answers {m.get('tool_call_id')!r}, which is not an open call")
            else:
                open_calls.remove(m["tool_call_id"])
            results.append({"content": m.get("content"), "is_error": False})
        elif role == "user":
            if open_calls:
                v.append(f"tool calls {open_calls} were not answered before the user message")
                open_calls = []
            users.append(_text(m.get("content")))
        else:
            v.append(f"unknown role {role!r}")
    tools = _check_tools(body.get("tools"), None, v)
    return Context("openai", 0, system, users[-1] if users else "", users[0] if users else "", results, tools, body)


def _anthropic(body: Dict[str, Any], headers: Any, v: List[str]) -> Context:
    if not headers.get("anthropic-version"):
        v.append("the anthropic-version header is missing")
    msgs = body.get("messages") or []
    open_calls: List[str] = []
    users = []
    results: List[Dict[str, Any]] = []
    for i, m in enumerate(msgs):
        role = m.get("role")
        if role != ("user" if i % 2 == 0 else "assistant"):
            v.append(f"message {i} has role {role!r}: roles alternate, starting with user")
        content = m.get("content")
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        if role == "assistant":
            if not blocks:
                v.append("an assistant message may not be empty")
            open_calls = [b["id"] for b in blocks if b.get("type") == "tool_use"]
            continue
        results = []
        for b in blocks:
            if b.get("type") == "tool_result":
                if b.get("tool_use_id") not in open_calls:
                    v.append(f"a tool_result answers {b.get('tool_use_id')!r}, which is not an open tool_use")
                else:
                    open_calls.remove(b["tool_use_id"])
                results.append({"content": b.get("content"), "is_error": bool(b.get("is_error"))})
        if open_calls:
            v.append(f"tool_use {open_calls} not answered by the next user message")
            open_calls = []
        users.append(_text(blocks))
    if not isinstance(body.get("max_tokens"), int):
        v.append("max_tokens is required")
    tools = _check_tools(body.get("tools"), "input_schema", v)
    return Context("anthropic", 0, body.get("system", ""), users[-1] if users else "", users[0] if users else "", results, tools, body)  # fmt: skip


def _openai_answer(a: Answer, n: int) -> Dict[str, Any]:
    msg: Dict[str, Any] = {"role": "assistant", "content": a.get("thought") or a.get("text") or None}
    if "tool" in a:
        args = a["raw"] if "raw" in a else json.dumps(a["args"])
        msg["tool_calls"] = [{"id": f"call_{n}", "type": "function", "function": {"name": a["tool"], "arguments": args}}]  # fmt: skip
    return {"id": f"chatcmpl-{n}", "object": "chat.completion", "choices": [{"index": 0, "message": msg, "finish_reason": "tool_calls" if "tool" in a else "stop"}], "usage": {"prompt_tokens": 100, "completion_tokens": 10}}  # fmt: skip


def _anthropic_answer(a: Answer, n: int) -> Dict[str, Any]:
    content: List[Dict[str, Any]] = []
    if a.get("thought") or a.get("text"):
        content.append({"type": "text", "text": a.get("thought") or a.get("text")})
    if "tool" in a:
        content.append({"type": "tool_use", "id": f"toolu_{n}", "name": a["tool"], "input": a["args"]})
    return {"id": f"msg_{n}", "type": "message", "role": "assistant", "content": content, "stop_reason": "tool_use" if "tool" in a else "end_turn", "usage": {"input_tokens": 100, "output_tokens": 10}}  # fmt: skip


def start(policy: Optional[Callable[[Context], Answer]] = None) -> FakeModel:
    fm = FakeModel()
    if policy:
        fm.policy = policy
    lock = threading.Lock()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

        def reply(self, status: int, obj: Any, headers: Optional[Dict[str, str]] = None) -> None:
            data = (obj if isinstance(obj, str) else json.dumps(obj)).encode()
            self.send_response(status)
            self.send_header("content-type", "application/json")
            self.send_header("content-length", str(len(data)))
            for k, val in (headers or {}).items():
                self.send_header(k, val)
            self.end_headers()
            self.wfile.write(data)

        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            raw = self.rfile.read(int(self.headers.get("content-length") or 0))
            path = self.path
            api = "openai" if path == "/v1/chat/completions" else "anthropic" if path == "/v1/messages" else ""
            with lock:
                try:
                    body = json.loads(raw)
                except ValueError:
                    body = {}
                fm.requests.append({"api": api, "headers": {k.lower(): x for k, x in self.headers.items()}, "body": body})
                if not api:
                    return self.reply(404, {"error": {"message": f"no route {path}"}})
                if fm.faults:
                    f = fm.faults.pop(0)
                    return self.reply(f.status, f.body, {"retry-after": f.retry_after} if f.retry_after else None)
                v: List[str] = []
                ctx = _openai(body, v) if api == "openai" else _anthropic(body, self.headers, v)
                if v:
                    fm.violations.extend(v)
                    err = {"error": {"message": "; ".join(v), "type": "invalid_request_error"}}
                    return self.reply(400, err if api == "openai" else {"type": "error", **err})
                ctx.call = sum(1 for r in fm.requests if r["api"] == api)
                answer = fm.policy(ctx)
            out = _openai_answer(answer, ctx.call) if api == "openai" else _anthropic_answer(answer, ctx.call)
            self.reply(200, out)

    fm.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    fm.origin = f"http://127.0.0.1:{fm.server.server_address[1]}"
    threading.Thread(target=fm.server.serve_forever, daemon=True).start()
    return fm


if __name__ == "__main__":
    # The README's demo: `python python/tests/fake_model.py` serves the form policy until Ctrl-C.
    import sys
    import time

    sys.path.insert(0, __import__("os").path.dirname(__file__))
    from agent_policies import form_step

    m = start(lambda ctx: form_step(ctx.observation, ctx.first))
    print(f"fake model: --base-url {m.openai_base_url} (openai) or {m.anthropic_base_url} (anthropic)", flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        m.close()
