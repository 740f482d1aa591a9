"""The README's Python examples, as a newcomer meets them (issue 31's "done when").

Each ```python block of the README's Python section is one of python/examples/*.py byte for byte;
run from python/examples/ in its own process (the async one needs its own event loop), it prints
exactly the ```text block that follows it. The built wheel and sdist, each in a fresh virtual
environment, run them too (scripts/test-python-package.mjs).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import List, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "python" / "examples"


def readme_pairs() -> List[Tuple[str, str]]:
    """(code, printed) for each ```python block of the "## Python" section and the ```text after it."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("\n## Python\n", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```\s*```text\n(.*?)```", section, re.S)


def example_for(code: str) -> Path:
    for f in sorted(EXAMPLES.glob("*.py")):
        if f.read_text(encoding="utf-8") == code:
            return f
    raise AssertionError("a README Python block is not any python/examples/*.py:\n" + code)


def test_every_example_is_in_the_readme() -> None:
    pairs = readme_pairs()
    assert len(pairs) == len(list(EXAMPLES.glob("*.py"))) == 3
    assert {example_for(code).name for code, _ in pairs} == {f.name for f in EXAMPLES.glob("*.py")}


@pytest.mark.parametrize("n", range(3))
def test_example_prints_what_the_readme_shows(n: int) -> None:
    for exe in ("/usr/bin/chromium", "/usr/bin/chromedriver"):
        if not os.path.exists(exe):
            pytest.skip(f"{exe} is missing (npm test's setup installs it)")
    code, printed = readme_pairs()[n]
    f = example_for(code)
    r = subprocess.run([sys.executable, f.name], cwd=EXAMPLES, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout == printed, f"{f.name} printed:\n{r.stdout}"
