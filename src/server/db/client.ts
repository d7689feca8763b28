import { ADVISORY_LOCKS } from "./advisory-locks.ts";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";

type Schema = typeof schema;
/** What services use: the same query builder whether the engine is PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The engine under the query builder, for what needs more than queries (the job queue, LISTEN). */
export type Engine = { kind: "postgres"; url: string; pool: pg.Pool } | { kind: "pglite"; client: PGlite };

export interface Database {
  db: Db;
  kind: Engine["kind"];
  engine: Engine;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** Held while one process migrates; PostgreSQL keeps it until the session that took it ends. */
const MIGRATION_LOCK = ADVISORY_LOCKS.migrations;

/**
 * PostgreSQL's cache of table pages inside the embedded database. PGlite keeps PostgreSQL's
 * default of 128 MB, and its WebAssembly memory holds that much for the life of the process
 * (such memory never shrinks) while the site's data is a few tens of megabytes, which the
 * system's file cache keeps close anyway. 16 MB saves ~120 MB of resident memory without slowing
 * the pages (docs/performance.md, "Memory over a long run").
 */
const EMBEDDED_SHARED_BUFFERS = "16MB";

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means the embedded PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool opens a new one on the next query.
    pool.on("error", (error) => console.error("database connection lost:", error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateOnce(pool, () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }));
    return { db, kind: "postgres", engine: { kind: "postgres", url: options.databaseUrl, pool }, close: () => pool.end() };
  }
  if (!options.pgliteDir) throw new Error("pgliteDir is required without databaseUrl");
  // PGlite does not create parent folders itself.
  await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(options.pgliteDir, {
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // One process owns an embedded database: nobody to wait for.
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: "pglite", engine: { kind: "pglite", client }, close: () => client.close() };
}

/**
 * Several processes starting together on one PostgreSQL apply the migrations once: each waits for
 * the advisory lock, and the first one's work leaves nothing for the next. The lock is taken on a
 * connection of its own, as drizzle's migrator takes connections from the pool.
 */
async function migrateOnce(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await lockHolder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    lockHolder.release();
  }
}
