/**
 * Builds the front end only when it is missing or older than its sources: the newest
 * modification time under src/web, src/domain, vite.config.ts and package-lock.json (files and
 * folders, so a deleted file counts too) against the built index.html. A rebuild swaps the
 * files under any server already serving them, so an up-to-date build is left alone.
 *
 *   node scripts/build-web-if-stale.ts      (npm start; WEB_DIR, read by vite.config.ts too, names another build)
 *
 * Also imported by the end-to-end server (tests/e2e/support/start-server.ts).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** What the build reads: a change under any of these makes the build stale. */
export const FRONT_END_SOURCES = ["src/web", "src/domain", "vite.config.ts", "package-lock.json"];

/** The newest modification time among files and folders under the given paths. */
export function newestChange(paths: string[]): number {
  let newest = 0;
  for (const entry of paths) {
    if (!existsSync(entry)) continue;
    const stat = statSync(entry);
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) newest = Math.max(newest, newestChange(readdirSync(entry).map((name) => path.join(entry, name))));
  }
  return newest;
}

/** Where the build goes: WEB_DIR (the same variable vite.config.ts and the server read), else dist/web. */
export function webDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return env.WEB_DIR ? path.resolve(env.WEB_DIR) : path.join(ROOT, "dist/web");
}

export type BuildOutcome = "built" | "up-to-date";

/**
 * Builds when the build is missing or stale. `onlyIfMissing` serves any existing build as it is
 * (a run that wants exactly the files already there).
 */
export function buildWebIfStale({
  webDir = webDirOf(),
  onlyIfMissing = false,
}: { webDir?: string; onlyIfMissing?: boolean } = {}): BuildOutcome {
  const builtPage = path.join(webDir, "index.html");
  const stale =
    !existsSync(builtPage) ||
    (!onlyIfMissing && newestChange(FRONT_END_SOURCES.map((entry) => path.join(ROOT, entry))) > statSync(builtPage).mtimeMs);
  if (!stale) return "up-to-date";
  execFileSync(process.execPath, [path.join(ROOT, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, WEB_DIR: webDir },
  });
  return "built";
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const webDir = webDirOf();
  const outcome = buildWebIfStale({ webDir });
  const inside = path.relative(ROOT, webDir);
  const where = inside && !inside.startsWith("..") ? inside : webDir;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(outcome === "built" ? `front end built into ${where} (${seconds} s)` : `front end in ${where} is up to date`);
}
