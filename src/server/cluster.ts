/**
 * Production on one machine (`npm run start:prod`): one server process per core (WEB_CONCURRENCY
 * to choose), all listening on PORT through node:cluster, which hands each new connection to one
 * of them. The primary serves nothing: it migrates and runs the start-up tasks once, starts the
 * workers, starts a new one when one dies, and on SIGTERM or SIGINT asks each to stop gracefully
 * (requests and jobs in flight finish) and waits for them. The embedded database belongs to one
 * process: without DATABASE_URL a single worker runs. Decision 0023.
 */
import cluster from "node:cluster";
import { availableParallelism } from "node:os";
import { buildApp } from "./app.ts";
import { configOrExit, openConfiguredDatabase, runServer, runStartupTasks } from "./server.ts";

/** A worker that dies this soon after its start is not restarted in a loop: something is wrong. */
const CRASH_LOOP_MS = 5_000;

process.env.NODE_ENV ??= "production";

if (cluster.isPrimary) {
  const config = configOrExit();
  const count = config.databaseUrl ? (config.processes ?? availableParallelism()) : 1;
  if (!config.databaseUrl && (config.processes ?? 1) > 1) {
    console.warn("La base intégrée n'accepte qu'un processus : un seul est démarré (DATABASE_URL pour en lancer plusieurs).");
  }

  // Once, before any worker: migrations (also under an advisory lock), the job queue's tables,
  // the administrator and the demo content.
  const database = await openConfiguredDatabase(config);
  const setup = await buildApp({ config: { ...config, webDir: undefined }, database });
  await runStartupTasks(setup, config);
  await setup.close();
  await database.close();

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    console.error(`processus ${worker.process.pid} arrêté (${signal ?? code})${lived < CRASH_LOOP_MS ? "" : ", remplacé"}`);
    if (lived >= CRASH_LOOP_MS) fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < count; index += 1) fork();
  console.log(`${count} processus démarrés sur le port ${config.port}`);
} else {
  await runServer({ startupTasks: false });
}
