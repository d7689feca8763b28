import { adminJobPaths, type JobQueuesResponse, type JobRetryResponse } from "../../../../domain/contracts/admin-jobs.ts";
import { JOB_NOT_RETRIABLE, jobRetryParams } from "../../../../domain/contracts/admin-jobs-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { HttpError, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";

/** The settings page's 'Tâches de fond': every queue's state, and a failed job sent again. */
export const adminJobRoutes: RoutePlugin = (app, { context: { jobs } }, done) => {
  app.get(routeOf(app, adminJobPaths.queues), async () => {
    return { queues: await jobs.states() } satisfies JobQueuesResponse;
  });

  app.post(routeOf(app, adminJobPaths.retry), async (request) => {
    const { queue, id } = parseInput(jobRetryParams, request.params);
    if (!(await jobs.retry(queue, id))) throw new HttpError("NOT_FOUND", JOB_NOT_RETRIABLE);
    request.log.info({ queue, jobId: id, by: request.user.id }, "failed job sent again");
    return { retried: true } satisfies JobRetryResponse;
  });

  done();
};
