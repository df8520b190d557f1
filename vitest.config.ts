import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'suites/**/*.test.ts', 'examples/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.json',
    },
    // Vitest 4 leaves a core free by default, which on a 2-core CI machine runs the files one at a time (711 s of
    // tests); one file per core runs them in 455 s. At most 4: most files start servers or child processes of their own.
    maxWorkers: Math.max(1, Math.min(4, availableParallelism())),
    // Generous, for files that share the machine with others: a hung test still fails, only later.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
