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

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

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
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return { db, kind: "postgres", close: () => pool.end() };
  }
  if (!options.pgliteDir) throw new Error("pgliteDir is required without databaseUrl");
  // PGlite does not create parent folders itself.
  await mkdir(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: "pglite", close: () => client.close() };
}
