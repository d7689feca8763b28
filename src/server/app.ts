import { mkdir } from "node:fs/promises";
import path from "node:path";
import compress from "@fastify/compress";
import etag from "@fastify/etag";
import Fastify, { type FastifyInstance } from "fastify";
import { createAuth, resolveAuthSecret } from "./auth/auth.ts";
import { authHandlerRoutes } from "./auth/routes.ts";
import type { Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { errorHandler } from "./http/errors.ts";
import { PublicAnswerCache } from "./http/public-cache.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerStaticFiles } from "./http/static.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { activityRoutes } from "./modules/activities/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { newsRoutes } from "./modules/news/routes.ts";

export interface AppOptions {
  config: Config;
  database: Database;
}

/** Builds the whole HTTP application from a configuration and an open database; starts nothing. */
export async function buildApp({ config, database }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'] },
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  });
  const auth = createAuth(config, database.db, await resolveAuthSecret(config));
  const context: AppContext = { config, database, db: database.db, publicCache: new PublicAnswerCache(), auth };

  app.setErrorHandler(errorHandler);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);

  authHandlerRoutes(app, auth);
  accountRoutes(app, context);
  activityRoutes(app, context);
  newsRoutes(app, context);
  healthRoutes(app, context);

  const mediaDir = path.join(config.dataDir, "media");
  await mkdir(mediaDir, { recursive: true });
  await registerStaticFiles(app, { webDir: config.webDir, mediaDir });
  return app;
}
