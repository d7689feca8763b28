import type { FastifyPluginCallback } from "fastify";
import type Stripe from "stripe";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { FieldCipher } from "./crypto/field-encryption.ts";
import type { Database, Db } from "./db/client.ts";
import type { PublicAnswerCache } from "./http/public-cache.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { SmsSender } from "./sms/sender.ts";
import type { SmsWorker } from "./sms/worker.ts";
import type { MailTransport } from "./mail/transport.ts";
import type { MailWorker } from "./mail/worker.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { MediaStore } from "./media/media-store.ts";
import type { DocumentStore } from "./documents/document-store.ts";
import type { CheckoutGateway } from "./payment-providers/checkout-gateway.ts";
import type { PaymentProviders } from "./payment-providers/provider.ts";

/** What the site takes the time to be: the system's clock, or one a test moves (`now()`: epoch ms). */
export interface AppClock {
  now(): number;
}

export const systemClock: AppClock = { now: () => Date.now() };

/** The clock's instant as a Date. */
export const nowOf = (clock: AppClock): Date => new Date(clock.now());

/** What every module's routes receive: built once at start, no globals. */
export interface AppContext {
  config: Config;
  /** Decides whether a plaine's registrations are open (never the visitor's clock). */
  clock: AppClock;
  database: Database;
  db: Db;
  /** Seals and opens the sensitive fields (the children's medical files). */
  cipher: FieldCipher;
  /** Where uploaded images are stored (DATA_DIR/media or an S3 bucket), served under /media. */
  media: MediaStore;
  /** The private documents (a year's certificates ZIP): sealed, read only through routes that check who asks. */
  documents: DocumentStore;
  /** Short-lived public answers; a service that changes places clears it once committed (modules/after-commit.ts). */
  publicCache: PublicAnswerCache;
  auth: Auth;
  mailer: Mailer;
  mailWorker: MailWorker;
  mailTransportKind: MailTransport["kind"];
  /** Urgent texts' SMS (decision 0062): whether a provider is configured, and the request to deliver. */
  sms: SmsSender;
  /** Delivers the queued SMS through the provider; null without VONAGE_API_KEY. */
  smsWorker: SmsWorker | null;
  /** All background work (background-jobs.ts). */
  jobs: JobQueue;
  /** The ways of paying this site offers, built once for every route that needs them. */
  paymentProviders: PaymentProviders;
  /** Card payments: Stripe Checkout, the simulated checkout of demo sites, or null (card not offered). */
  checkoutGateway: CheckoutGateway | null;
  /** The Stripe client, for the webhook's signature; null without STRIPE_SECRET_KEY. */
  stripe: Stripe | null;
}

/** What every route plugin is registered with: `app.register(childrenRoutes, { context })`. */
export interface RouteOptions {
  context: AppContext;
}

/** Every route module is a Fastify plugin, registered with the context. */
export type RoutePlugin = FastifyPluginCallback<RouteOptions>;
