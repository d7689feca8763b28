import path from "node:path";
import { z } from "zod";
import type { S3Settings } from "./media/s3-store.ts";
import type { AssociationIdentity } from "../domain/association.ts";
import { compactIban, isValidBic, isValidIban } from "../domain/iban.ts";
import { normalizePhone } from "../domain/phone.ts";
import { typedNumber, typedWholeNumber } from "../domain/typed-number.ts";
import { type DataKey, FieldEncryptionError, parseDataKeys } from "./crypto/field-encryption.ts";

/**
 * Configuration comes only from the environment, parsed once at start.
 * A wrong value stops the server with a message naming the variable.
 */
const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"], {
    error: "attendu\u00a0: true ou false",
  })
  .transform((value) => ["1", "true", "yes", "on"].includes(value));

const optionalUrl = z.url({ error: "doit être une URL complète" }).optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: typedWholeNumber("doit être un numéro de port").pipe(
    z
      .number()
      .int("doit être un numéro de port")
      .min(0, "doit être un numéro de port")
      .max(65535, "doit être un numéro de port")
      .default(3000),
  ),
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
      error: "attendu\u00a0: true, false ou le nombre de proxys (1 à 5)",
    })
    .transform((value): number | false => (/^[1-5]$/.test(value) ? Number(value) : ["true", "yes", "on"].includes(value) ? 1 : false))
    .default(false),
  AUTH_RATE_LIMIT_MULTIPLIER: typedNumber("doit être un nombre").pipe(z.number().min(1, "doit valoir au moins 1").default(1)),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  AUTH_SECRET: z.string().min(32, "doit faire au moins 32 caractères").optional(),
  // The keys of the sensitive fields: `id:base64,id:base64`, newest first (or one bare key).
  DATA_ENCRYPTION_KEY: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "doit commencer par smtp:// ou smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Plaines Soleil <no-reply@plaines-soleil.be>"),
  REGISTRATIONS_MAILBOX: z.email({ error: "doit être une adresse e-mail" }).optional(),
  ADMIN_EMAIL: z.email({ error: "doit être une adresse e-mail" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, "doit faire au moins 8 caractères").optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\w+$/, "doit commencer par sk_ ou rk_ (clé secrète du tableau de bord Stripe)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "doit commencer par whsec_ (secret de signature du webhook)")
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: "doit être une URL http:// ou https://, par exemple http://127.0.0.1:12111" })
    .optional(),
  // Urgent text messages (decision 0062): Vonage's SMS API; unset, they leave by e-mail only.
  VONAGE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{4,32}$/, "doit être la clé d'API Vonage (lettres et chiffres, tableau de bord Vonage)")
    .optional(),
  VONAGE_API_SECRET: z.string().min(6, "doit être le secret d'API Vonage").optional(),
  VONAGE_API_BASE: z
    .url({ protocol: /^https?$/, error: "doit être une URL http:// ou https://, par exemple http://127.0.0.1:12112" })
    .optional(),
  SMS_FROM: z
    .string()
    .regex(
      /^([A-Za-z][A-Za-z0-9 ]{1,10}|\d{6,15})$/,
      "doit être le nom de l'expéditeur (11 lettres ou chiffres au plus, commençant par une lettre) ou un numéro sans +",
    )
    .default("Plaines"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "doit être un nom de bucket S3 (minuscules, chiffres, points, tirets)")
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "doit être une URL http:// ou https://, par exemple https://s3.fr-par.scw.cloud" })
    .optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "doit être une URL http:// ou https://" }).optional(),
  WEB_CONCURRENCY: typedWholeNumber("doit être un nombre de processus").pipe(
    z.number().int("doit être un nombre de processus").min(1, "doit valoir au moins 1").max(64, "64 au plus").optional(),
  ),
  // The association's identity and account: they fill its settings once, on a site that has
  // none; the administrators' settings win afterwards (modules/association, decision 0043).
  ASSOCIATION_NAME: z.string().trim().max(120, "120 caractères au maximum").optional(),
  ASSOCIATION_EMAIL: z.email({ error: "doit être une adresse e-mail" }).optional(),
  ASSOCIATION_PHONE: z
    .string()
    .refine((value) => normalizePhone(value) !== null, "doit être un numéro de téléphone (par ex. 02 123 45 67)")
    .transform((value) => normalizePhone(value)!)
    .optional(),
  ASSOCIATION_STREET: z.string().trim().max(200, "200 caractères au maximum").optional(),
  ASSOCIATION_POSTAL_CODE: z
    .string()
    .regex(/^\d{4}$/, "doit être un code postal belge (4 chiffres)")
    .optional(),
  ASSOCIATION_CITY: z.string().trim().max(100, "100 caractères au maximum").optional(),
  ASSOCIATION_SOCIAL_URL: z.url({ protocol: /^https$/, error: "doit être une adresse https://" }).optional(),
  BANK_IBAN: z.string().refine(isValidIban, "n'est pas un IBAN valide (par ex. BE68 5390 0754 7034)").transform(compactIban).optional(),
  BANK_BIC: z
    .string()
    .refine(isValidBic, "n'est pas un BIC valide (8 ou 11 caractères, par ex. GEBABEBB)")
    .transform((value) => value.trim().toUpperCase())
    .optional(),
  BANK_ACCOUNT_NAME: z.string().trim().min(1).max(70, "70 caractères au maximum (la limite des virements européens)").optional(),
  // Tests and demonstrations only: the site's clock starts at this instant and runs on (a journey
  // on a day a plaine runs, whatever the machine's day); the job queue keeps the machine's.
  SITE_CLOCK_START: z.iso
    .datetime({ offset: true, error: "doit être un instant ISO 8601, par exemple 2026-07-06T10:00:00+02:00" })
    .optional(),
  // Tests and demonstrations only: a waiting list's offer lasts seconds instead of the settings' hours.
  WAITLIST_OFFER_SECONDS: typedWholeNumber("doit être un nombre de secondes").pipe(
    z.number().int("doit être un nombre entier de secondes").min(5, "doit valoir au moins 5").max(3600, "3600 au plus").optional(),
  ),
});

