import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
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
