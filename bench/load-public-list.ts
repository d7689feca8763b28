/**
 * Load benchmark of the public plaines list (GET /api/activities), measured against a bare
 * Node HTTP server returning the same bytes in the same run, so the figure that matters is a
 * ratio that does not depend on the machine.
 *
 *   npm run build && npm run bench:load            (DURATION=10 CONNECTIONS=50 by default)
 */
import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startServerProcess, stop, waitFor } from "../tests/support/server-process.ts";

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const PATH = "/api/activities";

async function measure(url: string) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

const site = await startServerProcess(4301, { showOutput: true });
try {
  const body = Buffer.from(await (await fetch(site.url + PATH)).arrayBuffer());
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), "plaines-bench-")), "answer.json");
  await writeFile(file, body);

  const bare = spawn(process.execPath, [fileURLToPath(new URL("./support/bare-server.ts", import.meta.url)), "4302", file], {
    stdio: "inherit",
  });
  try {
    await waitFor("http://127.0.0.1:4302/", bare);
    const siteResult = await measure(site.url + PATH);
    const bareResult = await measure("http://127.0.0.1:4302/");
    const ratio = siteResult.requestsPerSecond / bareResult.requestsPerSecond;
    console.table({ site: siteResult, "bare node:http": bareResult });
    console.log(
      `GET ${PATH} (${body.length} bytes, ${CONNECTIONS} connections, ${DURATION} s): ` +
        `${Math.round(siteResult.requestsPerSecond)} req/s = ${(ratio * 100).toFixed(0)} % of a bare Node server returning the same bytes`,
    );
  } finally {
    await stop(bare);
  }
} finally {
  await site.stop();
}
