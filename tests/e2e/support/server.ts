/**
 * The end-to-end servers. The run's specs share one, started by Playwright (`webServer`); a test
 * that begins on a site nobody has set up starts one of its own (`demo: false`), in another
 * process with its own embedded database and mail catcher, on its worker's ports.
 *
 * One server per worker for every spec was measured: the tests took the same time, and the
 * server started for each worker (7–9 s, a dozen times a run) made the run two minutes longer.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const START_SERVER = fileURLToPath(new URL("./start-server.ts", import.meta.url));

/** The shared server's port; each server takes its port, +1 and +2 (the mail catcher, mailbox.ts) and +3 (the fake SMS provider, sms-box.ts). */
const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 4317);

/** Build, database creation and demo images: seconds on a quiet machine, more on a busy one. */
const STARTUP_TIMEOUT_MS = 180_000;

export interface E2EServer {
  url: string;
  stop(): Promise<void>;
}

export interface E2EServerOptions {
  port: number;
  /** false: a site just installed, with only its administrator (ADMIN_EMAIL) and no content. */
  demo?: boolean;
  /** More of the server's environment (SITE_CLOCK_START: a journey on a day a plaine runs). */
  env?: Record<string, string>;
}

/** The port of the own server a test starts in the worker with this parallel index (one test at a time has it). */
export function e2ePort(parallelIndex: number): number {
  return E2E_BASE_PORT + 10 + parallelIndex * 10;
}

/** The server Playwright started for the run: stopped by Playwright, not by a worker. */
export function sharedServer(url: string | undefined): E2EServer {
  if (!url) throw new Error("baseURL is not set (playwright.config.ts)");
  return { url, stop: () => Promise.resolve() };
}

export async function startE2EServer({ port, demo = true, env = {} }: E2EServerOptions): Promise<E2EServer> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [START_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: "warn",
      // PUBLIC_URL is the only origin whose POSTs the server accepts; behind TRUST_PROXY each test
      // sends its own X-Forwarded-For, so per-address rate limits count every test apart.
      PUBLIC_URL: url,
      TRUST_PROXY: "true",
      // Built by the shared server before any test: a rebuild would swap the files under it.
      E2E_SKIP_BUILD: "1",
      E2E_DEMO: demo ? "true" : "false",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  });
  const exited = once(child, "exit");

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await healthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the end-to-end server on port ${port} stopped while starting:\n${stderr}`);
    }
    if (Date.now() > deadline) {
      await stop(child, exited);
      throw new Error(`the end-to-end server on port ${port} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, stop: () => stop(child, exited) };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** SIGTERM, the server's graceful shutdown; SIGKILL if it has not left within ten seconds. */
async function stop(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}
