import path from "node:path";
import compress from "@fastify/compress";
import etag from "@fastify/etag";
import Fastify, { type FastifyInstance } from "fastify";
import type { Clock } from "pg-boss";
import { createAuth, resolveAuthSecret } from "./auth/auth.ts";
import { ensureAdmin } from "./auth/bootstrap-admin.ts";
import { area } from "./auth/areas.ts";
import { authHandlerRoutes } from "./auth/routes.ts";
import { ADMIN_BASE_PATH } from "../domain/contracts/admin.ts";
import type { Config } from "./config.ts";
import { type AppClock, type AppContext, systemClock } from "./context.ts";
import { resolveFieldCipher } from "./crypto/data-keys.ts";
import type { Database, Db } from "./db/client.ts";
import { createChangeSignal } from "./db/change-signal.ts";
import { backgroundJobs } from "./background-jobs.ts";
import { JobQueue } from "./jobs/job-queue.ts";
import { mailJob } from "./mail/jobs.ts";
import { diskDocuments } from "./documents/disk-documents.ts";
import { documentStore, type DocumentStore } from "./documents/document-store.ts";
import { s3Documents } from "./documents/s3-documents.ts";
import { diskMediaStore } from "./media/disk-store.ts";
import { s3MediaStore } from "./media/s3-store.ts";
import { createPaymentProviders } from "./payment-providers/providers.ts";
import { clientErrorHandler, withBareSecurityHeaders } from "./http/client-errors.ts";
import { errorHandler } from "./http/errors.ts";
import { loggerOptions, type LogDestination } from "./http/logging.ts";
import { PublicAnswerCache } from "./http/public-cache.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { recordRoutes } from "./http/route-list.ts";
import { guardRequestInput } from "./http/request-input.ts";
import { requireSameOrigin } from "./http/same-origin.ts";
import { registerStaticFiles } from "./http/static.ts";
import { Mailer } from "./mail/mailer.ts";
import { createTransport, type MailTransport } from "./mail/transport.ts";
import { MailWorker, type MailWorkerOptions } from "./mail/worker.ts";
import { smsJob } from "./sms/jobs.ts";
import { vonageProvider } from "./sms/provider.ts";
import { SmsSender } from "./sms/sender.ts";
import { SmsWorker, type SmsWorkerOptions } from "./sms/worker.ts";
import { accountRoutes } from "./modules/account/routes.ts";
import { associationRoutes, fillAssociationOnce, loadAssociation, loadPublicAssociation } from "./modules/association/index.ts";
import { activityRoutes } from "./modules/activities/routes.ts";
import { adminRoutes } from "./modules/admin/index.ts";
import { childrenRoutes } from "./modules/children/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { legalRoutes } from "./modules/legal/routes.ts";
import { newsRoutes } from "./modules/news/routes.ts";
import { loadPublicPages } from "./modules/pages/public-pages.ts";
import { searchEngineRoutes } from "./modules/pages/search-engines.ts";
import { privacyRoutes } from "./modules/privacy/routes.ts";
import { profileRoutes } from "./modules/profile/routes.ts";
import { waitlistRoutes } from "./modules/waitlist/index.ts";
import { certificateRoutes } from "./modules/certificates/index.ts";
import { registrationRoutes, tariffProofRoutes } from "./modules/registrations/index.ts";
import { todoRoutes } from "./modules/todo/index.ts";
import { emailInsteadOfText, messageRoutes } from "./modules/messages/index.ts";
import {
  ownQualificationRoutes,
  ownQualificationUploadRoutes,
  staffInvitationRoutes,
  teamMessageAttachmentRoutes,
  teamMessageRoutes,
  teamRoutes,
} from "./modules/staff/index.ts";
import { cardProvider, checkoutRoutes, CheckoutSweeper, stripeWebhookRoutes, WEBHOOK_PATH } from "./modules/checkout/index.ts";
import { simulatedGateway } from "./payment-providers/simulated-gateway.ts";
import { createStripeClient, stripeGateway } from "./payment-providers/stripe-gateway.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  /**
   * Run background jobs in this process: the outbox, the card holds, the image sweep (the server
   * does; tests drive that work themselves, and may still send jobs).
   */
  runJobs?: boolean;
  /** A clock the tests move for the job queue (pg-boss's TestClock). */
  jobClock?: Clock;
  /** The time the site takes it is (the opening of registrations); the system's unless a test moves it. */
  clock?: AppClock;
  mailWorker?: Partial<MailWorkerOptions>;
  smsWorker?: SmsWorkerOptions;
  /** Replaces SMTP/log delivery (tests that count deliveries). */
  mailTransport?: MailTransport;
  /** Where the log goes instead of standard output (tests that read it). */
  logStream?: LogDestination;
  /** Create or promote ADMIN_EMAIL (default); under start:prod, the primary process alone does. */
  ensureAdministrator?: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    context: AppContext;
    checkoutSweeper: CheckoutSweeper;
  }
}

