// Which pages the slow dispose and corpus specs run in which engine (docs/testing.md, "Sampling").
//
// dispose-corpus.spec.ts runs one test per fixture file and per saved real page, and
// incremental-corpus.spec.ts and locators-playwright.spec.ts one per real page (42 of them, a few
// seconds each in Firefox, wikipedia-2 about 20). `npm test` runs every fixture in Chromium (but dispose's very large pages) and a
// deterministic sample of the rest: item i of a list runs when (i + rotation) % every === 0 (every:
// corpus pages 3 in Chromium and 12 elsewhere, fixtures 5 outside Chromium, dispose's pages of 3,000
// to 100,000 elements 3, in Chromium only). The golden outputs (golden.spec.ts) still read every
// corpus page in Chromium on every run, so a change of behaviour on any page shows there. The
// rotation is the number of commits in HEAD's history, so a given commit always runs the same items
// (a failure reproduces), and over successive commits every item comes round in every engine. Items
// outside the sample are skipped with a reason that says how to run them.
//
//   PAGEMARK_SAMPLE=all        every item in every engine
//   PAGEMARK_SAMPLE=none       no corpus page at all (fixtures still run)
//   PAGEMARK_SAMPLE_OFFSET=n   this rotation instead of the commit count
import { execFileSync } from 'node:child_process';
import { ROOT } from './fixtures';

/** The engine that runs every fixture. */
export const FULL_ENGINE = 'chromium';
/**
 * It runs one corpus page in this many: a third of the pages per commit, each page every third commit.
 * What these specs check (dispose's bookkeeping, the incremental cache, locator strings) is the
 * bundle's own logic, which depends on the page only through the kinds of markup the fixtures hold,
 * and golden.spec.ts reads every corpus page in Chromium on every run (docs/testing.md, Sampling).
 */
export const FULL_ENGINE_CORPUS_EVERY = 3;
/**
 * Firefox runs one corpus page in this many (a corpus page costs seconds there; the fixtures hold the
 * kinds of markup these specs' logic depends on, and they run one in FIXTURE_EVERY) ...
 */
export const CORPUS_EVERY = 12;
/** ... and one fixture in this many (dispose-corpus.spec.ts, locators-playwright.spec.ts). */
export const FIXTURE_EVERY = 5;
/**
 * dispose-corpus.spec.ts runs the pages of 3,000 to 100,000 elements in the full engine only, one in
 * this many: dispose's bookkeeping on them is the one it does on any page (the fixtures run whole),
 * and they were a third of the spec's Chromium time. golden.spec.ts reads every one on every run and
 * hostile-size.spec.ts loads the size pages in every engine.
 */
export const LARGE_EVERY = 3;

let rotationCache: number | undefined;
function rotation(): number {
  if (rotationCache !== undefined) return rotationCache;
  const given = process.env.PAGEMARK_SAMPLE_OFFSET;
  if (given !== undefined && given !== '') return (rotationCache = Number(given) || 0);
  try {
    rotationCache = Number(
      execFileSync('git', ['rev-list', '--count', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: 'pipe' }).trim(),
    );
  } catch {
    rotationCache = 0; // not a git checkout: a fixed sample
  }
  if (!Number.isFinite(rotationCache)) rotationCache = 0;
  return rotationCache;
}

/** Why item `i` of a sampled list does not run in `engine` (pass it to test.skip), or null when it runs. */
function outOfSample(engine: string, i: number, every: number, what: string): string | null {
  if (process.env.PAGEMARK_SAMPLE === 'all' || every <= 1) return null;
  const r = rotation();
  if ((i + r) % every === 0) return null;
  return `sampled out: ${engine} runs one ${what} in ${every} (rotation ${r}); PAGEMARK_SAMPLE=all runs them all`;
}

/** Why corpus page number `i` does not run in `engine`, or null when it runs. */
export function sampledOut(engine: string, i: number): string | null {
  if (process.env.PAGEMARK_SAMPLE === 'none')
    return 'corpus pages are left out (PAGEMARK_SAMPLE=none); npm test runs them';
  return outOfSample(engine, i, engine === FULL_ENGINE ? FULL_ENGINE_CORPUS_EVERY : CORPUS_EVERY, 'corpus page');
}

