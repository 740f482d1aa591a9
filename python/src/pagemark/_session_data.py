"""browser-use's host verbs as data, from dist/pagemark.session.json (built from src/core/model/hostVerbData.ts).

One copy of the file system's extensions, the JavaScript fixes of `evaluate`, save_as_pdf's paper
sizes and templates and the fixed parts of the .docx and .pdf files: the Node session applies them
from TypeScript, this package from the JSON the build makes of them. It ships like the bundle
(_assets.py says where it is found).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from typing import Any, Dict, List, Pattern, Tuple

from . import _assets

NAME = "pagemark.session.json"


@lru_cache(maxsize=1)
def session_data() -> Dict[str, Any]:
    return json.loads(_assets.text(NAME))  # type: ignore[no-any-return]


def _replacement(js: str) -> str:
    """A JavaScript replacement string (`$1` a group, `$$` a dollar, anything else as written) for re.sub."""
    out, i = [], 0
    while i < len(js):
        c = js[i]
        if c == "$" and i + 1 < len(js) and js[i + 1].isdigit():
            out.append(f"\\g<{js[i + 1]}>")
            i += 2
            continue
        if c == "$" and js[i + 1 : i + 2] == "$":
            out.append("$")
            i += 2
            continue
        out.append("\\\\" if c == "\\" else c)
        i += 1
    return "".join(out)


@lru_cache(maxsize=1)
def js_fixes() -> List[Tuple[Pattern[str], str]]:
    """Tools._validate_and_fix_javascript's rewrites: (compiled pattern, re.sub replacement), in order."""
    return [(re.compile(p), _replacement(r)) for p, r in session_data()["jsFixes"]]