/** Builds the whole HTTP application from a configuration and an open database; starts nothing else. */
export async function buildApp({
  config,
  database,
  runJobs = false,
  jobClock,
  clock = systemClock,
  mailWorker,
  smsWorker,
  mailTransport,
  logStream,
  ensureAdministrator = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    // The address the last `trustProxy` hops saw, never the first X-Forwarded-For entry (`true`
    // would believe it, and the client writes it). Fastify's own hop count ignores the header.
    ...(config.trustProxy === false ? {} : { trustProxy: trustHops(config.trustProxy) }),
    bodyLimit: 1024 * 1024,
    // A path Fastify cannot decode or too long a parameter: our error shape, in French.
    // It leaves before the security hooks run: it carries their headers itself.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, withBareSecurityHeaders(reply)),
    clientErrorHandler,
  });

  const { context, transport, worker, changes } = await openContext(app, {
    config,
    database,
    clock,
    jobClock,
    mailTransport,
    mailWorker,
    smsWorker,
  });
  const { auth, jobs, mailer } = context;
  app.decorate("context", context);
  const sweeper = new CheckoutSweeper({
    db: database.db,
    config,
    mailer,
    publicCache: context.publicCache,
    gateway: context.checkoutGateway,
    log: app.log,
  });
  app.decorate("checkoutSweeper", sweeper);
  recordRoutes(app);

  if (config.admin && ensureAdministrator) {
    const outcome = await ensureAdmin(auth, database.db, config.admin);
    app.log.info({ email: config.admin.email }, `administrator ${outcome}`);
  }

  await registerHttpGuards(app, config);

  await registerModules(app, context);

  await startBackgroundJobs(context, { mailWorker: worker, checkoutSweeper: sweeper, log: app.log }, runJobs);
  app.addHook("onClose", async () => {
    // Requests in flight are over: running jobs finish, then nothing more is sent or heard.
    await jobs.stop();
    await changes.close();
    transport.close();
  });
  return app;
}

/**
 * What every route reads (the application's context) and what the process holds open besides: the
 * mail transport and worker, the job queue, the change signal between processes.
 */
