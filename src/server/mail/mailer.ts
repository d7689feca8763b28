import type { Db } from "../db/client.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";

/** What features use to send mail: queue in the outbox (inside their transaction), then ask for delivery. */
export class Mailer {
  private readonly db: Db;
  private readonly requestDelivery: () => void;

  /** `requestDelivery` sends the outbox's delivery job (background-jobs.ts). */
  constructor(db: Db, requestDelivery: () => void) {
    this.db = db;
    this.requestDelivery = requestDelivery;
  }

  /**
   * Queues a message; with `tx`, as part of that transaction. Returns false when the same
   * `dedupeKey` was queued before. A message queued in a transaction that is still open leaves
   * when its service calls afterCommit() (or at the delivery job's next minute); outside one, at once.
   */
  async queue(mail: OutgoingMail, tx: Db = this.db): Promise<boolean> {
    const queued = await enqueueMail(tx, mail);
    if (queued && tx === this.db) this.deliverSoon();
    return queued;
  }

  deliverSoon(): void {
    this.requestDelivery();
  }
}
