import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { JobQueuesResponse } from "../../../../domain/contracts/admin-jobs.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertFailedJob } from "../../../../../tests/support/jobs.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";

describe.each(ENGINES)("the background jobs in the settings page on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  const queues = async () =>
    (await t.app.inject({ method: "GET", url: "/api/admin/jobs", headers: { cookie: admin.cookie } })).json<JobQueuesResponse>().queues;
  const retry = (queue: string, id: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/jobs/${queue}/${id}/retry`,
      headers: { cookie: admin.cookie, origin: t.config.publicUrl },
    });

  it("lists every queue of the site: mail, card holds, images and the retention rules, with their schedules", async () => {
    const list = await queues();
    expect(list.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(["mail-outbox", "checkout-holds", "image-sweep", "purge-medical-files", "sweep-expired-auth"]),
    );
    expect(list.find((queue) => queue.name === "purge-medical-files")).toMatchObject({
      label: "Conservation\u00a0: informations médicales effacées",
      cron: "17 3 * * *",
      failed: 0,
    });
    // Every scheduled queue says when it runs next; one sent on demand (a year's certificates) has no schedule.
    expect(list.filter((queue) => queue.cron !== null).every((queue) => queue.nextRunAt !== null)).toBe(true);
    expect(list.find((queue) => queue.name === "certificate-runs")).toMatchObject({ cron: null, nextRunAt: null });
  });

  it("shows a failed job with its error and sends it again once", async () => {
    const { id } = await insertFailedJob(t.app, "image-sweep", "stockage injoignable");
    const sweep = (await queues()).find((queue) => queue.name === "image-sweep")!;
    expect(sweep).toMatchObject({ failed: 1, lastRunState: "failed" });
    expect(sweep.failedJobs).toEqual([expect.objectContaining({ id, error: "stockage injoignable" })]);

    expect((await retry("image-sweep", id)).json()).toEqual({ retried: true });
    expect((await queues()).find((queue) => queue.name === "image-sweep")).toMatchObject({ failed: 0, waiting: 1, failedJobs: [] });
    const again = await retry("image-sweep", id);
    expect(again.statusCode).toBe(404);
    expect(again.json<ApiErrorBody>().error.message).toBe("Cette tâche n'existe pas ou n'est plus en échec");
    expect((await retry("mail-outbox", id)).statusCode).toBe(404);
    expect((await retry("Mail", id)).json<ApiErrorBody>().error.code).toBe("VALIDATION");
  });
});
