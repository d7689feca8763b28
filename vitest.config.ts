import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files measured longest (decision 0042), after the fuzz's: those that start real processes or
 * race two of them on PostgreSQL wait much of their time, and started late they ran on alone at
 * the run's end while the short files had all been done.
 */
const LONG_FILES = [
  "tests/integration/killed-processes.test.ts",
  "tests/integration/authorization/access-matrix.test.ts",
  "tests/integration/waitlist-race.test.ts",
  "tests/integration/registration-race.test.ts",
  "tests/integration/several-processes.test.ts",
  "tests/integration/production-layout.test.ts",
];

/**
 * Vitest starts the longest files first when it knows their times from an earlier run, and the
 * largest otherwise (a clean clone): the fuzz's two files (one per engine, minutes each) are small
 * files, so they would start last and run on alone. They start first, then the long files above.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      if (file.moduleId.endsWith(".fuzz.test.ts")) return 0;
      const long = LONG_FILES.findIndex((name) => file.moduleId.endsWith(name));
      return long === -1 ? LONG_FILES.length + 1 : long + 1;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    sequence: { sequencer: LongestFirst },
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
