/**
 * What the outboxes' workers share (the e-mail's, mail/worker.ts; the urgent texts' SMS,
 * sms/worker.ts; decision 0037): a send that always ends, a lease renewed while it goes on, the
 * delay before the next attempt, and the run that claims, sends and marks (LeasedSendWorker).
 */

/** A send that has not ended in time: it may still be going on. */
class SendTimeoutError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SendTimeoutError";
  }
}

/** The send's answer, or a SendTimeoutError with `message` once `ms` have passed. */
export async function withinDeadline<T>(send: () => Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(message)), ms);
  });
  try {
    return await Promise.race([send(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps a claim while its send goes on: `renew` starts the lease again every third of it. Not
 * background work (that is the queue's): a timer that lives only for one send of a job, the way
 * pg-boss renews the job's own heartbeat, and stops with it. Answers the function that stops it.
 */
export function keepLease(leaseMs: number, renew: () => Promise<unknown>, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => {
    renew().catch(onError);
  }, leaseMs / 3);
  return () => clearInterval(timer);
}

const MAX_DELAY_MS = 60 * 60 * 1000;

/**
 * The wait before attempt `attempts + 1`: `baseMs` doubling each attempt, an hour at most; after a
 * send that timed out (it may still be going on), at least as long as that send was given.
 */
export function retryDelayMs(baseMs: number, attempts: number, error: unknown, sendTimeoutMs: number): number {
  const backoffMs = Math.min(baseMs * 2 ** (attempts - 1), MAX_DELAY_MS);
  return error instanceof SendTimeoutError ? Math.max(backoffMs, sendTimeoutMs) : backoffMs;
}

/**
 * The run of an outbox's worker: the items due, claimed one at a time (at most `maxPerRun` a run,
 * so a long list leaves room for the other jobs), each kept under its lease while its send goes
 * on, then marked sent or its failure recorded. What the claim, the send and the marks write is the
 * outbox's own (its table, its columns, what it forgets).
 */
export abstract class LeasedSendWorker<Claimed, Receipt> {
  private running?: Promise<number>;
  private readonly maxPerRun: number;

  protected constructor(maxPerRun: number) {
    this.maxPerRun = maxPerRun;
  }

  /** Sends what is due now; concurrent calls in this process share one run. Resolves to the number sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.runOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  /** The next item due, its lease taken and its attempt counted; undefined when none is due. */
  protected abstract claim(): Promise<Claimed | undefined>;
  /** The send itself, ended by its deadline (withinDeadline). */
  protected abstract send(item: Claimed): Promise<Receipt>;
  /** Renews the claim's lease while its send goes on (keepLease); answers the function that stops it. */
  protected abstract keepClaim(item: Claimed): () => void;
  /** Marks the item sent, only if this claim is still its last. */
  protected abstract markSent(item: Claimed, receipt: Receipt): Promise<void>;
  /** Gives the item up, or sets its next attempt. */
  protected abstract recordFailure(item: Claimed, error: unknown): Promise<void>;

  private async runOnce(): Promise<number> {
    let sent = 0;
    for (let handled = 0; handled < this.maxPerRun; handled += 1) {
      const item = await this.claim();
      if (!item) break;
      if (await this.deliver(item)) sent += 1;
    }
    return sent;
  }

  private async deliver(item: Claimed): Promise<boolean> {
    const release = this.keepClaim(item);
    let receipt: Receipt;
    try {
      receipt = await this.send(item);
    } catch (error) {
      release();
      await this.recordFailure(item, error);
      return false;
    }
    release();
    await this.markSent(item, receipt);
    return true;
  }
}
