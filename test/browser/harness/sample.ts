// Which corpus pages a slow corpus spec runs in which engine (docs/testing.md, "Sampling").
//
// The corpus specs run one test per saved real page (42 of them, 10-20 s each in Firefox). `npm test`
// runs every page in Chromium and a deterministic sample of them in the other engines: page i runs
// there when (i + rotation) % SAMPLE_EVERY === 0. The rotation is the number of commits in HEAD's
// history, so a given commit always runs the same pages (a failure reproduces), and over successive
// commits every page comes round in every engine. Pages outside the sample are skipped with a reason
// that says how to run them.
//
//   PAGEMARK_SAMPLE=all        every page in every engine
//   PAGEMARK_SAMPLE=none       no corpus page at all (the quick tier sets this)
//   PAGEMARK_SAMPLE_OFFSET=n   this rotation instead of the commit count
import { execFileSync } from 'node:child_process';
import { ROOT } from './fixtures';

/** The engine that runs every corpus page. */
export const FULL_ENGINE = 'chromium';
/** The other engines run one page in this many. */
export const SAMPLE_EVERY = 4;

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

/**
 * Why corpus page number `i` does not run in `engine` (pass it to test.skip), or null when it runs.
 */
export function sampledOut(engine: string, i: number): string | null {
  const mode = process.env.PAGEMARK_SAMPLE ?? '';
  if (mode === 'none') return 'corpus pages are left out (PAGEMARK_SAMPLE=none: the quick tier); npm test runs them';
  if (mode === 'all' || engine === FULL_ENGINE) return null;
  const r = rotation();
  if ((i + r) % SAMPLE_EVERY === 0) return null;
  return `sampled out: ${FULL_ENGINE} runs every corpus page, ${engine} one in ${SAMPLE_EVERY} (rotation ${r}); PAGEMARK_SAMPLE=all runs them all`;
}
