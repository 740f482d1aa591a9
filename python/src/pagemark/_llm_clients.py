"""Model clients for LLMWebAgent, on the standard library's HTTP (no dependency).

`OpenAIClient` speaks the Chat Completions API (OpenAI, and through `base_url` Ollama, vLLM, LM
Studio, llama.cpp); `AnthropicClient` the Messages API. Each is a transport: `send(body)` makes ONE
POST and returns the status, headers and text; the agent builds the body with the Node loop's rules
(dist/pagemark.agent.json) and retries. `complete(prompt)` is the design seed's client call, for use
outside the agent. Keys come from the argument or OPENAI_API_KEY / ANTHROPIC_API_KEY and never appear
in an error, a repr or a log.
"""

from __future__ import annotations

import json
import os
import socket
import urllib.error
import urllib.request
from typing import Any, Dict, Optional, Tuple

from ._agent_data import agent_definitions


class LlmError(Exception):
    """A model call that failed for good (after the retries): `code` as Node's LlmError."""

    def __init__(self, code: str, message: str, status: Optional[int] = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.status = status


class _Client:
    api = ""
    _key_env = ""
    _url_env = ""

    def __init__(
        self,
        model: Optional[str] = None,
        base_url: Optional[str] = None,
        api_key: Optional[str] = None,
        *,
        temperature: Optional[float] = None,
        max_tokens: Optional[int] = None,
        timeout: Optional[float] = None,
        max_retries: Optional[int] = None,
        headers: Optional[Dict[str, str]] = None,
    ) -> None:
        d = agent_definitions()
        defaults = d["defaults"]
        self.endpoint: Dict[str, Any] = d["endpoints"][self.api]
        self.model = model or os.environ.get("PAGEMARK_MODEL") or d["defaultModels"][self.api]
        self.base_url = (base_url or os.environ.get(self._url_env) or self.endpoint["base"]).rstrip("/")
        self._key = api_key if api_key is not None else os.environ.get(self._key_env, "")
        self.temperature = defaults["temperature"] if temperature is None else temperature
        self.max_tokens = defaults["maxTokens"] if max_tokens is None else max_tokens
        self.timeout = defaults["timeoutMs"] / 1000 if timeout is None else timeout
        self.max_retries = defaults["maxRetries"] if max_retries is None else max_retries
        self.headers = dict(headers or {})

    def __repr__(self) -> str:  # never the key
        return f"{type(self).__name__}(model={self.model!r}, base_url={self.base_url!r})"

    @property
    def url(self) -> str:
        return self.base_url + self.endpoint["path"]

    def config(self) -> Dict[str, Any]:
        """The LlmConfig fields the request builder reads."""
        return {"api": self.api, "model": self.model, "temperature": self.temperature, "maxTokens": self.max_tokens}

    def redact(self, s: str) -> str:
        return s.replace(self._key, "***") if self._key else s

    def send(self, body: Dict[str, Any]) -> Tuple[int, Dict[str, str], str]:
        """One POST: (status, lower-case headers, text). Raises LlmError NETWORK or TIMEOUT."""
        headers = {"content-type": "application/json", **self.endpoint["headers"], **self.headers}
        if self._key:
            headers[self.endpoint["keyHeader"]] = self.endpoint["keyPrefix"] + self._key
        req = urllib.request.Request(self.url, data=json.dumps(body).encode(), headers=headers, method="POST")
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as res:
                return res.status, {k.lower(): v for k, v in res.headers.items()}, res.read().decode("utf-8", "replace")
        except urllib.error.HTTPError as e:
            text = e.read().decode("utf-8", "replace") if e.fp else ""
            return e.code, {k.lower(): v for k, v in (e.headers or {}).items()}, text
        except (socket.timeout, TimeoutError):
            raise LlmError("TIMEOUT", f"the model server did not answer within {self.timeout:g} s") from None
        except (urllib.error.URLError, OSError) as e:
            reason = getattr(e, "reason", e)
            raise LlmError("NETWORK", self.redact(f"could not reach {self.url}: {reason}")) from None

    def _one_message(self, prompt: str) -> Dict[str, Any]:
        # One user message: the body is the same in both wire formats.
        return {"model": self.model, "messages": [{"role": "user", "content": prompt}], "temperature": self.temperature, "max_tokens": self.max_tokens}  # fmt: skip

    def _text_of(self, answer: Any) -> str:
        raise NotImplementedError

    def complete(self, prompt: str) -> str:
        """The seed's client call: one user message, the answer's text (no retries, no tools)."""
        status, _, text = self.send(self._one_message(prompt))
        if not 200 <= status < 300:
            raise LlmError(f"HTTP_{status}", self.redact(f"the model server answered HTTP {status}: {text[:300]}"), status)  # fmt: skip
        return self._text_of(json.loads(text))


class OpenAIClient(_Client):
    """Chat Completions with tool calling; `base_url` e.g. http://localhost:11434/v1 for Ollama."""

    api = "openai"
    _key_env = "OPENAI_API_KEY"
    _url_env = "OPENAI_BASE_URL"

    def _text_of(self, answer: Any) -> str:
        return str(answer["choices"][0]["message"].get("content") or "")


class AnthropicClient(_Client):
    """Messages with tool use; `base_url` is the origin (the path is /v1/messages)."""

    api = "anthropic"
    _key_env = "ANTHROPIC_API_KEY"
    _url_env = "ANTHROPIC_BASE_URL"

    def _text_of(self, answer: Any) -> str:
        return "\n".join(b["text"] for b in answer["content"] if b.get("type") == "text")
