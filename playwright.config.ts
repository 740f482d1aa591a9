import { defineConfig, type Project } from '@playwright/test';

// Debian Chromium needs these as root on this closed network (see ../shared/engines/ENGINES.md).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// PAGEMARK_ENGINES=chromium,firefox limits the projects (the default is all three).
const engines = (process.env.PAGEMARK_ENGINES ?? 'chromium,firefox,webkit').split(',');
// PAGEMARK_TIER=quick (npm run test:quick, budget 3 minutes with the unit tier): the specs whose logic
// needs a real browser and that are cheap (registry and visibility, actions, incremental, frames,
// clicks, highlight, hostile globals, names, observe, the bundle, delivery, the style gate, the
// treeview). Every spec and test below is left out of quick only: npm test runs it, in every engine
// it supports. A new spec joins quick by default; add it here when it loads many pages, a corpus page
// or a process of its own, or waits by design (docs/testing.md, Quick tier).
const QUICK_IGNORE = [
  '**/golden.spec.ts', // every fixture and corpus page, all formats compared with the recorded ones
  '**/dispose-corpus.spec.ts', // every fixture and corpus page
  '**/incremental-corpus.spec.ts', // every corpus page
  '**/locators-playwright.spec.ts', // corpus pages, each locator run through Playwright
  '**/ax-agreement.spec.ts', // corpus pages against Chromium's accessibility tree
  '**/wpt-accname.spec.ts', // the vendored WPT accname suite, served page by page
  '**/widgets.spec.ts', // whole component-library apps, solved twice each
  '**/hostile-size.spec.ts', // 100,000-element pages, 200 iframes, a 5 MB text node
  '**/agent-cli.spec.ts', // spawns the CLI and a fake model server per test
  '**/cli.spec.ts', // spawns the CLI per test
  '**/session-cli.spec.ts', // session processes with their own browsers, idle and kill timings
  '**/agent-extension.spec.ts', // builds and loads the extension, runs the agent backend
  '**/agent-panel.spec.ts', // the bookmarklet panel's agent loop against the fake model server
  '**/extension.spec.ts', // builds and loads the MV3 extension in its own browser
  '**/selenium.spec.ts', // a chromedriver process of its own
  '**/host.spec.ts', // launches Puppeteer besides Playwright, cross-origin servers
  '**/bridge.spec.ts', // cross-origin servers and the userscript in every frame
  '**/races.spec.ts', // timing races, slow by design (waits for the page to change)
  '**/incremental-layout.spec.ts', // incremental.spec.ts is the quick tier's incremental check
  '**/sliced.spec.ts', // snapshotAsync waits between slices and for the page to change, by design
];
// Single heavy tests inside the quick specs.
const QUICK_GREP_INVERT = /10,000-deep nesting/; // registry.spec.ts: lays out 10,000 nested wrappers

export default defineConfig({
  testDir: './test/browser',
  // Its own folder: Playwright empties its outputDir when it starts, and npm test's other lanes
  // (scripts/test.mjs) keep their logs and reports in test-results/ while it runs.
  outputDir: 'test-results/browser',
  testIgnore: process.env.PAGEMARK_TIER === 'quick' ? QUICK_IGNORE : [],
  ...(process.env.PAGEMARK_TIER === 'quick' ? { grepInvert: QUICK_GREP_INVERT } : {}),
  globalSetup: './test/browser/harness/global-setup.ts',
  timeout: 60_000, // fixtures may retry a hung launch/session once
  // The machine has 2 cores; PAGEMARK_WORKERS overrides (scripts/test.mjs runs other lanes beside).
  workers: Number(process.env.PAGEMARK_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/browser.json' }]],
  projects: (
    [
      {
        name: 'chromium',
        use: {
          browserName: 'chromium',
          headless: true,
          launchOptions: { executablePath: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium', args: chromiumArgs },
        },
      },
      {
        name: 'firefox',
        use: {
          browserName: 'firefox',
          headless: true,
          // WebDriver BiDi path; needs @playwright/test <= 1.64.x for Firefox ESR 153.
          launchOptions: { channel: 'moz-firefox', executablePath: process.env.FIREFOX_BIN ?? '/usr/bin/firefox-esr' },
        },
      },
      // Driven by WebKitWebDriver + MiniBrowser in test/browser/harness/fixtures.ts (Playwright cannot drive Debian's WebKit).
      { name: 'webkit', use: { browserName: 'webkit' } },
    ] as Project[]
  ).filter((p) => engines.includes(p.name!)),
});
