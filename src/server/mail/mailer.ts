import type { Db } from "../db/client.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";
import type { MailWorker } from "./worker.ts";

/** What features use to send mail: queue in the outbox (inside their transaction), then wake the worker. */
export class Mailer {
  private readonly db: Db;
  private readonly worker: MailWorker;

  constructor(db: Db, worker: MailWorker) {
    this.db = db;
    this.worker = worker;
  }

  /**
   * Queues a message; with `tx`, as part of that transaction. Returns false when the same
   * `dedupeKey` was queued before. A message queued in a transaction that is still open is
   * picked up by the next poll; outside one, it leaves at once.
   */
  async queue(mail: OutgoingMail, tx: Db = this.db): Promise<boolean> {
    const queued = await enqueueMail(tx, mail);
    if (queued && tx === this.db) this.deliverSoon();
    return queued;
  }

  deliverSoon(): void {
    setImmediate(() => void this.worker.wake());
  }
}
