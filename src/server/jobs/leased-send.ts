/**
 * What the outboxes' workers share (the e-mail's, mail/worker.ts; the urgent texts' SMS,
 * sms/worker.ts; decision 0037): a send that always ends, a lease renewed while it goes on, and the
 * delay before the next attempt.
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
