import {
  adminPayerPaths,
  type PayerShareActionResult,
  type PayerShareCreated,
  type PayerSharesResponse,
  type PayersResponse,
  type PayerView,
} from "../../../../domain/contracts/admin-payers.ts";
import { payerInput, payerShareInput, payerSharesQuery, payerUpdateInput } from "../../../../domain/contracts/admin-payers-input.ts";
import { idParams } from "../../../../domain/contracts/common-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { eurosToCents, formatEuros } from "../../../../domain/money.ts";
import type { RoutePlugin } from "../../../context.ts";
import { notFound, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { afterCommit } from "../../after-commit.ts";
import { markShareReceived, payerRequestFile, sendPayerRequestAgain, takePayerShare, withdrawPayerShare } from "../../payments/index.ts";
import { priceChangeMessage } from "../registrations/price-message.ts";
import { createPayer, listPayers, listShares, updatePayer } from "./directory.ts";

const payerParams = idParams("ID de l'organisme invalide");
const shareParams = idParams("ID de la part invalide");
const registrationParams = idParams("ID d'inscription invalide");
const SHARE_NOT_FOUND = "Part prise en charge non trouvée";

/**
 * Organisations that pay for children (decision 0056): their directory, the shares the treasurer
 * chases, a share taken of a registration or withdrawn, its payment request sent again or read.
 */
export const adminPayerRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, config, mailer, publicCache, media } = context;
  const deps = { db, config, mailer, publicCache, media, jobs: context.jobs };

  const payerView = async (id: string): Promise<PayerView> => (await listPayers(db)).find((payer) => payer.id === id)!;

  app.get(routeOf(app, adminPayerPaths.payers), async () => ({ payers: await listPayers(db) }) satisfies PayersResponse);

  app.post(routeOf(app, adminPayerPaths.payers), async (request, reply) => {
    const fields = parseInput(payerInput, request.body ?? {});
    const id = await createPayer(db, request.user, fields);
    return reply.code(201).send(await payerView(id));
  });

  app.put(routeOf(app, adminPayerPaths.payer), async (request) => {
    const { id } = parseInput(payerParams, request.params);
    const fields = parseInput(payerUpdateInput, request.body ?? {});
    await updatePayer(db, request.user, id, fields);
    return payerView(id);
  });

  app.get(routeOf(app, adminPayerPaths.shares), async (request) => {
    const filters = parseInput(payerSharesQuery, request.query);
    const shares = await listShares(db, filters, brusselsToday());
    return { shares, outstandingCents: shares.reduce((sum, share) => sum + share.outstandingCents, 0) } satisfies PayerSharesResponse;
  });

  app.post(routeOf(app, adminPayerPaths.registrationShares), async (request, reply) => {
    const { id } = parseInput(registrationParams, request.params);
    const input = parseInput(payerShareInput, request.body ?? {});
    const asked = input.mode === "amount" ? { mode: input.mode, amountCents: eurosToCents(input.amount) } : input;
    const taken = await db.transaction((tx) =>
      takePayerShare(tx, deps, { registrationId: id, payerId: input.payerId, asked, dueDate: input.dueDate, actor: request.user }),
    );
    afterCommit(deps);
    const [share] = await listShares(db, { status: "all", shareId: taken.share.id }, brusselsToday());
    const lead = `Part de ${share.payerName} enregistrée\u00a0: ${formatEuros(share.amountCents)}\u00a0; la famille paie ${formatEuros(taken.price.priceCents)} pour cet enfant.`;
    return reply.code(201).send({ share, message: priceChangeMessage(taken.price, lead) } satisfies PayerShareCreated);
  });

  app.delete(routeOf(app, adminPayerPaths.share), async (request) => {
    const { id } = parseInput(shareParams, request.params);
    const price = await db.transaction((tx) => withdrawPayerShare(tx, deps, id, request.user));
    afterCommit(deps);
    const lead = price ? `Part retirée\u00a0; la famille paie ${formatEuros(price.priceCents)} pour cet enfant.` : "Part retirée.";
    return { message: price ? priceChangeMessage(price, lead) : lead } satisfies PayerShareActionResult;
  });

  app.post(routeOf(app, adminPayerPaths.shareSend), async (request) => {
    const { id } = parseInput(shareParams, request.params);
    await db.transaction((tx) => sendPayerRequestAgain(tx, deps, id));
    afterCommit(deps);
    return { message: "La demande de paiement a été renvoyée à l'organisme." } satisfies PayerShareActionResult;
  });

  app.post(routeOf(app, adminPayerPaths.shareReceived), async (request) => {
    const { id } = parseInput(shareParams, request.params);
    const share = await db.transaction((tx) => markShareReceived(tx, id, request.user));
    const what = share.voucherNumber ? `Chèque n°\u00a0${share.voucherNumber} marqué reçu` : "Part marquée reçue";
    return { message: `${what}\u00a0: ${formatEuros(share.amountCents)}.` } satisfies PayerShareActionResult;
  });

  app.get(routeOf(app, adminPayerPaths.sharePdf), async (request, reply) => {
    const { id } = parseInput(shareParams, request.params);
    const file = await payerRequestFile(db, id, media);
    if (!file) throw notFound(SHARE_NOT_FOUND);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="${file.fileName}"`)
      .send(Buffer.from(file.bytes));
  });

  done();
};
