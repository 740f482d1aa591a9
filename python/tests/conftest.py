"""Real browsers for the suite: Playwright-Python on Debian's Chromium, Selenium on its chromedriver.

Browser downloads do not work here, so both use /usr/bin/chromium; one browser per session (a
launch costs seconds), a fresh context per test.
"""

from __future__ import annotations

import os
import sys
from typing import Any, AsyncIterator, Iterator, Tuple

import pytest

sys.path.insert(0, os.path.dirname(__file__))
from server import serve_two  # noqa: E402

CHROMIUM = os.environ.get("PAGEMARK_CHROMIUM", "/usr/bin/chromium")
FIREFOX = os.environ.get("PAGEMARK_FIREFOX", "/usr/bin/firefox-esr")
# PAGEMARK_PYTHON_ENGINE=firefox runs the Playwright tests in Debian's Firefox ESR (Playwright's
# WebDriver BiDi channel, `moz-firefox`: its own patched Firefox is a download, which does not work here).
ENGINE = os.environ.get("PAGEMARK_PYTHON_ENGINE", "chromium")
CHROMEDRIVER = os.environ.get("PAGEMARK_CHROMEDRIVER", "/usr/bin/chromedriver")
ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


@pytest.fixture(scope="session")
def origins() -> Iterator[Tuple[str, str]]:
    a, b, servers = serve_two()
    yield a, b
    for s in servers:
        s.shutdown()


@pytest.fixture(scope="session")
def origin(origins: Tuple[str, str]) -> str:
    return origins[0]


def launch(pw: Any) -> Any:
    """The suite's browser from a Playwright object (sync or async: the same call)."""
    if ENGINE == "firefox":
        if not os.path.exists(FIREFOX):
            pytest.skip(f"{FIREFOX} is missing")
        return pw.firefox.launch(channel="moz-firefox", executable_path=FIREFOX)
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing (npm test's setup installs it)")
    return pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    pw = sync_playwright().start()
    b = launch(pw)
    yield b
    b.close()
    pw.stop()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    ctx = browser.new_context(viewport={"width": 1000, "height": 700})
    p = ctx.new_page()
    p.set_default_timeout(15000)
    yield p
    ctx.close()


@pytest.fixture(scope="session")
async def abrowser() -> AsyncIterator[Any]:
    """One browser for every async test file (test_async*.py run in a process of their own)."""
    from playwright.async_api import async_playwright

    pw = await async_playwright().start()
    b = await launch(pw)
    yield b
    await b.close()
    await pw.stop()


@pytest.fixture
async def apage(abrowser: Any) -> AsyncIterator[Any]:
    ctx = await abrowser.new_context(viewport={"width": 1000, "height": 700})
    p = await ctx.new_page()
    yield p
    await ctx.close()


@pytest.fixture(scope="session")
def driver() -> Iterator[Any]:
    if not os.path.exists(CHROMEDRIVER):
        pytest.skip(f"{CHROMEDRIVER} is missing (npm test's setup installs chromium-driver)")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for a in ARGS + ["--headless=new", "--window-size=1000,800"]:
        opts.add_argument(a)
    d = webdriver.Chrome(service=Service(executable_path=CHROMEDRIVER), options=opts)
    yield d
    d.quit()


@pytest.fixture(scope="session")
async def abrowser_shared() -> Any:
    """One async-API Chromium for the async process's agent tests (the async loop is session-wide)."""
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing")
    from playwright.async_api import async_playwright

    pw = await async_playwright().start()
    b = await pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    yield b
    await b.close()
    await pw.stop()
