"""A session's goto and newTab (the agent's navigation) open http:, https: and about:blank only:
file: is refused, javascript:/data: only with allow_eval, and nothing of the refused URL runs."""

from __future__ import annotations

from typing import Any

from pagemark.sync_api import open_session


def test_file_javascript_and_data_urls_are_refused_by_default(browser: Any, origin: str) -> None:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(origin + "/form.html")
        s = open_session(page)
        for url in ["file:///etc/passwd", "javascript:void(document.title='PWNED')", "data:text/html,<title>PWNED</title>", "chrome://version"]:  # fmt: skip
            r = s.act({"action": "goto", "url": url})
            assert not r.ok and r.error is not None and r.error.code == "NOT_ALLOWED", url
            t = s.act({"action": "newTab", "url": url})
            assert not t.ok and t.error is not None and t.error.code == "NOT_ALLOWED", url
        assert "PWNED" not in page.title() and "root:" not in page.content()
        assert len(ctx.pages) == 1
        ok = s.act({"action": "goto", "url": origin + "/next.html"})
        assert ok.ok
    finally:
        ctx.close()


def test_allow_eval_opens_javascript_and_data(browser: Any, origin: str) -> None:
    ctx = browser.new_context()
    try:
        page = ctx.new_page()
        page.goto(origin + "/form.html")
        s = open_session(page, allow_eval=True)
        r = s.act({"action": "goto", "url": "data:text/html,<p>DATA-OK</p>"})
        assert r.ok, r
        assert "DATA-OK" in page.content()
        assert s.act({"action": "goto", "url": "file:///etc/passwd"}).error.code == "NOT_ALLOWED"  # type: ignore[union-attr]
    finally:
        ctx.close()
