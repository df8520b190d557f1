import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'suites/**/*.test.ts', 'examples/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    testTimeout: 20_000,
  },
});