async function openContext(
  app: FastifyInstance,
  {
    config,
    database,
    clock,
    jobClock,
    mailTransport,
    mailWorker,
    smsWorker,
  }: Required<Pick<AppOptions, "config" | "database" | "clock">> &
    Pick<AppOptions, "jobClock" | "mailTransport" | "mailWorker" | "smsWorker">,
) {
  const cipher = await resolveFieldCipher(config, app.log);
  const { media, documents } = await fileStores(config, cipher);
  const { transport, worker, jobs, mailer } = mailAndJobs(config, database, app.log, { documents, mailTransport, mailWorker, jobClock });
  const texts = smsAndWorker(config, database, jobs, mailer, app.log, smsWorker);
  // A new site's association settings, filled once from the environment (modules/association).
  const filled = await fillAssociationOnce(database.db, config);
  if (filled) app.log.info("association settings filled from the environment");
  const auth = createAuth(
    config,
    database.db,
    await resolveAuthSecret(config),
    { mailer, sender: () => loadPublicAssociation(database.db) },
    app.log,
  );
  const { stripe, checkoutGateway, paymentProviders } = waysOfPaying(config, database, mailer, app.log);
  const publicCache = new PublicAnswerCache();
  // A change committed here clears the other processes' public answers and pages too.
  const changes = await createChangeSignal(database.engine, app.log);
  publicCache.announceChangesWith(() => changes.announce());
  changes.onChange(() => publicCache.forget());
  const context: AppContext = {
    config,
    clock,
    database,
    media,
    documents,
    db: database.db,
    cipher,
    publicCache,
    auth,
    mailer,
    mailWorker: worker,
    mailTransportKind: transport.kind,
    sms: texts.sender,
    smsWorker: texts.worker,
    jobs,
    checkoutGateway,
    paymentProviders,
    stripe,
  };
  return { context, transport, worker, changes };
}

/** Trusts the socket's peer and the proxies behind it, up to `hops` in all (proxy-addr's hop index starts at the socket). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The error handler in French, the security headers, compression, ETags, the origin check and the input gate, around every route. */
async function registerHttpGuards(app: FastifyInstance, config: Config): Promise<void> {
  app.setErrorHandler(errorHandler);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith("https://") });
  await app.register(compress, { threshold: 1024 });
  await app.register(etag);
  // Stripe's webhook is no browser: its signature authenticates it.
  requireSameOrigin(app, config.publicUrl, [WEBHOOK_PATH]);
  guardRequestInput(app);
}

/** Every module's routes in its area, then the pages and the static files. */
async function registerModules(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config, media } = context;
  // Each module is a plugin; an area's hook guards its plugins, and only them (auth/areas.ts).
  // Public: the account endpoints (each decides what a session allows), the plaines, the news,
  // the legal pages' facts and the association's identity (cached), Stripe's webhook (its
  // signature is its credential).
  await app.register(authHandlerRoutes, { context });
  await app.register(activityRoutes, { context });
  await app.register(newsRoutes, { context });
  await app.register(legalRoutes, { context });
  await app.register(associationRoutes, { context });
  await app.register(stripeWebhookRoutes, { context });
  await app.register(area("anyone", [accountRoutes, healthRoutes]), { context });
  await app.register(
    area("signed-in", [
      profileRoutes,
      childrenRoutes,
      registrationRoutes,
      tariffProofRoutes,
      checkoutRoutes,
      privacyRoutes,
      waitlistRoutes,
      certificateRoutes,
      todoRoutes,
      messageRoutes,
      staffInvitationRoutes,
      // 'Mes qualifications' read: the team, and a former member while their qualifications are kept (decision 0065).
      ownQualificationRoutes,
    ]),
    { context },
  );
  // The team of the plaines (decision 0063): a role on a plaine, read on every request.
  await app.register(area("staff", [teamRoutes, teamMessageRoutes, teamMessageAttachmentRoutes, ownQualificationUploadRoutes]), {
    context,
  });
  await app.register(adminRoutes, { prefix: ADMIN_BASE_PATH, context });

  await app.register(searchEngineRoutes, { context });
  const pages = config.webDir ? await loadPublicPages(context, config.webDir, app) : null;
  await registerStaticFiles(app, { webDir: config.webDir, media, pages });
}

/** The background jobs of every module on the one queue; this process works on them when `work` says so. */
async function startBackgroundJobs(
  context: AppContext,
  workers: { mailWorker: MailWorker; checkoutSweeper: CheckoutSweeper; log: FastifyInstance["log"] },
  work: boolean,
): Promise<void> {
  const { db, cipher, mailer, config, documents, media, jobs, publicCache, checkoutGateway } = context;
  await jobs.start(
    backgroundJobs({
      db,
      media,
      gateway: checkoutGateway,
      ...workers,
      retention: { db, cipher, mailer, config, documents },
      bankTransfers: { db, config, mailer },
      waitlist: { db, config, mailer, publicCache },
      certificates: { db, cipher, documents, media },
      tariffProofs: { db, documents },
      qualifications: { db, config, mailer, documents },
      messages: { db, config, mailer, sms: context.sms },
      smsWorker: context.smsWorker,
    }),
    { work },
  );
}

