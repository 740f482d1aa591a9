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
// PAGEMARK_TIER=quick (npm run test:quick): the specs that load every fixture, every corpus page or
// 100,000-element pages stay in npm test (docs/testing.md).
const QUICK_IGNORE = ['**/dispose-corpus.spec.ts', '**/incremental-corpus.spec.ts', '**/hostile-size.spec.ts'];

export default defineConfig({
  testDir: './test/browser',
  testIgnore: process.env.PAGEMARK_TIER === 'quick' ? QUICK_IGNORE : [],
  globalSetup: './test/browser/harness/global-setup.ts',
  timeout: 60_000, // fixtures may retry a hung launch/session once
  workers: 2, // the machine has 2 cores
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