type Env = z.infer<typeof envSchema>;

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
  /**
   * The keys that seal sensitive fields (crypto/field-encryption.ts), newest first; unset: the
   * key file of DATA_DIR, created on first start (crypto/data-keys.ts).
   */
  dataKeys?: DataKey[];
  smtpUrl?: string;
  mailFrom: string;
  registrationsMailbox?: string;
  admin?: { email: string; password: string };
  /** Card payments through Stripe Checkout; unset without STRIPE_SECRET_KEY. */
  stripe?: StripeConfig;
  /**
   * No Stripe key but demo content: card payment goes to a simulated checkout page of the site
   * itself, which drives the same state changes as Stripe's webhook. Never with a key.
   */
  simulatedCheckout: boolean;
  /**
   * What the environment says of the association (ASSOCIATION_*, BANK_*): it fills the settings
   * once, on a site that has none, and nothing more (modules/association).
   */
  initialAssociation: InitialAssociation;
  /** Urgent text messages by SMS through Vonage; unset without VONAGE_API_KEY (they leave by e-mail). */
  sms?: SmsConfig;
  /** Images in an S3-compatible bucket; unset: on the local disk, in `<dataDir>/media`. */
  s3?: S3Settings;
  /** Server processes `npm run start:prod` runs on this machine (default: one per core). */
  processes?: number;
  /** Where the built front end lives; absent in API-only tests. */
  webDir?: string;
  /**
   * Tests and demonstrations (WAITLIST_OFFER_SECONDS, refused in production): a waiting list's
   * offer lasts this many seconds instead of the settings page's hours, and the job that ends
   * offers comes every few seconds instead of every minute. Unset everywhere else.
   */
  waitlistOfferSeconds?: number;
  /** Tests and demonstrations (SITE_CLOCK_START, refused in production): the instant the site's clock starts from. */
  siteClockStart?: Date;
}

interface InitialAssociation {
  identity: Partial<Omit<AssociationIdentity, "logoUrl">>;
  bank: { iban: string; bic: string; beneficiary: string } | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Another API server (a local fake in tests): protocol, host and port taken from STRIPE_API_BASE. */
  api?: { protocol: "http" | "https"; host: string; port: number };
}

export interface SmsConfig {
  apiKey: string;
  apiSecret: string;
  /** The sender shown on the phone: a name of 11 characters at most, or a number. */
  from: string;
  /** Another API server (a local fake in tests), from VONAGE_API_BASE; unset: Vonage's own. */
  restHost?: string;
}

export class ConfigError extends Error {}

/** Vonage's key and secret go together; the base address is for a local fake, never for production. */
function smsSettings(env: Env): SmsConfig | undefined {
  if (Boolean(env.VONAGE_API_KEY) !== Boolean(env.VONAGE_API_SECRET)) {
    throw new ConfigError("Configuration invalide\u00a0:\n  VONAGE_API_KEY et VONAGE_API_SECRET vont ensemble");
  }
  if (!env.VONAGE_API_KEY || !env.VONAGE_API_SECRET) return undefined;
  return {
    apiKey: env.VONAGE_API_KEY,
    apiSecret: env.VONAGE_API_SECRET,
    from: env.SMS_FROM,
    ...(env.VONAGE_API_BASE ? { restHost: env.VONAGE_API_BASE.replace(/\/$/, "") } : {}),
  };
}

