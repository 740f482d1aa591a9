import { describe, expect, it } from 'vitest';
import { findBrowser } from '../../../../src/node/browser/findBrowser';

const has =
  (...files: string[]) =>
  (f: string) =>
    files.includes(f);

describe('findBrowser', () => {
  it('takes the flag first, then PAGEMARK_BROWSER, then CHROMIUM_BIN', () => {
    const env = { PAGEMARK_BROWSER: '/env/chrome', CHROMIUM_BIN: '/legacy/chrome' };
    const exists = has('/flag/chrome', '/env/chrome', '/legacy/chrome');
    expect(findBrowser({ explicit: '/flag/chrome', env, exists })).toMatchObject({
      ok: true,
      path: '/flag/chrome',
      source: 'option',
    });
    expect(findBrowser({ env, exists })).toMatchObject({ ok: true, path: '/env/chrome', source: 'env' });
    expect(findBrowser({ env: { CHROMIUM_BIN: '/legacy/chrome' }, exists })).toMatchObject({
      path: '/legacy/chrome',
    });
  });

  it('refuses a named path that does not exist instead of running another browser', () => {
    const r = findBrowser({ env: { PAGEMARK_BROWSER: '/nope' }, exists: has('/usr/bin/chromium'), platform: 'linux' });
    expect(r).toMatchObject({ ok: false, tried: ['/nope'] });
    expect(!r.ok && r.message).toContain('PAGEMARK_BROWSER');
  });

  it("prefers Playwright's installed Chromium, when its file exists, over the system one", () => {
    const playwrightPath = () => '/pw/chrome-linux64/chrome';
    const base = { env: {}, platform: 'linux', playwrightPath };
    expect(findBrowser({ ...base, exists: has('/pw/chrome-linux64/chrome', '/usr/bin/chromium') })).toMatchObject({
      path: '/pw/chrome-linux64/chrome',
      source: 'playwright',
    });
    expect(findBrowser({ ...base, exists: has('/usr/bin/google-chrome') })).toMatchObject({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
  });

  it('knows the macOS application paths', () => {
    const mac = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    expect(
      findBrowser({ env: {}, platform: 'darwin', playwrightPath: () => undefined, exists: has(mac) }),
    ).toMatchObject({ path: mac });
  });

  it('says what to install when nothing is found', () => {
    const r = findBrowser({ env: {}, platform: 'linux', playwrightPath: () => '/pw/chrome', exists: () => false });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.tried).toContain('/pw/chrome');
    expect(r.tried).toContain('/usr/bin/chromium');
    expect(r.message).toMatch(/apt-get install chromium/);
    expect(r.message).toMatch(/npx playwright install chromium/);
    expect(r.message).toMatch(/--executable-path/);
  });
});
