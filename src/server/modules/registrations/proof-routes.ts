import { registrationPaths, type TariffProofUpload } from "../../../domain/contracts/registrations.ts";
import { tariffProofQuery } from "../../../domain/contracts/registrations-input.ts";
import { TARIFF_PROOF_MAX_BYTES, TARIFF_PROOF_SIZE_ERROR } from "../../../domain/tariff-claims.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { acceptRawFileBody } from "../../http/raw-file-body.ts";
import { routeOf } from "../../http/route-path.ts";
import { storeTariffProof } from "./tariff-proofs.ts";

/**
 * A parent's proof of a tariff (signed-in area): the file's bytes are the body, whatever type the
 * browser declares, since the type is read from the content; `?name=` is the file's name. Fastify
 * refuses a body over 5 MB from its Content-Length before reading it, and stops reading one that
 * grows past it, in French. The answer's id is what the registration then names.
 */
export const tariffProofRoutes: RoutePlugin = (app, { context }, done) => {
  const { documents, jobs } = context;
  acceptRawFileBody(app, TARIFF_PROOF_MAX_BYTES, TARIFF_PROOF_SIZE_ERROR);

  app.post(routeOf(app, registrationPaths.tariffProofs), async (request, reply) => {
    const { name } = parseInput(tariffProofQuery, request.query);
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const proof = await storeTariffProof({ documents, jobs }, request.user.id, { bytes, name }, nowOf(context.clock));
    return reply.status(201).send(proof satisfies TariffProofUpload);
  });

  done();
};
