import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";

/**
 * A few seconds of memory for the public answers (plaine and news lists, one plaine, one
 * article), already serialised. Every visitor of the home page asks the same questions; the
 * embedded database answers one query at a time, so without this the site would be bound by it.
 * Concurrent misses share one query. A change committed in this process clears it at once and is
 * announced to the other processes (db/change-signal.ts), which forget theirs; were a
 * notification lost, TTL_MS still bounds how long a process shows the old answer. No rule depends
 * on it (registration checks places in a database transaction).
 */
export const TTL_MS = 5_000;

export interface SerialisedAnswer {
  json: string;
  etag: string;
}

export class PublicAnswerCache {
  private readonly answers = new LRUCache<string, Promise<SerialisedAnswer>>({ max: 1000, ttl: TTL_MS });
  private readonly clearListeners: (() => void)[] = [];
  private announce: () => void = () => undefined;

  /** How a change made here reaches the other processes of the site. */
  announceChangesWith(announce: () => void): void {
    this.announce = announce;
  }

  /** The JSON text of `produce()` and its ETag, computed at most once per key every few seconds. */
  remember(key: string, produce: () => Promise<unknown>): Promise<SerialisedAnswer> {
    const cached = this.answers.get(key);
    if (cached) return cached;
    const pending = produce().then((value) => {
      const json = JSON.stringify(value);
      return { json, etag: `"${createHash("sha1").update(json).digest("base64url")}"` };
    });
    this.answers.set(key, pending);
    // Errors (404, database down) are never remembered.
    pending.catch(() => this.answers.delete(key));
    return pending;
  }

  /** A change was committed here: forgets every answer, and tells the other processes to. */
  clear(): void {
    this.forget();
    this.announce();
  }

  /** Forgets every answer, and whatever was built from them (the rendered pages, see onClear). */
  forget(): void {
    this.answers.clear();
    for (const listener of this.clearListeners) listener();
  }

  /** Runs `listener` on every clear: caches built from these answers are forgotten with them. */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }
}
