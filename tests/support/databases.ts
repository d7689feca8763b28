import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database, type Db } from "../../src/server/db/client.ts";
import * as schema from "../../src/server/db/schema.ts";

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

/** The server's own setting (src/server/db/client.ts): the same cache, so the same plans. */
const PGLITE_START = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/**
 * The migrated template as PGlite reads it: PGlite asks for its bytes (`arrayBuffer()`) and copies
 * each of its files into the new database's own memory, never writing to them. A plain Blob streams
 * and joins its 42 MB again for every database (a quarter of a second each, hundreds of databases a
 * run); this one hands over the bytes read once.
 */
class TemplateBytes extends Blob {
  readonly #template: ArrayBuffer;

  constructor(template: ArrayBuffer) {
    super([]);
    this.#template = template;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#template);
  }
}

let template: Promise<Blob> | undefined;

/** The template made once for the run (global-setup.ts), read once per test process. */
function pgliteTemplate(): Promise<Blob> {
  template ??= readFile(inject("pgliteTemplateFile")).then(
    (bytes) => new TemplateBytes(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)),
  );
  return template;
}

/** A fresh, migrated, empty database of the given engine, and a data dir for media files. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(inject("testRoot"), "data-"));
  if (engine === "pglite") {
    // The migrated template, loaded into memory: a test's database lives no longer than its
    // process, and PGlite's own file system in memory answers faster than its files on disk.
    const client = await PGlite.create({ loadDataDir: await pgliteTemplate(), startParams: PGLITE_START });
    return {
      db: drizzle(client, { schema }) as unknown as Db,
      kind: "pglite",
      engine: { kind: "pglite", client },
      close: () => client.close(),
      dataDir,
      async dispose() {
        await client.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }

  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `plaines_test_${randomUUID().replaceAll("-", "")}`;
  // A copy of the run's migrated template (global-setup.ts): the migration below finds nothing to do.
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name} template ${inject("postgresTemplate")}`));
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
