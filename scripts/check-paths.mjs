// Fails on a file path named in a comment or a Markdown file that no longer resolves: moves leave
// comments and docs pointing at files that are gone. Run by `npm test` (step "paths") and
// `npm run lint`.
//
// A path is a token with a slash and a source or document extension (`dom/platform/dom.ts`,
// `python/src/pagemark/_tool.py`), or a root document named alone (`CONTRIBUTING.md`). It resolves
// when a tracked file is that path or ends with it after a slash, so a path written from the
// repository root, from src/ or from the folder it sits in all resolve. Not paths of ours: a glob, a
// URL, a path in node_modules, outside the repository or under a git-ignored folder (test-results/),
// a placeholder (`DIR/latest.json`), and another project's file cited after its name
// ("Playwright's text engine (packages/injected/src/selectorUtils.ts)").
//
// Also fails on a src/ header (the file's first block comment) that names two or more other .ts
// files of its own folder by bare name: a header that maps its folder goes stale on every move, so
// it describes its collaborators' roles in words. One pointer to a single sibling is fine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const known = new Set();
for (const f of tracked) {
  const parts = f.split('/');
  for (let i = 0; i < parts.length; i++) known.add(parts.slice(i).join('/'));
}
// Outputs the build writes (dist/, the Python package's copies of the bundles) and folders.
for (const f of tracked) {
  const parts = f.split('/');
  for (let i = 1; i < parts.length; i++) known.add(parts.slice(0, i).join('/'));
}

const EXT = '(?:ts|mts|cts|mjs|cjs|js|py|md|json|html|css|toml|yml|yaml)';
const PATH = new RegExp(`(?<![\\w./:@~-])((?:[\\w.-]+/)+[\\w.-]+\\.${EXT})(?![\\w/])`, 'g');
const ROOT_DOC = /(?<![\w./-])([A-Z][A-Z_-]+\.md)(?![\w/])/g;

const comments = (text) => {
  const out = [];
  const re = /\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g;
  let m;
  while ((m = re.exec(text))) out.push({ at: m.index, text: m[0] });
  return out;
};
const pyComments = (text) => {
  const out = [];
  const re = /"""[\s\S]*?"""|#[^\n]*/g;
  let m;
  while ((m = re.exec(text))) out.push({ at: m.index, text: m[0] });
  return out;
};

const ignoredCache = new Map();
const ignoredByGit = (dir) => {
  if (!ignoredCache.has(dir)) {
    let ignored = true;
    try {
      execFileSync('git', ['check-ignore', '-q', dir + '/']);
    } catch {
      ignored = false;
    }
    ignoredCache.set(dir, ignored);
  }
  return ignoredCache.get(dir);
};

// Projects whose files the code cites (the frameworks whose dialects, fences and widgets we follow).
const FOREIGN =
  /\b(browser-use|browser_use|BrowserGym|browsergym|Playwright|playwright-python|nanobrowser|jQuery UI|page-agent|Stagehand)\b/i;
const OFF = /<!-- check-paths: off[\s\S]*?<!-- check-paths: on -->/g;
const lineOf = (text, at) => text.slice(0, at).split('\n').length;
const ignored = (f) =>
  /(^|\/)node_modules\//.test(f) ||
  f.startsWith('dist/') ||
  f.startsWith('test/golden/') ||
  f.startsWith('test/widgets/') ||
  f.startsWith('scripts/bench/') ||
  /^python\/src\/pagemark\/pagemark\.\w+\.js$/.test(f);

const problems = [];
for (const f of tracked) {
  if (ignored(f)) continue;
  let chunks;
  const text = () => readFileSync(f, 'utf8');
  // Markdown between `<!-- check-paths: off ... -->` and `<!-- check-paths: on -->` is history.
  if (/\.md$/.test(f)) chunks = [{ at: 0, text: text().replace(OFF, (x) => x.replace(/[^\n]/g, ' ')) }];
  else if (/\.(ts|mts|mjs|cjs|js)$/.test(f)) chunks = comments(text());
  else if (/\.py$/.test(f)) chunks = pyComments(text());
  else continue;
  const whole = chunks.length ? text() : '';
  for (const c of chunks) {
    for (const re of [PATH, ROOT_DOC]) {
      re.lastIndex = 0;
      let m;
      while ((m = re.exec(c.text))) {
        let p = m[1].replace(/^\.\//, '');
        if (p.startsWith('../')) {
          p = posix.normalize(posix.join(posix.dirname(f), p));
          if (p.startsWith('../')) continue;
        }
        const first = p.split('/')[0];
        const base = p.split('/').pop();
        if (p.includes('*') || first === 'node_modules' || known.has(p)) continue;
        if (/^[A-Z_]+$/.test(first) && p.includes('/')) continue;
        if (base.startsWith('.') || ignoredByGit(first)) continue;
        const line = c.text.slice(c.text.lastIndexOf('\n', m.index) + 1, m.index);
        if (/\b[A-Z][\w+-]*'s\b/.test(line)) continue;
        // A file of another project cited near its name (the dialects cite their frameworks' code).
        if (FOREIGN.test(c.text.slice(Math.max(0, m.index - 300), m.index + p.length))) continue;
        // A URL's path (https://host/a/b.js) or a package's file (@scope/pkg/x.js, pkg/dist/x.js).
        const before = c.text.slice(Math.max(0, m.index - 200), m.index);
        if (/(https?:\/\/|file:\/\/)\S*$/.test(before) || /@[\w-]+\/$/.test(before)) continue;
        problems.push(`${f}:${lineOf(whole, c.at + m.index)}: ${p}`);
      }
    }
  }
}

// Headers that list sibling files: a sibling is a whole token, not part of a path or a longer name.
const siblings = new Map();
for (const f of tracked) {
  if (!/^src\/.*\.ts$/.test(f)) continue;
  const dir = posix.dirname(f);
  if (!siblings.has(dir)) siblings.set(dir, []);
  siblings.get(dir).push(posix.basename(f));
}
const listings = [];
for (const [dir, names] of siblings) {
  for (const name of names) {
    const f = `${dir}/${name}`;
    const header = /^\s*(\/\*[\s\S]*?\*\/)/.exec(readFileSync(f, 'utf8'));
    if (!header) continue;
    const named = names.filter(
      (s) => s !== name && new RegExp(`(?<![\\w/.])${s.replace(/\./g, '\\.')}(?!\\w)`).test(header[1]),
    );
    if (named.length >= 2)
      listings.push(`${f}: header lists sibling files (${named.join(', ')}): describe their roles instead`);
  }
}

if (problems.length) {
  console.error(`paths that do not resolve (${problems.length}): fix the path or the name\n  ${problems.join('\n  ')}`);
}
if (listings.length) console.error(listings.join('\n'));
if (problems.length || listings.length) process.exit(1);
console.log('paths: every path in comments and Markdown resolves; no header lists its sibling files');
