import { formatEuros } from "../../../../domain/money.ts";
import type { RegistrationPrice } from "../../../../domain/pricing.ts";

/**
 * The price as the server will charge it: the same pure function (src/domain/pricing.ts) runs
 * here for the display and there for the amount, so the two cannot disagree.
 */
export function PriceSummary({ price }: { price: RegistrationPrice }) {
  // "Sous-total (2 enfants)"; with no child ticked yet, no "(0 enfants)" (docs/french.md).
  const children = price.childCount === 0 ? "" : price.childCount === 1 ? " (1 enfant)" : ` (${price.childCount} enfants)`;
  return (
    <section aria-labelledby="price-heading" className="space-y-3 rounded-xl bg-sand p-4 ring-1 ring-brand-100">
      <h2 id="price-heading" className="text-lg font-bold text-ink">
        Récapitulatif du prix
      </h2>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Prix par enfant</dt>
          <dd className="font-medium text-ink">{formatEuros(price.unitPriceCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Sous-total{children}</dt>
          <dd className="font-medium text-ink">{formatEuros(price.subtotalCents)}</dd>
        </div>
        {price.discount && (
          <div className="flex justify-between gap-4 text-emerald-800" data-testid="family-discount">
            <dt>{price.discount.label}</dt>
            <dd className="font-semibold">-{formatEuros(price.discount.amountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base">
          <dt className="font-bold text-ink">Total</dt>
          <dd className="font-extrabold text-ink" data-testid="total-price">
            {formatEuros(price.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
