/**
 * Starts the real server for the end-to-end run: the front end built into dist/web, the API
 * and a brand-new embedded database seeded with the demo content (E2E_DEMO=false: a site just
 * installed, with its administrator only), in a temporary data directory removed when the
 * server stops. Used by `webServer` in playwright.config.ts, and by server.ts for a spec that
 * needs a server of its own.
 * The front end is rebuilt only when a source is newer than dist/web (a rebuild swaps the files
 * under any server already serving them); E2E_SKIP_BUILD=1 serves dist/web as it is (built if
 * missing), and WEB_DIR=/elsewhere gives a run its own build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildWebIfStale } from "../../../scripts/build-web-if-stale.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { openDatabase } from "../../../src/server/db/client.ts";
import { seedDemoContent } from "../../../src/server/demo/seed-demo.ts";
import { diskMediaStore } from "../../../src/server/media/disk-store.ts";
import { insertActivity } from "../../support/factories.ts";
import { E2E_ADMIN } from "./admin-account.ts";
import { E2E_FAMILY_PLAINE, E2E_REGISTRATIONS_MAILBOX, E2E_WAITLIST_OFFER_SECONDS } from "./demo-data.ts";
import { startMailCatcher } from "./mail-catcher.ts";
import { startFakeVonage } from "../../support/fake-vonage.ts";
import { fakeSmsPort } from "./sms-box.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));

// A build older than its sources is rebuilt (scripts/build-web-if-stale.ts, as `npm start` does);
// E2E_SKIP_BUILD=1 serves an existing build as it is. WEB_DIR lets two runs keep separate builds.
buildWebIfStale({ onlyIfMissing: Boolean(process.env.E2E_SKIP_BUILD) });

const dataDir = mkdtempSync(path.join(tmpdir(), "plaines-e2e-"));
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
// Stopped while still starting (before the server's own graceful shutdown is listening):
// leave at once, through the "exit" handler above, rather than being killed without clean-up.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (process.listenerCount(signal) === 0) process.exit(1);
  });
}

const demo = process.env.E2E_DEMO !== "false";
process.env.DATA_DIR = dataDir;
process.env.DEMO_DATA = String(demo);
process.env.PORT ??= "4317";
process.env.LOG_LEVEL ??= "warn";
delete process.env.DATABASE_URL;

// Account journeys: mail goes to a real SMTP peer whose messages the tests read over HTTP
// (mail-catcher.ts), and an administrator exists from the start.
const { smtpUrl } = await startMailCatcher(Number(process.env.PORT));
process.env.SMTP_URL = smtpUrl;
// Urgent texts (decision 0062) go to a fake of Vonage's SMS API on the app's port + 3, which the
// SDK reaches through VONAGE_API_BASE and the tests read over HTTP (sms-box.ts).
const fakeSms = await startFakeVonage({ port: fakeSmsPort(Number(process.env.PORT)) });
Object.assign(process.env, fakeSms.env);
// Registration confirmations are copied here (spec: the organisation's registration mailbox).
process.env.REGISTRATIONS_MAILBOX = E2E_REGISTRATIONS_MAILBOX;
process.env.ADMIN_EMAIL = E2E_ADMIN.email;
process.env.ADMIN_PASSWORD = E2E_ADMIN.password;
// The waiting list's offers last seconds, not hours, and end within seconds of their time
// (family/waiting-list.spec.ts lets one expire: the test cannot move this process's clock).
process.env.WAITLIST_OFFER_SECONDS ??= String(E2E_WAITLIST_OFFER_SECONDS);

// The demo content, plus one roomy plaine the family journeys register children for: hundreds
// of places, every age, so no run (desktop, phone, retries) ever fills it. Written before the
// server opens the database; the server then finds it populated and adds nothing.
if (demo) {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pglite") });
  await seedDemoContent(database.db, await diskMediaStore(path.join(dataDir, "media")));
  await insertActivity(database.db, {
    ...E2E_FAMILY_PLAINE,
    startDate: addDaysIso(brusselsToday(), 70),
    endDate: addDaysIso(brusselsToday(), 74),
  });
  await database.close();
}

await import(pathToFileURL(path.join(root, "src/server/main.ts")).href);
