/**
 * The real server as production starts it (`node src/server/main.ts`, NODE_ENV=production), in
 * its own process: for the race test across processes and for the benchmarks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** Variables on top of the defaults (DATABASE_URL, AUTH_SECRET, DEMO_DATA...). */
  env?: Record<string, string>;
  /** A cold start on a busy 2-core machine can take long: wait rather than fail. */
  timeoutMs?: number;
  /** The server's own log lines on stdout (errors always reach stderr). */
  showOutput?: boolean;
  /** What runs: one process (main.ts, the default) or the production layout (cluster.ts, start:prod). */
  entry?: "src/server/main.ts" | "src/server/cluster.ts";
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the server on `port` with a fresh DATA_DIR unless one is given; resolves once /api/health answers. */
export async function startServerProcess(
  port: number,
  { env = {}, timeoutMs = 60_000, showOutput = false, entry = "src/server/main.ts" }: ServerProcessOptions = {},
): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      DATA_DIR: await mkdtemp(path.join(os.tmpdir(), "plaines-server-")),
      ...env,
    },
    stdio: ["ignore", showOutput ? "inherit" : "ignore", "inherit"],
  });
  try {
    await waitFor(`${url}/api/health`, child, timeoutMs);
  } catch (error) {
    // Never leave a half-started server behind.
    await stop(child);
    throw error;
  }
  return { url, process: child, stop: () => stop(child) };
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
