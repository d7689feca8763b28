import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoContent } from "./db/seed-demo.ts";

/** The built front end, unless WEB_DIR points elsewhere (a second build beside the first). */
const DEFAULT_WEB_DIR = fileURLToPath(new URL("../../dist/web", import.meta.url));

async function main() {
  let config;
  try {
    const loaded = loadConfig();
    config = { ...loaded, webDir: loaded.webDir ?? DEFAULT_WEB_DIR };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  const app = await buildApp({ config, database, startMailWorker: true, startCheckoutSweeper: true });
  if (config.demoData) {
    const seeded = await seedDemoContent(database.db, config.dataDir);
    if (seeded) app.log.info(seeded, "demo content added");
  }

  // Graceful shutdown: stop accepting, finish requests in flight, then close the database.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Site disponible sur ${config.publicUrl} (base ${database.kind})`);
}

await main();
