// One small interface over two protocols:
//  - Playwright Page (Chromium via CDP, Firefox ESR via WebDriver BiDi)
//  - classic W3C WebDriver over HTTP (WebKitGTK MiniBrowser via WebKitWebDriver), no dependencies.
import type { CDPSession, Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface Driver {
  readonly engine: string;
  goto(url: string): Promise<void>;
  /** Evaluate a JS source string (e.g. an IIFE bundle) in the top document. */
  inject(source: string): Promise<void>;
  /** Call a function in the page; args and result must be JSON-serialisable. Promises are awaited. */
  call<T = unknown>(fn: string | ((...a: any[]) => any), ...args: unknown[]): Promise<T>;
  /** Trusted (isTrusted === true) left click at viewport CSS-pixel coordinates. */
  mouseClick(x: number, y: number): Promise<void>;
  /** Trusted click on the element matched by a CSS selector (top document). */
  click(selector: string): Promise<void>;
  /** PNG of the viewport. */
  screenshot(): Promise<Buffer>;
  setViewport(width: number, height: number): Promise<void>;
  /** Trusted key presses into the focused element: `type` sends text, `press` one key ('Enter', 'Escape', 'Tab'). */
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
  /** Run inject+call inside the iframe matched by selector (works for cross-origin frames). */
  inFrame<T>(
    frameSelector: string,
    source: string,
    fn: string | ((...a: any[]) => any),
    ...args: unknown[]
  ): Promise<T>;
}

const callExpr = (fn: string | ((...a: any[]) => any), args: unknown[]) =>
  `(${String(fn)}).apply(null, ${JSON.stringify(args)})`;

export class PlaywrightDriver implements Driver {
  constructor(
    readonly engine: string,
    readonly page: Page,
  ) {}
  async goto(url: string) {
    await this.page.goto(url);
  }
  async inject(source: string) {
    if (this.engine === 'chromium') await injectOverCdp(this.page, source);
    else await this.page.evaluate(source);
  }
  async call<T>(fn: string | ((...a: any[]) => any), ...args: unknown[]) {
    return (await this.page.evaluate(callExpr(fn, args))) as T;
  }
  async mouseClick(x: number, y: number) {
    await this.page.mouse.click(x, y);
  }
  async click(selector: string) {
    await this.page.locator(selector).click();
  }
  async screenshot() {
    return this.page.screenshot();
  }
  async setViewport(width: number, height: number) {
    await this.page.setViewportSize({ width, height });
  }
  async type(text: string) {
    await this.page.keyboard.type(text);
  }
  async press(key: string) {
    await this.page.keyboard.press(key);
  }
  async inFrame<T>(frameSelector: string, source: string, fn: string | ((...a: any[]) => any), ...args: unknown[]) {
    const frame = await (await this.page.locator(frameSelector).elementHandle())!.contentFrame();
    await frame!.evaluate(source);
    return (await frame!.evaluate(callExpr(fn, args))) as T;
  }
}

/** One CDP session per Chromium page, for `injectOverCdp` (it ends with the page). */
const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * Chromium: run a source in the top document's main world through CDP's Runtime.evaluate, as a script
 * of its own. page.evaluate hands a string to the page's eval through Playwright's utility script,
 * compiled anew on every page; a script is also kept in V8's per-isolate compilation cache, which the
 * next page of the same renderer reuses: an injection of the 735 KB unminified bundle takes about
 * half as long (docs/testing.md, Shared pages and sessions). Same world, same time (after load), no
 * CSP check either way; a thrown error rejects, and a returned promise is awaited, as with evaluate.
 */
async function injectOverCdp(page: Page, source: string): Promise<void> {
  let session = cdpSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    cdpSessions.set(page, session);
  }
  const cdp = await session;
  // Its own object group, released at once: the result is not kept alive in the page for DevTools.
  const r = await cdp.send('Runtime.evaluate', { expression: source, awaitPromise: true, objectGroup: 'inject' });
  await cdp.send('Runtime.releaseObjectGroup', { objectGroup: 'inject' });
  if (r.exceptionDetails)
    throw new Error(`inject: ${r.exceptionDetails.exception?.description ?? r.exceptionDetails.text}`);
}

// ---------- classic W3C WebDriver (HTTP) ----------
const ELEM = 'element-6066-11e4-a52e-4f735466cecf';

export class WebDriverSession implements Driver {
  /** The session's first window: reset() closes every other. */
  private home = '';
  private constructor(
    readonly engine: string,
    private base: string,
    private id: string,
  ) {}

