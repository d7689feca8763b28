/**
 * Builds the front end only when it is missing or older than its sources: the newest
 * modification time under src/web, src/domain, vite.config.ts and package-lock.json (files and
 * folders, so a deleted file counts too) against the built index.html and the public pages'
 * server renderer (`vite build --ssr`, into <build>-server, which the server loads). A rebuild swaps the
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

/** Both builds: the browser's (index.html, public-page.html and assets/) and the server renderer of the public pages. */
export function buildWeb(webDir: string = webDirOf()): void {
  const vite = path.join(ROOT, "node_modules/vite/bin/vite.js");
  const options = { cwd: ROOT, stdio: "inherit", env: { ...process.env, WEB_DIR: webDir } } as const;
  execFileSync(process.execPath, [vite, "build", "--logLevel", "warn"], options);
  execFileSync(process.execPath, [vite, "build", "--ssr", "entry-server.tsx", "--logLevel", "warn"], options);
}

/**
 * Builds when the build is missing or stale. `onlyIfMissing` serves any existing build as it is
 * (a run that wants exactly the files already there).
 */
export function buildWebIfStale({
  webDir = webDirOf(),
  onlyIfMissing = false,
}: { webDir?: string; onlyIfMissing?: boolean } = {}): BuildOutcome {
  const built = [path.join(webDir, "index.html"), path.join(webDir, "public-page.html"), path.join(`${webDir}-server`, "entry-server.js")];
  const stale =
    built.some((file) => !existsSync(file)) ||
    (!onlyIfMissing &&
      newestChange(FRONT_END_SOURCES.map((entry) => path.join(ROOT, entry))) > Math.min(...built.map((file) => statSync(file).mtimeMs)));
  if (!stale) return "up-to-date";
  buildWeb(webDir);
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
