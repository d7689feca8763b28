import { type LegalFactsResponse, legalPaths } from "../../../domain/contracts/legal.ts";
import type { CancellationRule } from "../../../domain/refunds.ts";
import type { AppContext, RoutePlugin } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import type { SerialisedAnswer } from "../../http/public-cache.ts";
import { routeOf } from "../../http/route-path.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { loadOrganiser } from "../organiser/index.ts";
import { loadBankTransferRules, loadRefundSettings } from "../payments/index.ts";
import { loadRetentionSettings } from "../privacy/index.ts";
import { offerHours } from "../places/index.ts";

type PublicDeps = Pick<AppContext, "db" | "publicCache">;

/** Only the rule the terms state: the refund files' version is the treasurer's. */
async function cancellationRuleOf(db: AppContext["db"]): Promise<CancellationRule> {
  const { feeCents, noRefundDaysBefore } = await loadRefundSettings(db);
  return { feeCents, noRefundDaysBefore };
}

/**
 * The answer of GET /api/legal, from the short-lived cache (the privacy policy and the terms,
 * drawn on the server, read the same): the settings as they are applied. Only what those pages
 * print: the organiser's name and address (the association's until an administrator saves them),
 * the association's contact e-mail and phone, the periods and the rules.
 */
export function legalAnswer({ db, publicCache }: PublicDeps): Promise<SerialisedAnswer> {
  return publicCache.remember("legal", async () => {
    const { organiser } = await loadOrganiser(db);
    const association = await loadPublicAssociation(db);
    const facts = {
      controller: {
        legalName: organiser.legalName,
        street: organiser.street,
        postalCode: organiser.postalCode,
        city: organiser.city,
        email: association.email,
        phone: association.phone,
      },
      retention: await loadRetentionSettings(db),
      bankTransfers: await loadBankTransferRules(db),
      refunds: await cancellationRuleOf(db),
      offerHours: await offerHours(db),
    };
    return { facts } satisfies LegalFactsResponse;
  });
}

/** The facts the legal pages state, public: shared by every visitor, briefly cached here and by browsers. */
export const legalRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, legalPaths.facts), async (_request, reply) => sendPublicAnswer(reply, await legalAnswer(context)));
  done();
};
