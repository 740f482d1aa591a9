"""The agent's definitions and rules, from dist/pagemark.agent.json (built from src/entries/agentRules.ts).

One copy of the prompt, the tools, the statuses and codes and every rule of the Node loop: the file
holds the data, and its `rules` (a script) runs in the page for the rules (see _agent.py).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any, Dict

NAME = "pagemark.agent.json"


@lru_cache(maxsize=1)
def agent_definitions() -> Dict[str, Any]:
    """The file shipped in this package, else the repository's dist/ (an editable install before a build
    copies it: python/src/pagemark/ -> ../../../dist/)."""
    here = Path(__file__).parent
    for path in (here / NAME, here.parent.parent.parent / "dist" / NAME):
        if path.is_file():
            return json.loads(path.read_text(encoding="utf-8"))  # type: ignore[no-any-return]
    raise FileNotFoundError(f"{NAME} is missing: run `npm run build` in the repository (it writes dist/{NAME})")
