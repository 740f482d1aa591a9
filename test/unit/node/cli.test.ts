// The built CLI's commands that need no browser, run as a user runs them (dist/cli.mjs in a child
// process): static mode and the MCP server's --help load their modules on demand (src/node/cli.ts),
// so these prove the on-demand imports resolve in the built files.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const cli = (...args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'dist', 'cli.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('pagemark (dist/cli.mjs)', () => {
  it('snapshot --static reads a local file with linkedom, no browser', () => {
    const out = cli('snapshot', 'test/fixtures/registry/basic.html', '--static');
    expect(out).toMatch(/^\[1\]<a>Home$/m);
  });
  it('mcp --help prints the MCP server options', () => {
    expect(cli('mcp', '--help')).toContain('--allowed-hosts');
  });
});

// playwright-core refused, whether imported (a resolve hook, node:module register) or required
// (src/node/browser/playwrightCore.ts requires it: Module._load, through which `require` goes).
const REFUSE = `export async function resolve(s, c, next) {
  if (/^playwright-core(\\/|$)/.test(s)) throw new Error('playwright-core was loaded');
  return next(s, c);
}`;
const dataUrl = (js: string) => `data:text/javascript,${encodeURIComponent(js)}`;
const NO_DRIVER = dataUrl(`import Module, { register } from 'node:module';
register(${JSON.stringify(dataUrl(REFUSE))});
const load = Module._load;
Module._load = function (request, ...rest) {
  if (/^playwright-core(\\/|$)/.test(request)) throw new Error('playwright-core was loaded');
  return load.call(this, request, ...rest);
};`);
const withoutDriver = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', NO_DRIVER, path.join(root, 'dist', 'cli.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
  });

// playwright-core is the heaviest module the CLI loads; the commands that open no browser run without
// it (src/node/cli.ts loads snapshotPage on demand), and so start in a fraction of the time.
describe('pagemark without a browser loads no playwright-core', () => {
  it('--version, --help and a usage error run with playwright-core refused', () => {
    const v = withoutDriver('--version');
    expect([v.status, v.stderr]).toEqual([0, '']);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+/);
    const h = withoutDriver('--help');
    expect([h.status, h.stderr]).toEqual([0, '']);
    expect(h.stdout).toContain('PAGEMARK_BROWSER=PATH');
    const u = withoutDriver('snapshot', 'test/fixtures/registry/basic.html', '--width', 'abc');
    expect(u.status).toBe(2);
    expect(u.stderr).toContain('--width must be a whole number');
  });
  it('a snapshot that opens a browser meets the refusal (the hook works)', () => {
    const r = withoutDriver('snapshot', 'test/fixtures/registry/basic.html');
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('playwright-core was loaded');
  });
});
