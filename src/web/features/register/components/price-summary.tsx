import { Fragment } from "react";
import { formatEuros } from "../../../../domain/money.ts";
import type { FamilyPrice } from "../../../../domain/pricing.ts";

/** One ticked child's line: its name, the tariff claimed if any, its price before the family discount. */
export interface ChildPriceLine {
  childId: string;
  name: string;
  /** The tariff claimed ('Tarif réduit', or 'Tarif réduit demandé' while the standard price is charged); null without one. */
  note: string | null;
  priceCents: number;
  /** The voucher handed in for the child ('Chèque n° 12345 (Ville de Wavre)'), taken off its price; null without one. */
  voucher: { title: string; amountCents: number } | null;
  /** A file shared with the child's other parent (decision 0058): their part, which they pay themselves; null otherwise. */
  otherParent: { percent: number; amountCents: number } | null;
}

/** An amount taken off, with a true minus sign: "−60,00 €". */
const minus = (cents: number) => `\u2212${formatEuros(cents)}`;

/**
 * The price as the server will charge it: each child's price, then the same pure function
 * (priceFamily, src/domain/pricing.ts) runs here for the display and there for the amount, so the
 * two cannot disagree.
 */
export function PriceSummary({
  price,
  children,
  unitPriceCents,
}: {
  price: FamilyPrice;
  children: ChildPriceLine[];
  unitPriceCents: number;
}) {
  // "Sous-total (2 enfants)"; with no child ticked yet, no "(0 enfants)" (docs/french.md).
  const count = price.childCount === 0 ? "" : price.childCount === 1 ? " (1 enfant)" : ` (${price.childCount} enfants)`;
  return (
    <section aria-labelledby="price-heading" className="space-y-3 rounded-xl bg-sand p-4 ring-1 ring-brand-100">
      <h2 id="price-heading" className="text-lg font-bold text-ink">
        Récapitulatif du prix
      </h2>
      <dl className="space-y-2 text-sm">
        {children.length === 0 ? (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">Prix par enfant</dt>
            <dd className="font-medium text-ink">{formatEuros(unitPriceCents)}</dd>
          </div>
        ) : (
          children.map((child) => (
            <Fragment key={child.childId}>
              <div className="flex justify-between gap-4" data-testid="child-price">
                <dt className="min-w-0 text-muted [overflow-wrap:anywhere]">
                  {child.name}
                  {child.note && <span className="text-ink"> · {child.note}</span>}
                </dt>
                <dd className="font-medium whitespace-nowrap text-ink">{formatEuros(child.priceCents)}</dd>
              </div>
              {child.voucher && (
                <div className="flex justify-between gap-4 pl-3 text-emerald-800" data-testid="voucher-price">
                  <dt className="min-w-0 [overflow-wrap:anywhere]">{child.voucher.title}</dt>
                  <dd className="font-semibold whitespace-nowrap">{minus(child.voucher.amountCents)}</dd>
                </div>
              )}
              {child.otherParent && (
                <div className="flex justify-between gap-4 pl-3 text-emerald-800" data-testid="other-parent-price">
                  <dt className="min-w-0 [overflow-wrap:anywhere]">
                    Part de l'autre parent ({child.otherParent.percent}&nbsp;%, demandée à part)
                  </dt>
                  <dd className="font-semibold whitespace-nowrap">{minus(child.otherParent.amountCents)}</dd>
                </div>
              )}
            </Fragment>
          ))
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-muted">Sous-total{count}</dt>
          <dd className="font-medium text-ink">{formatEuros(price.subtotalCents)}</dd>
        </div>
        {price.discount && (
          <div className="flex justify-between gap-4 text-emerald-800" data-testid="family-discount">
            <dt>{price.discount.label}</dt>
            <dd className="font-semibold whitespace-nowrap">{minus(price.discount.amountCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-brand-200 pt-2 text-base">
          <dt className="font-bold text-ink">{children.some((child) => child.voucher || child.otherParent) ? "Total à payer" : "Total"}</dt>
          <dd className="font-extrabold text-ink" data-testid="total-price">
            {formatEuros(price.totalCents)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