  static async create(
    engine: string,
    serverUrl: string,
    capabilities: object,
    timeoutMs = 30_000,
  ): Promise<WebDriverSession> {
    const v = await wd(serverUrl, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } }, timeoutMs);
    const s = new WebDriverSession(engine, serverUrl, v.sessionId);
    s.home = await s.cmd('GET', '/window');
    return s;
  }
  /**
   * Leave the session as a new one starts, for the next test (harness/fixtures.ts): no open alert,
   * no key or button held (Release Actions), its first window only, the top frame, the last page's
   * storage and cookies cleared, about:blank.
   */
  async reset() {
    await this.cmd('POST', '/alert/dismiss', {}).catch(() => {});
    await this.cmd('DELETE', '/actions').catch(() => {});
    for (const w of (await this.cmd('GET', '/window/handles')) as string[]) {
      if (w === this.home) continue;
      await this.cmd('POST', '/window', { handle: w });
      await this.cmd('DELETE', '/window');
    }
    await this.cmd('POST', '/window', { handle: this.home });
    await this.cmd('POST', '/frame', { id: null });
    await this.call(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {}
    });
    await this.cmd('DELETE', '/cookie');
    await this.goto('about:blank');
  }
  // A command may load or script a 100,000-element page: the test's own timeout is the hang
  // detector, so a command gets up to two minutes (the 30 s default cut a navigation to the 100k page
  // short on a loaded machine).
  private cmd(method: string, path: string, body?: unknown) {
    return wd(this.base, method, `/session/${this.id}${path}`, body, COMMAND_TIMEOUT_MS);
  }

  async goto(url: string) {
    await this.cmd('POST', '/url', { url });
  }
  async inject(source: string) {
    await this.cmd('POST', '/execute/sync', { script: source, args: [] });
  }
  async call<T>(fn: string | ((...a: any[]) => any), ...args: unknown[]) {
    return (await this.cmd('POST', '/execute/sync', {
      script: `return (${String(fn)}).apply(null, arguments)`,
      args,
    })) as T;
  }
  async mouseClick(x: number, y: number) {
    await this.cmd('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.cmd('DELETE', '/actions');
  }
  async click(selector: string) {
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: selector });
    await this.cmd('POST', `/element/${el[ELEM]}/click`, {});
  }
  async screenshot() {
    // WebKitGTK returns the last painted frame; without this, a just-loaded iframe can be missing.
    await this.call(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return Buffer.from(await this.cmd('GET', '/screenshot'), 'base64');
  }
  async setViewport(width: number, height: number) {
    // window rect includes browser chrome; measure and correct once.
    await this.cmd('POST', '/window/rect', { width, height });
    const inner = await this.call<{ w: number; h: number }>(() => ({ w: innerWidth, h: innerHeight }));
    if (inner.w !== width || inner.h !== height)
      await this.cmd('POST', '/window/rect', { width: width + (width - inner.w), height: height + (height - inner.h) });
  }
  async type(text: string) {
    const actions: object[] = [];
    for (const ch of text) actions.push({ type: 'keyDown', value: ch }, { type: 'keyUp', value: ch });
    await this.cmd('POST', '/actions', { actions: [{ type: 'key', id: 'kbd', actions }] });
    await this.cmd('DELETE', '/actions');
  }
  async press(key: string) {
    // W3C WebDriver key codes (https://w3c.github.io/webdriver/#keyboard-actions).
    const codes: Record<string, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', Backspace: '\uE003' };
    const value = codes[key] ?? key;
    await this.cmd('POST', '/actions', {
      actions: [
        {
          type: 'key',
          id: 'kbd',
          actions: [
            { type: 'keyDown', value },
            { type: 'keyUp', value },
          ],
        },
      ],
    });
    await this.cmd('DELETE', '/actions');
  }
  async inFrame<T>(frameSelector: string, source: string, fn: string | ((...a: any[]) => any), ...args: unknown[]) {
    const el = await this.cmd('POST', '/element', { using: 'css selector', value: frameSelector });
    await this.cmd('POST', '/frame', { id: el });
    try {
      await this.inject(source);
      return await this.call<T>(fn, ...args);
    } finally {
      await this.cmd('POST', '/frame/parent', {});
    }
  }
  async quit() {
    await this.cmd('DELETE', '').catch(() => {});
  }
}

const COMMAND_TIMEOUT_MS = 120_000;
async function wd(base: string, method: string, path: string, body?: unknown, timeoutMs = 30_000): Promise<any> {
  const res = await fetch(base + path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const json: any = await res.json();
  // W3C WebDriver reports errors with a non-2xx status; a script result may itself have an `error`
  // field (pagemark's ActionResult does), so the body alone must not be taken for an error.
  if (!res.ok) throw new Error(`WebDriver ${method} ${path}: ${json.value?.error}: ${json.value?.message}`);
  return json.value;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = net.createServer();
    s.on('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => res(p));
    });
  });
}

/** Spawn a W3C WebDriver server binary (WebKitWebDriver, chromedriver) on a free port and wait for /status. */
export async function startDriverServer(binary: string): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  // Never 'inherit' stdio: an orphaned driver holding the runner's stdout keeps CI pipes (| tee) open forever.
  const proc = spawn(binary, [`--port=${port}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  proc.stderr!.on('data', (d) => process.stderr.write(`[${binary}] ${d}`));
  process.once('exit', () => proc.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      if ((await fetch(url + '/status')).ok) return { url, proc };
    } catch {}
    if (Date.now() > end || proc.exitCode !== null) {
      proc.kill();
      throw new Error(`${binary} did not start`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
