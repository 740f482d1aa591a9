from pathlib import Path
from playwright.sync_api import sync_playwright
from pagemark.sync_api import attach

with sync_playwright() as p:  # executable_path: Debian's Chromium (omit it for Playwright's own)
    page = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"]).new_page()
    page.goto(Path("page.html").resolve().as_uri())
    pm = attach(page)
    print(pm.render(pm.snapshot()))
    print(pm.act("fill('2', 'ada@example.com')").ok, pm.act({"action": "click", "target": 3}).ok)
    print(pm.render(pm.snapshot(), "axtree"))
