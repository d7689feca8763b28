import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../src/domain/api-error.ts";
import { buildApp } from "../../src/server/app.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { ENGINES } from "../support/databases.ts";
import { prepareRush, rushOutcome, type RushAttempt } from "../support/rush.ts";
import { TEST_DATA_KEY } from "../support/data-keys.ts";
import { freePort, startServerProcess } from "../support/server-process.ts";
import { type TestApp } from "../support/test-app.ts";
import { suiteTestApp } from "../support/suite.ts";

/**
 * 300 parents press "S'inscrire" at the same moment for a plaine with 20 places: exactly 20
 * registrations are made, the 280 others are told the plaine is full, and no place is left or
 * lost. On PGlite from one process; on PostgreSQL from two app instances on separate pools and
 * from two server processes, the way production scales out.
 */
const ATTEMPTS = 300;
const PLACES = 20;
const AUTH_SECRET = "registration-race-secret-of-at-least-32-chars";

interface Answer {
  status: number;
  message?: string;
}

function expectExactlyFull(answers: Answer[]) {
  const created = answers.filter((answer) => answer.status === 201);
  const refused = answers.filter((answer) => answer.status === 409);
  expect(created).toHaveLength(PLACES);
  expect(refused).toHaveLength(ATTEMPTS - PLACES);
  expect(new Set(refused.map((answer) => answer.message))).toEqual(new Set(["Cette plaine est complète"]));
}

async function expectDatabaseAgrees(t: TestApp, activityId: string) {
  expect(await rushOutcome(t.db, activityId)).toEqual({ remaining: 0, registrations: PLACES, payments: PLACES, confirmations: PLACES });
}

describe.each(ENGINES)("300 registrations for 20 places on %s", (engine) => {
  const t = suiteTestApp(engine, { AUTH_SECRET });

  const inject = (app: TestApp["app"], attempt: RushAttempt) =>
    app
      .inject({
        method: "POST",
        url: "/api/registrations",
        headers: { origin: t.config.publicUrl, "content-type": "application/json", cookie: attempt.cookie },
        payload: attempt.body,
      })
      .then((response) => ({ status: response.statusCode, message: response.json<Partial<ApiErrorBody>>().error?.message }));

  it("from one app instance", { timeout: 120_000 }, async () => {
    const { plaine, attempts } = await prepareRush(t.db, AUTH_SECRET, ATTEMPTS, PLACES);
    expectExactlyFull(await Promise.all(attempts.map((attempt) => inject(t.app, attempt))));
    await expectDatabaseAgrees(t, plaine.id);
  });

  it.runIf(engine === "postgres")("from two app instances on separate connection pools", { timeout: 120_000 }, async () => {
    const second = await openDatabase({ databaseUrl: t.database.url, poolSize: 10 });
    const other = await buildApp({ config: t.config, database: second });
    try {
      const { plaine, attempts } = await prepareRush(t.db, AUTH_SECRET, ATTEMPTS, PLACES);
      expectExactlyFull(await Promise.all(attempts.map((attempt, i) => inject(i % 2 === 0 ? t.app : other, attempt))));
      await expectDatabaseAgrees(t, plaine.id);
    } finally {
      await other.close();
      await second.close();
    }
  });

  it.runIf(engine === "postgres")("from two server processes on one DATABASE_URL", { timeout: 300_000 }, async () => {
    const started = await Promise.allSettled([startServer(t), startServer(t)]);
    const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    if (servers.length < 2) {
      await Promise.all(servers.map((server) => server.stop()));
      throw (started.find((result) => result.status === "rejected") as PromiseRejectedResult).reason;
    }
    try {
      const { plaine, attempts } = await prepareRush(t.db, AUTH_SECRET, ATTEMPTS, PLACES);
      const answers = await Promise.all(
        attempts.map(async (attempt, i) => {
          const server = servers[i % 2];
          const response = await fetch(`${server.url}/api/registrations`, {
            method: "POST",
            headers: { origin: server.url, "content-type": "application/json", cookie: attempt.cookie },
            body: JSON.stringify(attempt.body),
          });
          return { status: response.status, message: ((await response.json()) as { error?: { message: string } }).error?.message };
        }),
      );
      expectExactlyFull(answers);
      await expectDatabaseAgrees(t, plaine.id);
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  });
});

/** `node src/server/main.ts` on the test database, as production starts it; its files stay in the test's folder. */
async function startServer(t: TestApp) {
  const port = await freePort();
  return startServerProcess(port, {
    env: {
      DATABASE_URL: t.database.url!,
      AUTH_SECRET,
      // Production on PostgreSQL needs the key of the encrypted fields, the same for every process.
      DATA_ENCRYPTION_KEY: TEST_DATA_KEY,
      DEMO_DATA: "false",
      DATA_DIR: path.join(t.database.dataDir, `server-${port}`),
    },
    // Two cold starts at once on two busy cores can take a while.
    timeoutMs: 150_000,
  });
}
