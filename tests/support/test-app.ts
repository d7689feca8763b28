import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import type { AppClock } from "../../src/server/context.ts";
import { loadConfig, type Config } from "../../src/server/config.ts";
import type { LogDestination } from "../../src/server/http/logging.ts";
import { TEST_DATA_KEY } from "./data-keys.ts";
import { createTestDatabase, type Engine, type TestDatabase } from "./databases.ts";

/** The account the test applications' environment gives the association (a transfer can be offered). */
export const TEST_BANK = { iban: "BE68 5390 0754 7034", bic: "TRIOBEBB", beneficiary: "Plaines Soleil ASBL" };

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase["db"];
  config: Config;
  close(): Promise<void>;
}

/** The log lines an app writes, kept in memory (pass `stream` to createTestApp with a LOG_LEVEL). */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    text: () => lines.join(""),
  };
}

/** The real application on a fresh database, driven in-process with `app.inject`. */
export async function createTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: { logStream?: LogDestination; clock?: AppClock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  // Many accounts come from one address in a test file: the limits are raised, except where a
  // test is about them (it passes AUTH_RATE_LIMIT_MULTIPLIER=1). Demo mode is off unless a test
  // asks for it: it would offer the simulated card checkout.
  const config = loadConfig({
    DEMO_DATA: "false",
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: database.dataDir,
    AUTH_RATE_LIMIT_MULTIPLIER: "100",
    // One known key, so the test helpers seal medical files the app opens (tests/support/families.ts).
    DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
    // The association's account, filled once into its settings as on a real site (no name or contact: none is invented).
    BANK_IBAN: TEST_BANK.iban,
    BANK_BIC: TEST_BANK.bic,
    BANK_ACCOUNT_NAME: TEST_BANK.beneficiary,
    ...env,
  });
  const app = await buildApp({ config, database, logStream: options.logStream, clock: options.clock });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * A clock that runs with the system's, moved forward or back by a test (`shift(ms)`) and put
 * back (`reset()`): the app built with it takes the moved time as now (the opening of registrations).
 */
export function movableClock() {
  let offsetMs = 0;
  return {
    now: () => Date.now() + offsetMs,
    shift(ms: number) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/**
 * The test app and, on PostgreSQL, a second instance on a pool of its own: two processes' worth of
 * servers on one database, for the races. PGlite has one connection, so one instance. `close`
 * closes the second (the test app stays the caller's).
 */
export async function secondInstance(t: TestApp): Promise<{ apps: FastifyInstance[]; close: () => Promise<void> }> {
  if (!t.database.url) return { apps: [t.app], close: async () => {} };
  const second = await openDatabase({ databaseUrl: t.database.url, poolSize: 10 });
  const other = await buildApp({ config: t.config, database: second });
  return {
    apps: [t.app, other],
    close: async () => {
      await other.close();
      await second.close();
    },
  };
}
