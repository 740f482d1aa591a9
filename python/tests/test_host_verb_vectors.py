"""browser-use's host verbs as the Node session gives them: test/fixtures/host-verbs/browser-use.json
holds inputs and the outputs of the TypeScript implementation (test/unit/node/session/
hostVerbVectors.test.ts checks and re-records them); this package must give the same. Where Python
runs its own code (csv, ElementTree, str and json.dumps: the originals that browser-use runs and the
TypeScript ports), this is the check that the two copies have not drifted apart.
"""

from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path
from typing import Any, Dict, List

import pytest

from pagemark._agent_files import AgentFiles, normalize_csv, read_file, replace_file, sanitize, write_file
from pagemark._driver import run_sync
from pagemark._session_docs import docx_bytes, docx_text, pdf_html
from pagemark._session_host import evaluate_text, fix_javascript

VECTORS = json.loads((Path(__file__).resolve().parents[2] / "test" / "fixtures" / "host-verbs" / "browser-use.json").read_text(encoding="utf-8"))  # fmt: skip


def _each(name: str) -> List[Any]:
    return [pytest.param(c["in"], c["out"], id=f"{name}-{i}") for i, c in enumerate(VECTORS[name])]


@pytest.mark.parametrize("given,want", _each("fixJavaScript"))
def test_fix_javascript(given: str, want: str) -> None:
    assert fix_javascript(given) == want


@pytest.mark.parametrize("given,want", _each("sanitize"))
def test_sanitize(given: str, want: str) -> None:
    assert sanitize(given) == want


@pytest.mark.parametrize("given,want", _each("normalizeCsv"))
def test_normalize_csv(given: str, want: str) -> None:
    assert normalize_csv(given) == want


@pytest.mark.parametrize("case", VECTORS["files"], ids=lambda c: " ".join(s[1] for s in c["steps"]))
def test_file_system(case: Dict[str, Any], tmp_path: Path) -> None:
    a = AgentFiles(str(tmp_path), [])
    got = []
    for step in case["steps"]:
        if step[0] == "write":
            out = run_sync(write_file(a, step[1], step[2], step[3]))
        elif step[0] == "read":
            out = read_file(a, step[1])
        else:
            out = run_sync(replace_file(a, step[1], step[2], step[3]))
        got.append({"code": out.get("code"), "message": out["message"]})
    assert got == case["out"]


@pytest.mark.parametrize("given,want", _each("docxDocument"))
def test_docx_document(given: str, want: str) -> None:
    with zipfile.ZipFile(io.BytesIO(docx_bytes(given))) as z:
        assert z.read("word/document.xml").decode("utf-8") == want


@pytest.mark.parametrize("given,want", _each("docxText"))
def test_docx_text(given: str, want: str, tmp_path: Path) -> None:
    path = tmp_path / "in.docx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("word/document.xml", given)
    assert docx_text(str(path)) == want


@pytest.mark.parametrize("given,want", _each("pdfHtml"))
def test_pdf_html(given: str, want: str) -> None:
    assert pdf_html(given) == want


@pytest.mark.parametrize("given,want", _each("evaluateText"))
def test_evaluate_text(given: Any, want: str) -> None:
    assert evaluate_text(given) == want
