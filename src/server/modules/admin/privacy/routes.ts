import {
  adminPrivacyPaths,
  type AdminParentRecord,
  type ErasureResponse,
  type RetentionView,
} from "../../../../domain/contracts/privacy.ts";
import { parentLookupSchema, parentParams, retentionSettingsSchema } from "../../../../domain/contracts/privacy-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { RETENTION_JOB_LABELS } from "../../../../domain/privacy.ts";
import type { RoutePlugin } from "../../../context.ts";
import type { Db } from "../../../db/client.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { afterCommit } from "../../after-commit.ts";
import { flatSnapshot, saveAudited } from "../../audit-log.ts";
import {
  eraseAccount,
  erasureCounts,
  loadRetentionSettings,
  purgeTotals,
  retentionJobs,
  saveRetentionSettings,
} from "../../privacy/index.ts";
import { findParentRecord } from "./parent-record.ts";

async function retentionView(db: Db): Promise<RetentionView> {
  const { rows, last } = await purgeTotals(db);
  const totals = new Map(rows.map((row) => [row.job, row]));
  const lastPurged = new Map(last.map((row) => [row.job, row.purged]));
  return {
    settings: await loadRetentionSettings(db),
    purges: retentionJobs.map(({ name }) => {
      const total = totals.get(name);
      return {
        job: name,
        label: RETENTION_JOB_LABELS[name],
        total: Number(total?.total ?? 0),
        lastRunAt: total ? new Date(total.lastRunAt).toISOString() : null,
        lastPurged: lastPurged.get(name) ?? null,
      };
    }),
    erasures: await erasureCounts(db),
  };
}

/** The administrators' side of data protection: an erasure asked by e-mail, the retention periods and what was purged. */
export const adminPrivacyRoutes: RoutePlugin = (app, { context: { db, cipher, documents, mailer, publicCache } }, done) => {
  app.post(routeOf(app, adminPrivacyPaths.findParent), async (request) => {
    const { email } = parseInput(parentLookupSchema, request.body ?? {});
    return (await findParentRecord(db, email, brusselsToday())) satisfies AdminParentRecord;
  });

  app.post(routeOf(app, adminPrivacyPaths.eraseParent), async (request) => {
    const { id } = parseInput(parentParams, request.params);
    const result = await eraseAccount({ db, cipher, documents, mailer }, id, { by: "admin", admin: request.user });
    request.log.info({ anonymisedPayments: result.anonymisedPayments }, "account erased by an administrator");
    return { erased: true, anonymisedPayments: result.anonymisedPayments } satisfies ErasureResponse;
  });

  app.get(routeOf(app, adminPrivacyPaths.retention), async () => (await retentionView(db)) satisfies RetentionView);

  app.put(routeOf(app, adminPrivacyPaths.retention), async (request) => {
    const settings = parseInput(retentionSettingsSchema, request.body ?? {});
    await saveAudited(db, request.user, "retention", {
      read: async (tx) => flatSnapshot(await loadRetentionSettings(tx)),
      save: (tx) => saveRetentionSettings(tx, settings),
    });
    // The privacy policy states the periods (modules/legal): it shows the change at once.
    afterCommit({ mailer, publicCache });
    return (await retentionView(db)) satisfies RetentionView;
  });

  done();
};
