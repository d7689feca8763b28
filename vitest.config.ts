import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Each API test file opens its own database; PGlite is CPU-bound, so two at a time on two cores.
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered in a simulated DOM, beside the files they test (*.test.tsx).
          name: "components",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/component-setup.ts"],
        },
      },
    ],
  },
});
