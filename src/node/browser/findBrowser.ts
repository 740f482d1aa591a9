/**
 * Which Chromium a command launches, for the CLI and the MCP server alike. In order:
 *   1. the path the user gave (`--executable-path`, or the older `--chromium`);
 *   2. the environment: `PAGEMARK_BROWSER` (and `CHROMIUM_BIN`, which the CLI read before);
 *   3. a browser that Playwright installed (`npx playwright install chromium`): playwright-core's own
 *      registry answers where its Chromium lives (`chromium.executablePath()`, which honours
 *      PLAYWRIGHT_BROWSERS_PATH), taken when that file exists;
 *   4. a system Chrome or Chromium at the usual places of Debian/Ubuntu, Fedora, snap and macOS.
 * A path the user named and that does not exist is an error, not a reason to fall through: running
 * another browser than the one asked for would hide the mistake.
 */
import fs from 'node:fs';
import { chromium } from './playwrightCore';
import { BROWSER_ENV } from './browserEnv';

const SYSTEM: Record<string, string[]> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/opt/google/chrome/chrome',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  ],
};

export type BrowserSource = 'option' | 'env' | 'playwright' | 'system';
export type FoundBrowser =
  { ok: true; path: string; source: BrowserSource } | { ok: false; message: string; tried: string[] };

export interface FindBrowserOptions {
  /** The path from a flag (`--executable-path`); wins over everything else. */
  explicit?: string;
  env?: Record<string, string | undefined>;
  platform?: string;
  /** Seams for tests: whether a file exists, and where Playwright's own Chromium would be. */
  exists?: (file: string) => boolean;
  playwrightPath?: () => string | undefined;
}

function playwrightChromium(): string | undefined {
  try {
    return chromium.executablePath() || undefined;
  } catch {
    return undefined; // an unknown platform: Playwright has no build for it
  }
}

export function findBrowser(o: FindBrowserOptions = {}): FoundBrowser {
  const env = o.env ?? process.env;
  const exists = o.exists ?? ((f: string) => fs.existsSync(f));
  const named: [string | undefined, string][] = [
    [o.explicit, 'the --executable-path given'],
    [env[BROWSER_ENV], `${BROWSER_ENV}`],
    [env['CHROMIUM_BIN'], 'CHROMIUM_BIN'],
  ];
  for (const [file, what] of named) {
    if (!file) continue;
    if (exists(file)) return { ok: true, path: file, source: file === o.explicit ? 'option' : 'env' };
    return { ok: false, message: `no browser at ${file} (${what})`, tried: [file] };
  }
  const tried: string[] = [];
  const pw = (o.playwrightPath ?? playwrightChromium)();
  if (pw) {
    tried.push(pw);
    if (exists(pw)) return { ok: true, path: pw, source: 'playwright' };
  }
  for (const file of SYSTEM[o.platform ?? process.platform] ?? []) {
    tried.push(file);
    if (exists(file)) return { ok: true, path: file, source: 'system' };
  }
  return {
    ok: false,
    tried,
    message:
      `no Chrome or Chromium found (looked at ${tried.join(', ')}). Install one: ` +
      '`sudo apt-get install chromium` (Debian; `chromium-browser` on Ubuntu), ' +
      '`npx playwright install chromium`, or Google Chrome; ' +
      `or name a Chromium-based browser with --executable-path PATH or ${BROWSER_ENV}=PATH.`,
  };
}