/** Why large page number `i` (dispose-corpus.spec.ts, in the full engine) does not run, or null when it runs. */
export function largeSampledOut(engine: string, i: number): string | null {
  if (engine !== FULL_ENGINE) return `a very large page: ${FULL_ENGINE} only`;
  return outOfSample(engine, i, LARGE_EVERY, 'very large page');
}

/*
 * Engine-independent items, sampled in the engines that do not run them all (docs/testing.md,
 * Sampling). Why each list does not depend on the engine (what found an engine's bug is not sampled):
 *
 *  - wpt-accname.spec.ts, the WPT accname test files: the name computation is the bundle's own
 *    (accname 1.2 over the DOM and computed styles), and Chromium, Firefox ESR and WebKitGTK have
 *    passed and failed the same cases since it was written. Chromium reads every file.
 *  - widgets.spec.ts, `pagemark: <task>` in Firefox: what a task checks is pagemark's listing of one
 *    app and its choice of target and verb; no task has failed in Firefox alone but as a timing
 *    flake. Chromium solves every task.
 *  - widgets.spec.ts, `playwright: <task>` in Chromium (Firefox runs none): the reference proves the
 *    widget app and its judge with Playwright's locators, not pagemark; it changes only with a widget
 *    page or a task.
 *  - session-cli.spec.ts, the ten task kinds in Firefox: each kind is the session process's and the
 *    tool layer's logic (parsing, refs, the command's result), the same whatever browser the session
 *    drives; the kinds that run still open, drive and close Firefox, and the killed-session test
 *    (which found Firefox's profile and process bugs) runs on every commit.
 *  - session.spec.ts in Firefox, the tests of the session's own bookkeeping (SESSION_LOGIC_TESTS):
 *    a download folder it cannot write, and the tab list in render(); the tabs, dialogs, downloads
 *    and quiet-wait tests, which meet the engine's events, run on every commit.
 *  - builtins.spec.ts in Firefox and WebKitGTK, the cases that replace one built-in before load:
 *    each checks that pagemark takes that one function from a fresh realm (an iframe's window) and
 *    works as before, a call that the language and WebIDL define alike in every engine. Kept in every
 *    run (BUILTIN_CASES_KEPT): Promise's `then`, where Firefox drops a reaction whose `then` came from
 *    a removed frame's realm (efba258), `setTimeout` (the engine's timers), and `all` (every built-in
 *    at once); the page-wide cases (the panel, a normal page, no fresh realm) run everywhere.
 */
/** Firefox and WebKitGTK read one WPT accname test file in this many. */
export const WPT_FILE_EVERY = 3;
/** Firefox solves one widget task in this many with pagemark; Chromium runs one Playwright reference in this many. */
export const WIDGET_TASK_EVERY = 3;
/** Firefox and WebKitGTK run one of builtins.spec.ts's single-built-in cases in this many ... */
export const BUILTIN_CASE_EVERY = 3;
/** ... but these in every run (above). */
export const BUILTIN_CASES_KEPT: readonly string[] = ['then', 'setTimeout', 'all'];
/** Firefox runs one of session-cli.spec.ts's ten task kinds in this many. */
export const CLI_TASK_EVERY = 2;
/** Firefox runs one of session.spec.ts's SESSION_LOGIC_TESTS in this many. */
export const SESSION_LOGIC_EVERY = 3;

/** Why item `i` of an engine-independent list (above) does not run in `engine` when it runs one in `every`, or null. */
export function itemSampledOut(engine: string, i: number, every: number, what: string): string | null {
  return outOfSample(engine, i, every, what);
}

/** Why fixture number `i` (dispose-corpus.spec.ts, locators-playwright.spec.ts) does not run in `engine`, or null when it runs. */
export function fixtureSampledOut(engine: string, i: number): string | null {
  return outOfSample(engine, i, engine === FULL_ENGINE ? 1 : FIXTURE_EVERY, 'fixture');
}
