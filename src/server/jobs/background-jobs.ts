/**
 * Every job of the site, in one list: what it does, when it comes back on its own, how it is
 * retried. A new kind of background work is one more definition here, never a timer of its own.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { MailWorker } from "../mail/worker.ts";
import { sweepOrphanImages } from "../media/images.ts";
import type { MediaStore } from "../media/media-store.ts";
import { cancelOverdueTransfers, type DeadlineDeps, sendPaymentReminders } from "../modules/bank-statements/deadlines.ts";
import type { CheckoutSweeper } from "../modules/checkout/sweeper.ts";
import { type RetentionDeps, retentionJobs } from "../modules/privacy/retention.ts";
import { RETENTION_JOB_LABELS } from "../../domain/privacy.ts";
import { runWaitlistOffers } from "../modules/waitlist/offer-expiry.ts";
import type { WaitlistDeps } from "../modules/waitlist/service.ts";
import type { JobDefinition } from "./job-queue.ts";
import { RUN_EXPIRY_SECONDS, runCertificateYear } from "../modules/certificates/index.ts";
import type { CertificateDeps } from "../modules/certificates/index.ts";

/**
 * A job's first retry comes 10 to 20 s after its attempt failed, the next ones twice as late each
 * time. The same delay follows a process killed in the middle of a job (its missed heartbeats fail
 * the attempt): the work is taken up again within a minute (decision 0037).
 */
const RETRY_DELAY_SECONDS = 10;

/** A year's certificates are tried three times in all (a killed process's attempt counts). */
const CERTIFICATE_RUN_RETRIES = 2;

/** How often the waiting list's job comes when offers last seconds (WAITLIST_OFFER_SECONDS). */
const WAITLIST_QUICK_CHECK_SECONDS = 2;

/** The queue names other modules send jobs to. */
export const JOB_NAMES = {
  mail: "mail-outbox",
  checkoutHolds: "checkout-holds",
  imageSweep: "image-sweep",
  transferReminders: "bank-transfer-reminders",
  transferDeadlines: "bank-transfer-deadlines",
  waitlistOffers: "waitlist-offers",
  certificateRuns: "certificate-runs",
} as const;

export interface BackgroundJobDeps {
  db: Db;
  media: MediaStore;
  mailWorker: Pick<MailWorker, "deliverDue">;
  checkoutSweeper: Pick<CheckoutSweeper, "sweep">;
  /** What the retention rules need (modules/privacy/retention.ts). */
  retention: RetentionDeps;
  /** What the bank-transfer reminders and deadlines need (modules/bank-statements/deadlines.ts). */
  bankTransfers: DeadlineDeps;
  /** What the waiting list's offers need (modules/waitlist/offer-expiry.ts). */
  waitlist: WaitlistDeps;
  /** What a year's certificates need (modules/certificates/runs.ts). */
  certificates: CertificateDeps;
  log: Pick<FastifyBaseLogger, "warn" | "info">;
}

export function backgroundJobs({
  db,
  media,
  mailWorker,
  checkoutSweeper,
  retention,
  bankTransfers,
  waitlist,
  certificates,
  log,
}: BackgroundJobDeps): JobDefinition[] {
  return [
    {
      // Sent after every commit that queued a message, and every minute for the retries that came
      // due. Each message keeps its own attempts and backoff in the outbox; this job fails only
      // when the outbox cannot be read.
      name: JOB_NAMES.mail,
      label: "Envoi des e-mails",
      cron: "* * * * *",
      policy: "stately",
      retryLimit: 5,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 15 * 60,
      run: () => mailWorker.deliverDue(),
    },
    {
      name: JOB_NAMES.checkoutHolds,
      label: "Fin des réservations de paiement par carte",
      cron: "* * * * *",
      policy: "stately",
      retryLimit: 3,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 10 * 60,
      run: () => checkoutSweeper.sweep(),
    },
    {
      name: JOB_NAMES.waitlistOffers,
      label: "Offres de la liste d'attente",
      cron: "* * * * *",
      // Offers of a few seconds (tests and demonstrations) end within seconds of their time too.
      ...(waitlist.config.waitlistOfferSeconds ? { againAfterSeconds: WAITLIST_QUICK_CHECK_SECONDS } : {}),
      policy: "stately",
      retryLimit: 3,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 10 * 60,
      run: async () => {
        const result = await runWaitlistOffers(waitlist);
        if (result.expired + result.offered > 0) log.info(result, "waiting list offers");
      },
    },
    {
      name: JOB_NAMES.imageSweep,
      label: "Nettoyage des images jamais utilisées",
      cron: "17 * * * *",
      policy: "stately",
      retryLimit: 5,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 30 * 60,
      run: async () => {
        const removed = await sweepOrphanImages(db, media, log);
        if (removed > 0) log.info({ removed }, "unused images removed");
      },
    },
    // Unpaid bank transfers: the deadline passes at midnight, the reminders leave in the morning.
    // Each change is conditional and each e-mail once-only: a retry or a second process changes nothing.
    {
      name: JOB_NAMES.transferDeadlines,
      label: "Annulation des virements non reçus à l'échéance",
      cron: "5 0 * * *",
      policy: "stately",
      retryLimit: 5,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 30 * 60,
      run: async () => {
        const cancelled = await cancelOverdueTransfers(bankTransfers, new Date());
        if (cancelled > 0) log.info({ cancelled }, "unpaid transfers cancelled at their deadline");
      },
    },
    {
      name: JOB_NAMES.transferReminders,
      label: "Rappels des virements attendus",
      cron: "0 9 * * *",
      policy: "stately",
      retryLimit: 5,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 30 * 60,
      run: async () => {
        const sent = await sendPaymentReminders(bankTransfers, new Date());
        if (sent > 0) log.info({ sent }, "payment reminders queued");
      },
    },
    {
      // Sent by an administrator for an income year (the settings' certificates). A later attempt
      // takes over the run of one that died; a run that fails on its last attempt says so on the
      // page instead of waiting forever.
      name: JOB_NAMES.certificateRuns,
      label: "Génération des attestations fiscales",
      retryLimit: CERTIFICATE_RUN_RETRIES,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: RUN_EXPIRY_SECONDS,
      run: async (job) => {
        const { runId } = job.data as { runId: string };
        await runCertificateYear(certificates, runId, { retry: job.retryCount > 0, last: job.retryCount >= CERTIFICATE_RUN_RETRIES });
      },
    },
    // The GDPR retention rules, at night; each records what it purged (settings page).
    ...retentionJobs.map((job): JobDefinition => ({
      name: job.name,
      label: `Conservation : ${RETENTION_JOB_LABELS[job.name].toLowerCase()}`,
      cron: job.cron,
      policy: "stately",
      retryLimit: 5,
      retryDelaySeconds: RETRY_DELAY_SECONDS,
      expireInSeconds: 30 * 60,
      run: async () => {
        const purged = await job.run(retention, new Date());
        if (purged > 0) log.info({ job: job.name, purged }, "retention rule applied");
      },
    })),
  ];
}
