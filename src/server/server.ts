import path from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.ts";
import { type AppClock, nowOf } from "./context.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { seedDemoContent } from "./demo/seed-demo.ts";
import { correctMedicalFlags, sealLegacyMedicalFiles } from "./modules/children/index.ts";

/** The built front end, unless WEB_DIR points elsewhere (a second build beside the first). */
const DEFAULT_WEB_DIR = fileURLToPath(new URL("../../dist/web", import.meta.url));

/** How long a stopping process waits for its requests and jobs before it leaves anyway. */
const SHUTDOWN_GRACE_MS = 30_000;

/** The configuration from the environment; a wrong variable ends the process with its French message. */
export function configOrExit(): Config & { webDir: string } {
  try {
    const loaded = loadConfig();
    return { ...loaded, webDir: loaded.webDir ?? DEFAULT_WEB_DIR };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite") });
}

/**
 * What happens once per start, whatever the number of processes: the data corrections that need
 * the field key (a SQL migration cannot open a sealed file), then the demo content. A single
 * process does it itself before it listens; under `start:prod` the primary does it before it
 * starts the others (two processes creating one account would collide). Test applications built
 * with `buildApp` alone run none of it.
 */
export async function runStartupTasks(app: FastifyInstance, config: Config): Promise<void> {
  const { db, cipher } = app.context;
  // Files kept in clear before encryption are sealed before the first request reads them.
  const sealed = await sealLegacyMedicalFiles(db, cipher);
  if (sealed > 0) app.log.info({ sealed }, "medical files encrypted");
  // Files the flag missed while it looked at four fields only: corrected once (medical-flags.ts).
  const flagged = await correctMedicalFlags(db, cipher);
  if (flagged > 0) app.log.info({ flagged }, "medical flags corrected");
  if (config.demoData) {
    // Dated from the site's clock, as everything else it decides.
    const seeded = await seedDemoContent(app.context.db, app.context.media, nowOf(app.context.clock));
    if (seeded) app.log.info(seeded, "demo content added");
  }
}

/** The system's clock, or one started at SITE_CLOCK_START (tests and demonstrations) that runs on from there. */
function siteClock(config: Config): AppClock | undefined {
  if (!config.siteClockStart) return undefined;
  const offsetMs = config.siteClockStart.getTime() - Date.now();
  return { now: () => Date.now() + offsetMs };
}

/**
 * One server process: the HTTP application and its share of the background jobs, on the database
 * the configuration names, stopped gracefully on SIGTERM or SIGINT (no new request or job; those
 * running finish; then the database closes).
 */
export async function runServer({ startupTasks }: { startupTasks: boolean }): Promise<void> {
  const config = configOrExit();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database, runJobs: true, ensureAdministrator: startupTasks, clock: siteClock(config) });
  if (startupTasks) await runStartupTasks(app, config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Site disponible sur ${config.publicUrl} (base ${database.kind}, images ${app.context.media.kind})`);
}
