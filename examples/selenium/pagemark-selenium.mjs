// pagemark with Selenium WebDriver (selenium-webdriver for Node): the whole recipe, in a few
// functions you can copy. Tested by test/browser/selenium.spec.ts with Debian's chromedriver.
//
// Frames: WebDriver evaluates in one frame at a time, so the bundle goes into every frame (switching
// into each), and the top frame's `snapshotAsync()` asks the others over pagemark's postMessage bridge
// and stitches them in; `act()` forwards commands on their bids. That is why this recipe injects
// dist/pagemark.panel.iife.min.js (the build that carries the bridge), not the driver-only core.
import { By } from 'selenium-webdriver';

/** Inject `source` into the current frame and, recursively, every <iframe>/<frame> in it. */
export async function injectEverywhere(driver, source, depth = 0) {
  await driver.executeScript(`${source}\n;return true;`);
  if (depth > 8) return;
  const frames = await driver.findElements(By.css('iframe, frame'));
  for (const f of frames) {
    try {
      await driver.switchTo().frame(f);
      await injectEverywhere(driver, source, depth + 1);
    } catch {
      // a frame that navigated away or cannot be entered: the snapshot reports it unreachable
    } finally {
      await driver.switchTo().parentFrame();
    }
  }
}

/** A stitched snapshot of the page (cross-origin frames included), from the top frame. */
export async function snapshot(driver, options = {}) {
  await driver.switchTo().defaultContent();
  return driver.executeAsyncScript(
    'var done = arguments[arguments.length - 1];' +
      'pagemark.snapshotAsync(arguments[0]).then(done, function (e) { done({ error: String(e) }); });',
    options,
  );
}

/** Render the last snapshot ('text', 'html', 'json', 'axtree') in the page. */
export function render(driver, format = 'text', options = {}) {
  return driver.executeScript(
    'return pagemark.render(pagemark.protocol.lastSnapshot(), arguments[0], arguments[1]);',
    format,
    options,
  );
}

/** Run an action (any dialect pagemark accepts); the result without its snapshot. */
export async function act(driver, command) {
  await driver.switchTo().defaultContent();
  return driver.executeAsyncScript(
    'var done = arguments[arguments.length - 1];' +
      'pagemark.act(arguments[0]).then(function (r) { delete r.snapshot; done(r); },' +
      ' function (e) { done({ ok: false, error: { code: "INTERNAL", message: String(e) } }); });',
    command,
  );
}

/**
 * A trusted click (WebDriver's own input) on an element of the top document by its elementId: for
 * pages that ignore synthetic events. Elements inside frames: switch into the frame first.
 */
export async function trustedClick(driver, elementId, markAttribute = 'data-element-id') {
  await driver.findElement(By.css(`[${markAttribute}="${elementId}"]`)).click();
}

/**
 * Upload files from disk to a file input of the top document: pagemark checks the target in the page
 * first (a file input, its label or a wrapper holding one; enabled; one file unless `multiple`), then
 * WebDriver's own upload (send keys of the paths, newline-separated) sets them. Works on hidden inputs:
 * WebDriver skips the interactability check for file inputs unless strictFileInteractability is set.
 */
export async function uploadFiles(driver, target, paths) {
  await driver.switchTo().defaultContent();
  const dry = await driver.executeAsyncScript(
    'var done = arguments[arguments.length - 1];' +
      'pagemark.act({action: "upload", target: arguments[0], files: arguments[1], dryRun: true, snapshot: false})' +
      '.then(done, function (e) { done({ ok: false, error: { code: "INTERNAL", message: String(e) } }); });',
    target,
    paths,
  );
  if (!dry.ok) return dry;
  const input = await driver.executeScript(
    'var el = pagemark.protocol.elementByIndex(arguments[0]); return el ? pagemark.protocol.fileInputOf(el) : null;',
    dry.target.index,
  );
  if (!input) return { ...dry, ok: false, error: { code: 'STALE_ELEMENT', message: 'the file input went away' } };
  await input.sendKeys(paths.join('\n'));
  return dry;
}
