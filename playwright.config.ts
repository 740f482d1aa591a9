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
// PAGEMARK_TIER=quick (npm run test:quick, budget 3 minutes with the unit tier, docs/testing.md,
// Quick tier): only the specs named here, in Chromium. They need a real browser (layout, events) and
// cost a few seconds each: registration and visibility, actions, their settle wait and clicks, incremental snapshots,
// frames, highlights, hostile globals, names, observation shapes, the bundle and delivery, dispose's
// state, text, SVG, provenance. A list of what runs rather than of what does not: a new spec stays out
// of the loop until it is added here, so the budget holds. npm test runs every spec, in every engine
// it supports; what quick leaves out, and why, is in docs/testing.md.
const QUICK_SPECS = [
  'registry',
  'actions',
  'settle',
  'clicks',
  'incremental',
  'frames',
  'highlight',
  'hostile',
  'hostile-after-load',
  'clobbered-form',
  'names',
  'observe',
  'bundle',
  'delivery',
  'dispose-state',
  'style-gate',
  'treeview',
  'half-clipped',
  'nested-items',
  'text',
  'svg',
  'provenance',
];
const quick = process.env.PAGEMARK_TIER === 'quick';
// Single heavy tests inside the quick specs.
const QUICK_GREP_INVERT = /10,000-deep nesting/; // registry.spec.ts: lays out 10,000 nested wrappers

export default defineConfig({
  testDir: './test/browser',
  // Its own folder: Playwright empties its outputDir when it starts, and npm test's other lanes
  // (scripts/test.mjs) keep their logs and reports in test-results/ while it runs.
  outputDir: 'test-results/browser',
  ...(quick ? { testMatch: QUICK_SPECS.map((s) => `**/${s}.spec.ts`), grepInvert: QUICK_GREP_INVERT } : {}),
  globalSetup: './test/browser/harness/global-setup.ts',
  timeout: 60_000, // fixtures may retry a hung launch/session once
  // The machine has 2 cores; PAGEMARK_WORKERS overrides (scripts/test.mjs runs other lanes beside). A
  // third worker was tried and measured (docs/testing.md, Timings): no gain shown in whole runs, where
  // the CPU is already busy, and more timing flakes.
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
