"""The agent's definitions and rules, from dist/pagemark.agent.json (built from src/entries/agentRules.ts).

One copy of the prompt, the tools, the statuses and codes and every rule of the Node loop: the file
holds the data, and its `rules` (a script) runs in the page for the rules (see _agent.py). It ships
like the bundle (_assets.py says where it is found).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any, Dict

from . import _assets

NAME = "pagemark.agent.json"


@lru_cache(maxsize=1)
def agent_definitions() -> Dict[str, Any]:
    return json.loads(_assets.text(NAME))  # type: ignore[no-any-return]
