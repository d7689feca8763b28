import type { PublicAnswerCache } from "../http/public-cache.ts";
import type { Mailer } from "../mail/mailer.ts";

/** What a service needs to finish a change once its transaction is committed. */
export interface AfterCommitDeps {
  mailer: Pick<Mailer, "deliverSoon">;
  publicCache: Pick<PublicAnswerCache, "clear">;
}

/**
 * The one place a change that moved places (a registration, a cancellation, a status change, a
 * card payment settled, refunded or released) ends, called by its service once the transaction is
 * committed, never inside it: the e-mails the transaction queued leave now (the outbox's job is
 * sent) instead of at the job's next minute, and the public answers, which show the remaining
 * places, are computed again for the next visitor instead of after the few seconds of the cache —
 * on this process and, through one notification, on every other. Clearing them also clears the
 * server-rendered public pages (modules/pages/page-cache.ts listens to this clear), so a plaine
 * or an article changed by an administrator shows at once.
 */
export function afterCommit({ mailer, publicCache }: AfterCommitDeps): void {
  mailer.deliverSoon();
  publicCache.clear();
}
