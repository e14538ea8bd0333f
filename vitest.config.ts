import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'core/**/*.test.ts',
            'adapters/**/*.test.ts',
            'apps/server/**/*.test.ts',
            'apps/cli/**/*.test.ts',
            'eval/held-out/**/*.test.ts',
            'eval/tuning/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/testing/setup.ts'],
          // Typing into forms with user-event takes seconds on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
