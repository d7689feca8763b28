import { adminRefundPaths, type RefundSettingsResponse, type RefundSettingsView } from "../../../../domain/contracts/admin-refunds.ts";
import { refundSettingsSchema } from "../../../../domain/contracts/admin-refunds-input.ts";
import { eurosToCents, formatEuros } from "../../../../domain/money.ts";
import { cancellationRuleSentence } from "../../../../domain/refunds.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { afterCommit } from "../../after-commit.ts";
import { flatSnapshot, saveAudited } from "../../audit-log.ts";
import { loadRefundSettings, type RefundSettings, saveRefundSettings } from "../../payments/index.ts";

const viewOf = (settings: RefundSettings): RefundSettingsView => ({ ...settings, sentence: cancellationRuleSentence(settings) });

/** The settings as the activity log keeps them: the fee in euros, as the form types it. */
const snapshotOf = (settings: RefundSettings) =>
  flatSnapshot({ fee: formatEuros(settings.feeCents), noRefundDaysBefore: settings.noRefundDaysBefore, fileFormat: settings.fileFormat });

/** The organiser's refund settings (decision 0053): the cancellation rule and the refund files' version. */
export const adminRefundRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, mailer, publicCache } = context;

  app.get(
    routeOf(app, adminRefundPaths.settings),
    async () => ({ settings: viewOf(await loadRefundSettings(db)) }) satisfies RefundSettingsResponse,
  );

  app.put(routeOf(app, adminRefundPaths.settings), async (request) => {
    const input = parseInput(refundSettingsSchema, request.body ?? {});
    const settings: RefundSettings = {
      feeCents: eurosToCents(input.fee),
      noRefundDaysBefore: input.noRefundDaysBefore,
      fileFormat: input.fileFormat,
    };
    const saved = await saveAudited(db, request.user, "refund_rules", {
      read: async (tx) => snapshotOf(await loadRefundSettings(tx)),
      save: (tx) => saveRefundSettings(tx, settings),
    });
    // The terms state the rule (modules/legal): they show the change at once.
    afterCommit({ mailer, publicCache });
    return { settings: viewOf(saved) } satisfies RefundSettingsResponse;
  });

  done();
};
