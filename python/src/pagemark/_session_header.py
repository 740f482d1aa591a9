"""The session header of a text observation, from the session state's JSON.

A line-for-line port of src/core/render/renderSession.ts (the Node session, the MCP server and the
CLI agent print it from there). It cannot run through the bundle in the page as the other renderers
do: the header matters most while a dialog is pending, and then the page cannot run a script (every
evaluate waits for the dialog). tests/session_header.json holds the TypeScript renderer's outputs:
test_session.py checks this port against them, and test/unit/core/render/renderSession.test.ts
checks them against the renderer. Used by observe() and by a session's render(snapshot, "text").
"""

from __future__ import annotations

import json
from typing import Any, Dict, Optional

BLOCKED = "(the active tab is blocked by the dialog above: answer it to see the page)"


def _q(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def tab_line(t: Dict[str, Any]) -> str:
    return f"{'*' if t['active'] else ' '} {t['index']} {t['id']} {_q(t['title'])} {t['url']}"


def dialog_line(d: Dict[str, Any]) -> str:
    default = f" (default {_q(d['defaultValue'])})" if d.get("defaultValue") is not None else ""
    if d["state"] == "pending":
        text = ", text" if d["type"] == "prompt" else ""
        return (
            f"Dialog pending in {d['tabId']}: {d['type']} {_q(d['message'])}{default}; the tab is blocked until it"
            f" is answered with dialog (accept true or false{text})"
        )
    how = "accepted" if d["state"] == "accepted" else "dismissed"
    text = f" with {_q(d['promptText'])}" if d.get("promptText") is not None else ""
    who = "session policy" if d.get("by") == "policy" else "agent"
    return f"Dialog in {d['tabId']}: {d['type']} {_q(d['message'])}{default} was {how}{text} by the {who}"


def file_chooser_line(f: Dict[str, Any]) -> str:
    at = f" for [{f['index']}]" if f.get("index") is not None else ""
    if f["state"] == "pending":
        many = "several files" if f["multiple"] else "one file"
        return f"File chooser pending in {f['tabId']}{at} ({many}): answer with upload (files), any other action cancels it"  # fmt: skip
    return f"File chooser in {f['tabId']}{at} was {f['state']}"


def download_line(d: Dict[str, Any]) -> str:
    if d["state"] == "saved":
        return f"Download in {d['tabId']}: {_q(d['suggestedFilename'])} saved to {d.get('path')} ({d.get('size') or 0} bytes)"  # fmt: skip
    code = f" ({d['code']})" if d.get("code") else ""
    return f"Download in {d['tabId']}: {_q(d['suggestedFilename'])} failed{code}: {d.get('error') or 'unknown error'}"


def render_session_header(s: Dict[str, Any]) -> str:
    lines = []
    if len(s["tabs"]) > 1:
        lines.append(f"Tabs ({len(s['tabs'])}; * marks the active one, actions act there):")
        lines.extend(tab_line(t) for t in s["tabs"])
    lines.extend(dialog_line(d) for d in s["dialogs"])
    if s.get("fileChooser"):
        lines.append(file_chooser_line(s["fileChooser"]))
    lines.extend(download_line(d) for d in s["downloads"])
    return "\n".join(lines)


def render_session(s: Dict[str, Any], page: Optional[str]) -> str:
    head = render_session_header(s)
    body = page if page is not None else BLOCKED
    return f"{head}\n\n{body}" if head else body
