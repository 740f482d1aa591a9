// pagemark side by side with Playwright's AI snapshot (`page.ariaSnapshot({ mode: 'ai' })`: the YAML
// tree with `[ref=eN]` handles that Playwright MCP sends its model), on the same loaded page, in the
// same run. Both are timed the way an agent's harness gets them, from Node: one call that returns the
// string the model reads. pagemark's is `render(snapshot(o), 'text')` in one evaluate with the
// bench's full-snapshot options (incremental off, so neither side reuses a previous call's work).
// Playwright's injected script is a dependency we already ship (playwright-core): nothing is fetched.
import { median } from './measure.mjs';

/**
 * `{ pwFirstMs, pwMs, pmMs, ratio, pwText, pmText, pwRefs }`: Playwright's first call (its injected
 * script is new to the page, and Chromium's first read of a control's `labels` walks the document,
 * see the README), then `runs` calls of each, alternating which goes first so drift hits both alike.
 */
export async function measureAgainstPlaywright(page, { opts, runs }) {
  const pm = () => page.evaluate((o) => window.pagemark.render(window.pagemark.snapshot(o), 'text'), opts);
  const pw = () => page.ariaSnapshot({ mode: 'ai', timeout: 0 });
  const timed = async (fn) => {
    const t = performance.now();
    const s = await fn();
    return [performance.now() - t, s];
  };
  const [pwFirstMs, first] = await timed(pw);
  // pagemark has been called on this page many times by now (measurePage); one call of each more
  // before the timed ones, so both start from code the engine has seen.
  await pm();
  await pw();
  const mine = { fn: pm, ms: [], text: '' };
  const theirs = { fn: pw, ms: [], text: first };
  for (let i = 0; i < runs; i++) {
    for (const side of i % 2 ? [theirs, mine] : [mine, theirs]) {
      const [ms, s] = await timed(side.fn);
      side.ms.push(ms);
      side.text = s;
    }
  }
  return {
    pwFirstMs,
    pwMs: median(theirs.ms),
    pmMs: median(mine.ms),
    ratio: median(mine.ms) / median(theirs.ms),
    pwText: theirs.text,
    pmText: mine.text,
    pwRefs: (theirs.text.match(/\[ref=e\d+\]/g) || []).length,
  };
}
