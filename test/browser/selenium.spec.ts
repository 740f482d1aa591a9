// The Selenium recipe (examples/selenium/pagemark-selenium.mjs) with selenium-webdriver and Debian's
// chromedriver: inject into every frame, a stitched snapshot from the top frame, actions by bid in a
// cross-origin frame, and a trusted WebDriver click where synthetic ones are ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test, expect, ROOT } from './harness/fixtures';

const CHROMEDRIVER = process.env.CHROMEDRIVER_BIN ?? '/usr/bin/chromedriver';

test('Selenium WebDriver recipe: inject everywhere, stitched snapshot, act in a cross-origin frame, trusted click', async ({
  drv,
}) => {
  test.skip(drv.engine !== 'chromium', 'the recipe is tested with Chromium and chromedriver');
  test.skip(!fs.existsSync(CHROMEDRIVER), 'chromedriver missing (npm test installs chromium-driver)');
  const { Builder } = await import('selenium-webdriver');
  const chrome = await import('selenium-webdriver/chrome.js');
  const recipe = await import(pathToFileURL(path.join(ROOT, 'examples/selenium/pagemark-selenium.mjs')).href);
  const options: any = new chrome.Options()
    .setChromeBinaryPath(process.env.CHROMIUM_BIN ?? '/usr/bin/chromium')
    .addArguments('--headless=new', '--no-sandbox', '--disable-gpu', '--window-size=1280,800');
  const driver = await new Builder()
    .forBrowser('chrome')
    .setChromeOptions(options)
    .setChromeService(new chrome.ServiceBuilder(CHROMEDRIVER))
    .build();
  try {
    await driver.get(drv.url('test/fixtures/host/host.html'));
    await driver.executeScript(
      "document.getElementById('reg-visible-cross').src = arguments[0];",
      drv.crossUrl('test/fixtures/host/host-frame.html'),
    );
    await driver.wait(async () => {
      const url = await driver.executeScript(
        "return document.getElementById('reg-visible-cross').contentWindow.length >= 0 && document.getElementById('reg-visible-cross').contentDocument === null;",
      );
      return url === true;
    }, 10000);
    await driver.sleep(300);
    const source = fs.readFileSync(path.join(ROOT, 'dist/pagemark.panel.iife.min.js'), 'utf8');
    await recipe.injectEverywhere(driver, source);
    const s: any = await recipe.snapshot(driver, { bridgeTimeoutMs: 2000 });
    const byId = (id: string) => s.elements.find((e: any) => e.attributes.id === id);
    expect(byId('city')?.name).toBe('City');
    expect(byId('city').frame).not.toBe('');
    expect(s.frames.every((f: any) => f.status === 'ok')).toBe(true);
    expect(await recipe.render(driver, 'text')).toContain(`[${byId('city').index}]<input`);
    const fill: any = await recipe.act(driver, { action: 'fill', target: byId('city').bid, text: 'Lima' });
    expect(fill.ok).toBe(true);
    expect(fill.effects.valueAfter).toBe('Lima');
    // The top button ignores synthetic clicks; WebDriver's click is trusted.
    const top = byId('reg-visible-trusted-only');
    expect(((await recipe.act(driver, `click('${top.bid}')`)) as any).ok).toBe(true);
    expect(await driver.executeScript("return document.getElementById('top-result').textContent")).toBe('none');
    await recipe.trustedClick(driver, top.elementId);
    expect(await driver.executeScript("return document.getElementById('top-result').textContent")).toBe(
      'trusted click',
    );
    // Uploads from disk: checked in the page, set by WebDriver (the label's input is display:none).
    await driver.get(drv.url('test/fixtures/actions/upload.html'));
    await recipe.injectEverywhere(driver, source);
    const u: any = await recipe.snapshot(driver);
    const uid = (id: string) => u.elements.find((e: any) => e.attributes.id === id);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pm-sel-')), 'cv.txt');
    fs.writeFileSync(file, 'selenium');
    expect((await recipe.uploadFiles(driver, uid('up-label-of-hidden').bid, [file])).ok).toBe(true);
    expect(((await recipe.uploadFiles(driver, uid('up-disabled').bid, [file])) as any).error.code).toBe('DISABLED');
    await driver.wait(
      () => driver.executeScript("return (window.__files['up-hidden-by-label'] || {files: []}).files[0]?.text"),
      5000,
    );
    expect(await driver.executeScript("return JSON.stringify(window.__files['up-hidden-by-label'].files[0])")).toBe(
      JSON.stringify({ name: 'cv.txt', size: 8, type: 'text/plain', text: 'selenium' }),
    );
  } finally {
    await driver.quit();
  }
});
