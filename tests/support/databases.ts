import { randomUUID } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../src/server/db/client.ts";

export type Engine = "pglite" | "postgres";

/**
 * Database tests run on the embedded PGlite always, and on PostgreSQL as well when
 * TEST_DATABASE_URL names a server (CI gives the local one).
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export interface TestDatabase extends Database {
  dataDir: string;
  /** PostgreSQL only: the throw-away database's URL, for a second pool or a second process. */
  url?: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database of the given engine, and a data dir for media files. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(inject("testRoot"), "data-"));
  if (engine === "pglite") {
    const pgliteDir = path.join(dataDir, "pglite");
    await cp(inject("pgliteTemplateDir"), pgliteDir, { recursive: true });
    const database = await openDatabase({ pgliteDir });
    return {
      ...database,
      dataDir,
      async dispose() {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `plaines_test_${randomUUID().replaceAll("-", "")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    dataDir,
    url: url.toString(),
    async dispose() {
      await database.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
