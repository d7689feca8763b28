/**
 * Tells every process of the site that public data changed (a plaine, an article, the places
 * left), so each forgets what it kept of it: PostgreSQL's LISTEN/NOTIFY on one channel, one
 * listening connection per process. With the embedded database there is one process: nobody to
 * tell.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Engine } from "./client.ts";

const CHANNEL = "plaines_public_changes";
const RECONNECT_MS = [250, 500, 1000, 2000, 5000];

export interface ChangeSignal {
  /** Says a change was committed here; the other processes' listeners run. */
  announce(): void;
  /** Runs on each change another process announced (and after a lost connection, when some may have been missed). */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

export interface ChangeSignalLog {
  warn(object: object, message: string): void;
}

export async function createChangeSignal(engine: Engine, log: ChangeSignalLog): Promise<ChangeSignal> {
  if (engine.kind === "pglite") {
    return { announce: () => undefined, onChange: () => undefined, close: () => Promise.resolve() };
  }
  const me = randomUUID();
  const listeners: (() => void)[] = [];
  const notifyAll = () => listeners.forEach((listener) => listener());
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: engine.url, application_name: "plaines-changes" });
    next.on("notification", (message) => {
      if (message.channel === CHANNEL && message.payload !== me) notifyAll();
    });
    next.on("error", (error) => log.warn({ err: error }, "change listener lost its connection"));
    next.on("end", () => {
      if (closed || client !== next) return;
      client = null;
      // Changes made while it was away were not heard: forget everything, then listen again.
      notifyAll();
      reconnect();
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    failures = 0;
    client = next;
  };
  /** Tries again, waiting longer after each failure (5 s at most), until it listens or the signal is closed. */
  const reconnect = () => {
    const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)];
    failures += 1;
    setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, "change listener not reconnected");
        reconnect();
      });
    }, wait).unref();
  };
  await connect();

  return {
    announce() {
      // Sent on the pool, not the listening connection: a notification never waits for a reconnect.
      engine.pool.query("select pg_notify($1, $2)", [CHANNEL, me]).catch((error: unknown) => {
        log.warn({ err: error }, "change not announced to the other processes");
      });
    },
    onChange(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      await client?.end();
    },
  };
}
