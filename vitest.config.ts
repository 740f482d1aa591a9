import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts'],
    environment: 'happy-dom',
    // Fuzz and corpus tests parse large documents; the default 5 s is too tight on a loaded 2-core box.
    testTimeout: 60_000,
    reporters: ['default'],
  },
});