/** The job queue, the mail's transport and the worker that delivers the outbox, and the mailer that asks it to. */
function mailAndJobs(
  config: Config,
  database: Database,
  log: FastifyInstance["log"],
  options: Pick<AppOptions, "mailTransport" | "mailWorker" | "jobClock"> & { documents: DocumentStore },
) {
  const transport = options.mailTransport ?? createTransport(config.smtpUrl, log);
  // Every message leaves from MAIL_FROM's address, under the association's name as its settings give it,
  // and the messages to families at the rate its settings set (decision 0061).
  const senderName = async () => (await loadAssociation(database.db)).identity.name;
  const familyMessagesPerMinute = async () => (await loadAssociation(database.db)).identity.messagesPerMinute;
  const worker = new MailWorker(database.db, transport, log, {
    from: config.mailFrom,
    senderName,
    familyMessagesPerMinute,
    // A message's files kept in the private documents (its attachments) are read when it leaves.
    readDocument: (key) => options.documents.readAll(key),
    ...options.mailWorker,
  });
  const jobs = new JobQueue(database.engine, {
    clock: options.jobClock,
    onError: (error) => log.error({ err: error }, "job queue error"),
    onWarning: (warning) => log.warn({ warning: warning.message }, "job queue warning"),
  });
  const mailer = new Mailer(database.db, () => {
    jobs.send(mailJob, null).catch((error: unknown) => log.warn({ err: error }, "mail delivery not requested"));
  });
  return { transport, worker, jobs, mailer };
}

/** The SMS provider of urgent texts (Vonage, decision 0062) and its worker; without credentials, none: they leave by e-mail. */
function smsAndWorker(
  config: Config,
  database: Database,
  jobs: JobQueue,
  mailer: Mailer,
  log: FastifyInstance["log"],
  options?: SmsWorkerOptions,
) {
  // A text given up reaches the family by e-mail instead (modules/messages).
  const givenUp = {
    emailInstead: (tx: Db, recipientId: string) => emailInsteadOfText(tx, recipientId, config.publicUrl),
    deliverSoon: () => mailer.deliverSoon(),
  };
  const worker = config.sms ? new SmsWorker(database.db, vonageProvider(config.sms), givenUp, log, options) : null;
  const sender = new SmsSender(worker !== null, () => {
    jobs.send(smsJob, null).catch((error: unknown) => log.warn({ err: error }, "sms delivery not requested"));
  });
  return { sender, worker };
}

/** The public images' store, and the private documents beside it: the same bucket (under private/) or DATA_DIR/documents. */
async function fileStores(config: Config, cipher: AppContext["cipher"]) {
  const media = config.s3 ? s3MediaStore(config.s3) : await diskMediaStore(path.join(config.dataDir, "media"));
  const documents = documentStore(config.s3 ? s3Documents(config.s3) : await diskDocuments(path.join(config.dataDir, "documents")), cipher);
  return { media, documents };
}

/** The card's gateway (Stripe, or the simulated checkout of the demo) and the ways of paying it offers with the bank transfer. */
function waysOfPaying(config: Config, database: Database, mailer: Mailer, log: FastifyInstance["log"]) {
  // Tests make no network retries: a refusal of the fake Stripe shows at once.
  const stripe = config.stripe ? createStripeClient(config.stripe, { retries: config.env === "test" ? 0 : 2 }) : null;
  const checkoutGateway = stripe ? stripeGateway(stripe) : config.simulatedCheckout ? simulatedGateway(database.db) : null;
  const paymentProviders = createPaymentProviders(
    checkoutGateway ? cardProvider({ db: database.db, config, mailer, gateway: checkoutGateway, log }) : null,
  );
  return { stripe, checkoutGateway, paymentProviders };
}