function s3Settings(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) {
    if (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_PUBLIC_URL) {
      throw new ConfigError("Configuration invalide\u00a0:\n  S3_BUCKET est requis avec les autres variables S3_…");
    }
    return undefined;
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Configuration invalide\u00a0:\n  S3_ACCESS_KEY_ID et S3_SECRET_ACCESS_KEY vont ensemble");
  }
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** The ASSOCIATION_* and BANK_* variables given; an account needs its IBAN, its BIC and a holder's name. */
function initialAssociation(env: Env): InitialAssociation {
  const given = <T>(entries: [string, T | undefined][]) =>
    Object.fromEntries(entries.filter((entry): entry is [string, T] => entry[1] !== undefined && entry[1] !== ""));
  const identity = given([
    ["name", env.ASSOCIATION_NAME],
    ["email", env.ASSOCIATION_EMAIL?.toLowerCase()],
    ["phone", env.ASSOCIATION_PHONE],
    ["street", env.ASSOCIATION_STREET],
    ["postalCode", env.ASSOCIATION_POSTAL_CODE],
    ["city", env.ASSOCIATION_CITY],
    ["socialUrl", env.ASSOCIATION_SOCIAL_URL],
  ]) as InitialAssociation["identity"];
  if (!env.BANK_IBAN) {
    if (env.BANK_BIC || env.BANK_ACCOUNT_NAME)
      throw new ConfigError("Configuration invalide\u00a0:\n  BANK_IBAN est requis avec BANK_BIC et BANK_ACCOUNT_NAME");
    return { identity, bank: null };
  }
  const beneficiary = env.BANK_ACCOUNT_NAME ?? env.ASSOCIATION_NAME;
  if (!env.BANK_BIC || !beneficiary) {
    throw new ConfigError(
      "Configuration invalide\u00a0:\n  BANK_IBAN demande BANK_BIC et BANK_ACCOUNT_NAME (ou ASSOCIATION_NAME)\u00a0: le compte et son titulaire",
    );
  }
  return { identity, bank: { iban: env.BANK_IBAN, bic: env.BANK_BIC, beneficiary: beneficiary.slice(0, 70) } };
}

function stripeApi(base: string | undefined): StripeConfig["api"] {
  if (!base) return undefined;
  const url = new URL(base);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === "http" ? 80 : 443 };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as a shell `FOO= npm start` means.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Configuration invalide\u00a0:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError("Configuration invalide\u00a0:\n  ADMIN_EMAIL et ADMIN_PASSWORD vont ensemble");
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
    // Several processes on one database must sign sessions with the same secret.
    throw new ConfigError("Configuration invalide\u00a0:\n  AUTH_SECRET est requis en production avec DATABASE_URL");
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.DATA_ENCRYPTION_KEY) {
    // A key file beside one process would not reach the others, and a lost file loses the medical files.
    throw new ConfigError(
      "Configuration invalide\u00a0:\n  DATA_ENCRYPTION_KEY est requis en production avec DATABASE_URL (32 octets en base64\u00a0: openssl rand -base64 32)",
    );
  }
  let dataKeys: DataKey[] | undefined;
  try {
    dataKeys = env.DATA_ENCRYPTION_KEY ? parseDataKeys(env.DATA_ENCRYPTION_KEY) : undefined;
  } catch (error) {
    if (!(error instanceof FieldEncryptionError)) throw error;
    throw new ConfigError(`Configuration invalide\u00a0:\n  DATA_ENCRYPTION_KEY: ${error.message}`);
  }
  if (env.NODE_ENV === "production" && env.WAITLIST_OFFER_SECONDS) {
    // Offers of a few seconds would leave real families no time to answer.
    throw new ConfigError("Configuration invalide\u00a0:\n  WAITLIST_OFFER_SECONDS est réservé aux tests et aux démonstrations");
  }
  if (env.NODE_ENV === "production" && env.SITE_CLOCK_START) {
    throw new ConfigError("Configuration invalide\u00a0:\n  SITE_CLOCK_START est réservé aux tests et aux démonstrations");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    // Without it no webhook can be trusted, and payments would be confirmed late or not at all.
    throw new ConfigError("Configuration invalide\u00a0:\n  STRIPE_WEBHOOK_SECRET est requis avec STRIPE_SECRET_KEY");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const demoData = env.DEMO_DATA ?? !env.DATABASE_URL;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    webDir: env.WEB_DIR ? path.resolve(env.WEB_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    demoData,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    rateLimitMultiplier: env.AUTH_RATE_LIMIT_MULTIPLIER,
    authSecret: env.AUTH_SECRET,
    dataKeys,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    registrationsMailbox: env.REGISTRATIONS_MAILBOX,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api: stripeApi(env.STRIPE_API_BASE) }
        : undefined,
    simulatedCheckout: !env.STRIPE_SECRET_KEY && demoData,
    initialAssociation: initialAssociation(env),
    sms: smsSettings(env),
    s3: s3Settings(env),
    processes: env.WEB_CONCURRENCY,
    waitlistOfferSeconds: env.WAITLIST_OFFER_SECONDS,
    siteClockStart: env.SITE_CLOCK_START ? new Date(env.SITE_CLOCK_START) : undefined,
  };
}
