import type { ErasureResponse } from "../../../domain/contracts/privacy.ts";
import { privacyPaths } from "../../../domain/contracts/privacy.ts";
import { eraseAccountSchema, exportQuery } from "../../../domain/contracts/privacy-input.ts";
import { ERASE_PASSWORD_WRONG } from "../../../domain/privacy.ts";
import { consumeAttempt, RATE_LIMIT_MESSAGE } from "../../auth/rate-limit.ts";
import type { RoutePlugin } from "../../context.ts";
import { HttpError, parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { recordMedicalAccess } from "../children/index.ts";
import { eraseAccount, isAccountPassword } from "./erasure.ts";
import { collectPersonalData, personalDataZip } from "./export.ts";

const HOUR = 60 * 60_000;
/** A few downloads an hour: enough to retry, too few to hammer the database with an account's history. */
const EXPORT_LIMIT = { max: 5, windowMs: HOUR };
/** Re-typed passwords before an erasure: the same pace as wrong passwords at sign-in. */
const ERASE_LIMIT = { max: 8, windowMs: HOUR / 4 };

/** The signed-in parent's own data: the export (art. 15 and 20) and the erasure (art. 17). */
export const privacyRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, cipher, documents, auth, config, mailer } = context;
  const scaled = (limit: { max: number; windowMs: number }) => ({ ...limit, max: limit.max * config.rateLimitMultiplier });

  app.get(routeOf(app, privacyPaths.export), async (request, reply) => {
    const { medical } = parseInput(exportQuery, request.query);
    if (!(await consumeAttempt(db, `export:${request.user.id}`, scaled(EXPORT_LIMIT)))) {
      throw new HttpError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
    }
    const data = await collectPersonalData(db, cipher, request.user.id, medical);
    if (medical) {
      await recordMedicalAccess(
        db,
        request.user,
        data.children.filter((child) => child.hasMedicalInfo).map((child) => child.id),
        "parent-export",
      );
    }
    // Who and what stay out of the log: the request line already says an export happened.
    request.log.info({ medical, children: data.children.length }, "personal data export");
    const day = data.generatedAt.slice(0, 10);
    return reply
      .header("content-type", "application/zip")
      .header("content-disposition", `attachment; filename="mes-donnees-${day}.zip"`)
      .send(Buffer.from(personalDataZip(data)));
  });

  app.post(routeOf(app, privacyPaths.erase), async (request) => {
    const { password } = parseInput(eraseAccountSchema, request.body ?? {});
    if (!(await consumeAttempt(db, `erase:${request.user.id}`, scaled(ERASE_LIMIT)))) {
      throw new HttpError("RATE_LIMITED", RATE_LIMIT_MESSAGE);
    }
    if (!(await isAccountPassword({ db, auth }, request.user.id, password)))
      throw new HttpError("VALIDATION", ERASE_PASSWORD_WRONG, { password: ERASE_PASSWORD_WRONG });
    const result = await eraseAccount({ db, cipher, documents, mailer }, request.user.id, { by: "self" });
    request.log.info({ anonymisedPayments: result.anonymisedPayments }, "account erased by its owner");
    return { erased: true, anonymisedPayments: result.anonymisedPayments } satisfies ErasureResponse;
  });

  done();
};
