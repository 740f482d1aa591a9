// The built CLI's commands that need no browser, run as a user runs them (dist/cli.mjs in a child
// process): static mode and the MCP server's --help load their modules on demand (src/node/cli.ts),
// so these prove the on-demand imports resolve in the built files.
import { execFileSync } from 'node:child_process';
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
