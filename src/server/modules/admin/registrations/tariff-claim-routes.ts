import {
  type AdminTariffClaimList,
  adminTariffClaimPaths,
  type TariffClaimDecision,
} from "../../../../domain/contracts/admin-tariff-claims.ts";
import { tariffClaimParams, tariffRefusalSchema } from "../../../../domain/contracts/admin-tariff-claims-input.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { inlineDisposition } from "../../../http/content-disposition.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { recordExport } from "../../audit-log.ts";
import { decideTariffClaim, listTariffClaims, openTariffProof } from "../../registrations/index.ts";

/**
 * The tariffs families claimed: the list (pending ones first), each proof opened by an
 * administrator only (the activity log says who read which), and the decision, once per claim.
 */
export const adminTariffClaimRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache, jobs, documents } = context;
  const decisionDeps = { db, config, mailer, publicCache, jobs };

  app.get(routeOf(app, adminTariffClaimPaths.list), async () => (await listTariffClaims(db)) satisfies AdminTariffClaimList);

  app.get(routeOf(app, adminTariffClaimPaths.proof), async (request, reply) => {
    const { id } = parseInput(tariffClaimParams, request.params);
    const proof = await openTariffProof({ db, documents }, id);
    // A proof names a family's situation (income, social aid): who reads it is worth knowing.
    await recordExport(db, request.user, { entity: "registration", entityId: id }, { document: "Preuve de tarif" });
    return reply
      .type(proof.contentType)
      .header("content-disposition", inlineDisposition(proof.fileName, "preuve"))
      .header("cache-control", "private, no-store")
      .send(proof.stream);
  });

  app.post(routeOf(app, adminTariffClaimPaths.approve), async (request) => {
    const { id } = parseInput(tariffClaimParams, request.params);
    const now = nowOf(context.clock);
    return (await decideTariffClaim(decisionDeps, request.user, id, { decision: "approved" }, now)) satisfies TariffClaimDecision;
  });

  app.post(routeOf(app, adminTariffClaimPaths.refuse), async (request) => {
    const { id } = parseInput(tariffClaimParams, request.params);
    const { reason } = parseInput(tariffRefusalSchema, request.body ?? {});
    const now = nowOf(context.clock);
    return (await decideTariffClaim(decisionDeps, request.user, id, { decision: "refused", reason }, now)) satisfies TariffClaimDecision;
  });

  done();
};
