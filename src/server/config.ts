import path from "node:path";
import { z } from "zod";

/**
 * Configuration comes only from the environment, parsed once at start.
 * A wrong value stops the server with a message naming the variable.
 */
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "attendu : true ou false",
  })
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const optionalUrl = z.url({ error: "doit être une URL complète" }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number({ error: "doit être un numéro de port" }).int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default("./data"),
  WEB_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "doit commencer par postgres:// ou postgresql://")
    .optional(),
  DEMO_DATA: flag.optional(),
  // How many reverse proxies stand in front (`true` = one). Each appends the address it saw to
  // X-Forwarded-For, so the client is the entry that many places from the end: whatever a client
  // writes there itself comes before it and is never believed (it would dodge the rate limits).
  TRUST_PROXY: z
    .enum(["1", "0", "true", "false", "yes", "no", "on", "off", "2", "3", "4", "5"], {
      error: "attendu : true, false ou le nombre de proxys (1 à 5)",
    })
    .transform((value): number | false => (/^[1-5]$/.test(value) ? Number(value) : ["true", "yes", "on"].includes(value) ? 1 : false))
    .default(false),
  AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number({ error: "doit être un nombre" }).min(1, "doit valoir au moins 1").default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: z.string().min(32, "doit faire au moins 32 caractères").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Plaines Soleil <no-reply@plaines-soleil.be>"),
  REGISTRATIONS_MAILBOX: z.email({ error: "doit être une adresse e-mail" }).optional(),
  ADMIN_EMAIL: z.email({ error: "doit être une adresse e-mail" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, "doit faire au moins 8 caractères").optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: optionalUrl,
  BANK_IBAN: z.string().default("BE68 5390 0754 7034"),
  BANK_BIC: z.string().default("TRIOBEBB"),
  BANK_ACCOUNT_NAME: z.string().default("Plaines Soleil ASBL"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `<dataDir>/pglite`. */
  databaseUrl?: string;
  demoData: boolean;
  logLevel: Env["LOG_LEVEL"];
  /** Behind a reverse proxy, client addresses come from X-Forwarded-For; never trust it otherwise. */
  /** Reverse proxies in front of the app (their X-Forwarded-For entries are believed), or false. */
  trustProxy: number | false;
  /** Multiplies every account rate limit (browser test suites, load tests); 1 in production. */
  rateLimitMultiplier: number;
  authSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  registrationsMailbox?: string;
  admin?: { email: string; password: string };
  stripe?: { secretKey: string; webhookSecret?: string; apiBase?: string };
  bank: { iban: string; bic: string; accountName: string };
  /** Where the built front end lives; absent in API-only tests. */
  webDir?: string;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as a shell `FOO= npm start` means.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError("Configuration invalide :\n  ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble");
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    // Several processes on one database must sign sessions with the same secret.
    throw new ConfigError("Configuration invalide :\n  AUTH_SECRET est requis en production avec DATABASE_URL");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: env.AUTH_RATE_LIMIT_MULTIPLIER,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    registrationsMailbox: env.REGISTRATIONS_MAILBOX,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
      : undefined,
    bank: { iban: env.BANK_IBAN, bic: env.BANK_BIC, accountName: env.BANK_ACCOUNT_NAME },
  };
}
