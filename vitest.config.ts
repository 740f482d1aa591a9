import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// PAGEMARK_TIER=quick (npm run test:quick, docs/testing.md, Quick tier): every unit test but the
// end-to-end ones that start an MCP server and a Chromium (or several) per file: they took 185 s of
// the tier's 253 s of test time. npm test runs them.
const QUICK_EXCLUDE = [
  ...['connect', 'devtools', 'dropin', 'features', 'http', 'httpGuard', 'security', 'semantics', 'stdio'].map(
    (f) => `test/unit/node/mcp/${f}.test.ts`,
  ),
  'test/unit/node/guard/requestGuard.test.ts',
];

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.PAGEMARK_TIER === 'quick' ? QUICK_EXCLUDE : [])],
    environment: 'happy-dom',
    // Fuzz and corpus tests parse large documents; the default 5 s is too tight on a loaded 2-core box.
    testTimeout: 60_000,
    // Vitest runs one worker less than the cores by default: one on the 2-core machine, where the
    // unit tier then ran file after file. Its slowest files (node/mcp/) mostly wait on the servers
    // and browsers they start, so a worker per core shares the cores well (docs/testing.md, Timings).
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default'],
  },
});
