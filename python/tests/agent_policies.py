"""Scripted policies for the agent tests: they decide from the text the agent sent, like a model.

The form task: fill Name and Email, choose the Pro plan, submit, answer with the welcome line.
"""

from __future__ import annotations

import html
import json
import re
from typing import Any, Dict, Optional

FORM_TASK = "Sign up as Ada (ada@example.com) on the Pro plan and tell me what the page says."


def line_of(observation: str, pattern: str) -> Optional[re.Match]:
    """The first [N] element line of the text format matching `pattern`."""
    for line in observation.split("\n"):
        m = re.match(r"^\*?\[(\d+)\](.*)$", line)
        if m and re.search(pattern, line):
            return m
    return None


def form_step(observation: str, first: str) -> Dict[str, Any]:
    """The next action as {tool, args, thought}: a tool call of the agent's tools."""
    if "Sign up as Ada" not in first:
        return {"tool": "infeasible", "args": {"reason": "I was not given the task"}}
    welcome = re.search(r"^Welcome .*$", observation, re.M)
    if welcome:
        answer = html.unescape(welcome.group(0))  # the text format escapes < and > in page text
        return {"thought": "The account is created.", "tool": "done", "args": {"answer": answer, "success": True}}
    for label, text in (("Name", "Ada"), ("Email", "ada@example.com")):
        m = line_of(observation, rf"<input[^>]*label={label}\b")
        if m is None:
            return {"tool": "infeasible", "args": {"reason": f"no {label} field"}}
        if "value=" not in m.group(2):
            return {"thought": f"Fill {label}.", "tool": "fill", "args": {"target": int(m.group(1)), "text": text}}
    plan = line_of(observation, r"<select[^>]*label=Plan")
    if plan and "value=Pro" not in plan.group(2):
        return {"thought": "Choose Pro.", "tool": "select", "args": {"target": int(plan.group(1)), "values": ["Pro"]}}
    button = line_of(observation, r"<button[^>]*>Create account")
    return {"thought": "Submit.", "tool": "click", "args": {"target": int(button.group(1)) if button else -1}}


def seed_json(step: Dict[str, Any]) -> str:
    """The same action in the design seed's JSON format: {"action", "index", "text", "reason"}."""
    tool, args = step["tool"], step["args"]
    if tool == "done":
        return json.dumps({"action": "done", "reason": args["answer"]})
    if tool == "infeasible":
        return json.dumps({"action": "fail", "reason": args["reason"]})
    out: Dict[str, Any] = {"action": "type" if tool == "fill" else tool, "index": args["target"]}
    if tool == "fill":
        out["text"] = args["text"]
    if tool == "select":
        out["text"] = args["values"][0]
    out["reason"] = step.get("thought", "")
    return json.dumps(out)


def prompt_parts(prompt: str) -> Dict[str, str]:
    """A complete(prompt) client's view: the task line and the observation (after the format)."""
    m = re.search(r"^Task: .*$", prompt, re.M)
    return {"first": m.group(0) if m else "", "observation": prompt}


DIALOG_TASK = "Delete the draft and confirm it; say what the page says then."


def dialog_step(observation: str) -> Dict[str, Any]:
    """Click Delete draft, accept the confirm the session reports, answer with the status."""
    if "Dialog pending in" in observation:
        return {"thought": "The page asks to confirm.", "tool": "dialog", "args": {"accept": True}}
    if "Draft deleted" in observation:
        return {"tool": "done", "args": {"answer": "Draft deleted", "success": True}}
    button = line_of(observation, r"<button[^>]*>Delete draft")
    return {"tool": "click", "args": {"target": int(button.group(1)) if button else -1}}
