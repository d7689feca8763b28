import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Vitest starts the longest files first when it knows their times from an earlier run, and the
 * largest otherwise (a clean clone): the fuzz's two files (one per engine, minutes each) are small
 * files, so they would start last and run on alone. They start first.
 */
class FuzzFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => (file.moduleId.endsWith(".fuzz.test.ts") ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    sequence: { sequencer: FuzzFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["src/**/*.test.ts", "tests/integration/**/*.test.ts", "tests/fuzz/**/*.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          // Each API test file opens its own database; PGlite is CPU-bound, so two at a time on two cores.
          maxWorkers: 3,
          // A worker imports the server once for all the files it runs, not once per file: importing
          // it took more of the run than the tests did. Nothing in the server keeps state at module
          // level that a test changes (each test builds its own app, database and clock).
          isolate: false,
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
          // As the server's: the two projects share the run's workers (a project with another
          // number would wait for the other to end), and each worker imports React, the DOM and
          // the pages once for the files it runs rather than once per file (decision 0042).
          maxWorkers: 3,
          isolate: false,
        },
      },
    ],
  },
});
