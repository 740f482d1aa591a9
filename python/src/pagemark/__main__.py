"""`python -m pagemark agent <url-or-file> "<task>"`: LLMWebAgent in a launched Chromium, as the Node CLI's
`pagemark agent` (src/node/agentCommand.ts): each step as it happens, the run at the end (`--json`
prints Node's AgentOutput shape on stdout, the steps go to stderr). Exit 0 only on success; 1 when
the run did not succeed, 2 on a usage error, 3 when the page does not load, 4 when no browser starts.

The browser's flag and variable are the Node CLI's (`--executable-path`, `PAGEMARK_BROWSER`); the
names this command had before (`--chromium`, `PAGEMARK_CHROMIUM`) still work and say what replaced them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import List, Mapping, Optional

from . import __version__


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m pagemark")
    p.add_argument("-v", "--version", action="version", version=__version__)
    sub = p.add_subparsers(dest="command", required=True)
    a = sub.add_parser("agent", help="run the agent loop on a page against a model endpoint")
    a.add_argument("target", help="a URL or a local HTML file")
    a.add_argument("task")
    a.add_argument("--api", help="openai (Chat Completions: OpenAI, Ollama, vLLM, LM Studio) or anthropic")
    a.add_argument("--base-url", help="the API's base URL (e.g. http://localhost:11434/v1 for Ollama)")
    a.add_argument("--model", help="the model name (default: PAGEMARK_MODEL, or the API's default)")
    a.add_argument("--max-steps", type=int, default=None)
    a.add_argument("--max-failures", type=int, default=None)
    a.add_argument("--json", action="store_true", help="print the run as JSON on stdout")
    a.add_argument("--headed", action="store_true")
    a.add_argument("--executable-path", help="the Chromium or Chrome binary (also PAGEMARK_BROWSER=PATH)")
    a.add_argument("--chromium", help=argparse.SUPPRESS)  # the old name of --executable-path
    return p


def executable_path(args: argparse.Namespace, env: Mapping[str, str]) -> Optional[str]:
    """The browser to launch: the flag, then PAGEMARK_BROWSER; the old names warn on stderr and still work."""
    if args.chromium is not None:
        print("pagemark: --chromium is the old name of --executable-path", file=sys.stderr)
    if env.get("PAGEMARK_CHROMIUM"):
        print("pagemark: PAGEMARK_CHROMIUM is the old name of PAGEMARK_BROWSER", file=sys.stderr)
    return args.executable_path or args.chromium or env.get("PAGEMARK_BROWSER") or env.get("PAGEMARK_CHROMIUM") or None


def agent(args: argparse.Namespace) -> int:
    from ._agent_data import agent_definitions
    from ._driver import run_sync
    from .sync_api import AnthropicClient, LLMWebAgent, OpenAIClient, WebAgentTool

    env = os.environ
    api = args.api or ("openai" if env.get("OPENAI_API_KEY") or not env.get("ANTHROPIC_API_KEY") else "anthropic")
    if api not in ("openai", "anthropic"):
        print(f'pagemark: --api must be openai or anthropic (got "{api}")', file=sys.stderr)
        return 2
    key_env = "OPENAI_API_KEY" if api == "openai" else "ANTHROPIC_API_KEY"
    url_env = "OPENAI_BASE_URL" if api == "openai" else "ANTHROPIC_BASE_URL"
    # A local server (Ollama, vLLM, llama.cpp) needs no key; the hosted APIs do.
    if not env.get(key_env) and not (args.base_url or env.get(url_env)):
        print(f"pagemark: set {key_env}, or point --base-url at a local server", file=sys.stderr)
        return 2
    client = (OpenAIClient if api == "openai" else AnthropicClient)(model=args.model, base_url=args.base_url)
    url = args.target
    if "://" not in url:
        path = Path(url).resolve()
        if not path.is_file():
            print(f"pagemark: no such file: {args.target}", file=sys.stderr)
            return 3
        url = path.as_uri()
    try:
        tool = WebAgentTool.launch(headless=not args.headed, executable_path=executable_path(args, env))
    except Exception as e:
        print(f"pagemark: could not start Chromium: {str(e).splitlines()[0]}", file=sys.stderr)
        return 4
    log = sys.stderr if args.json else sys.stdout
    try:
        try:
            tool.navigate(url)
        except Exception as e:
            print(f"pagemark: could not load {args.target}: {str(e).splitlines()[0]}", file=sys.stderr)
            return 3
        where = f" at {client.base_url}" if args.base_url or env.get(url_env) else ""
        print(f"model {client.model} over the {api} API{where}", file=sys.stderr)
        print(f"task: {args.task}", file=log)
        agent = LLMWebAgent(tool, client, max_failures=args.max_failures)
        agent._loop.print_line = lambda line: print(line, file=log, flush=True)
        max_steps = args.max_steps or agent_definitions()["defaults"]["maxSteps"]
        agent.execute_task(args.task, max_steps=max_steps)
        run = agent.last_run
        assert run is not None
        print(run_sync(agent._loop.rule("formatOutcome", run.raw)), file=log)
        if args.json:
            print(json.dumps(run.raw, indent=2, ensure_ascii=False))
        return 0 if run.status == "success" else 1
    finally:
        tool.close()


def main(argv: Optional[List[str]] = None) -> int:
    args = _parser().parse_args(argv)
    return agent(args)


if __name__ == "__main__":
    sys.exit(main())
