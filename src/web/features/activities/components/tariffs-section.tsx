import BadgePercent from "lucide-react/icons/badge-percent";
import type { ActivityDetail } from "../../../../domain/contracts/activities.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { TARIFF_CLAIM_HOW, TARIFFS_ANCHOR, tariffProofText } from "../../../../domain/tariff-categories.ts";

/**
 * 'Tarifs': the standard price, then each tariff offered on the plaine (the organiser's order) with
 * its price, who qualifies and how to claim it: chosen at registration with a declaration on
 * honour, and the proof to attach when one is asked. Nothing when the plaine offers none.
 */
export function TariffsSection({ activity }: { activity: Pick<ActivityDetail, "price" | "tariffs"> }) {
  if (activity.tariffs.length === 0) return null;
  return (
    <section id={TARIFFS_ANCHOR} aria-labelledby="tarifs-heading" className="scroll-mt-24 space-y-3">
      <h2 id="tarifs-heading" className="text-xl font-bold text-ink">
        Tarifs
      </h2>
      <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        <li className="flex items-baseline justify-between gap-4 p-4">
          <h3 className="font-semibold text-ink">Tarif standard</h3>
          <p className="shrink-0 text-lg font-bold text-ink tabular-nums">{formatEuros(activity.price.standard)}</p>
        </li>
        {activity.tariffs.map((tariff) => (
          <li key={tariff.categoryId} data-testid="plaine-tariff" className="space-y-3 p-4">
            <div className="flex items-baseline justify-between gap-4">
              <h3 className="flex min-w-0 items-start gap-2 font-semibold wrap-anywhere text-ink">
                <BadgePercent aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {tariff.name}
              </h3>
              <p className="shrink-0 text-lg font-bold text-ink tabular-nums">{formatEuros(tariff.priceCents)}</p>
            </div>
            <dl className="space-y-3 text-sm leading-relaxed sm:pl-7">
              <div>
                <dt className="font-medium text-ink">Qui peut en bénéficier&nbsp;?</dt>
                <dd className="wrap-anywhere whitespace-pre-line text-muted">{tariff.qualifies}</dd>
              </div>
              <div className="rounded-xl bg-sand p-3">
                <dt className="font-medium text-ink">Comment en bénéficier&nbsp;?</dt>
                <dd className="text-ink">{TARIFF_CLAIM_HOW}</dd>
                {tariff.proofRequired && tariff.proofDescription && (
                  <dd className="mt-1 font-medium wrap-anywhere text-ink">{tariffProofText(tariff.proofDescription)}</dd>
                )}
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
