// Test runner settings: tests live beside the code as *.test.ts; browser tests need long timeouts
// on a shared 2-core machine; globalSetup stops the run at once when ../shared/data is missing.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    globalSetup: ['scripts/shared-data.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
