import type { Config } from "./config.ts";
import type { Database, Db } from "./db/client.ts";

/** What every module's routes receive: built once at start, no globals. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
}
