import type { TariffCategoriesView, TariffCategoryView } from "../../../../domain/contracts/admin-tariffs.ts";
import type { TariffCategoryInput } from "../../../../domain/contracts/admin-tariffs-input.ts";
import { tariffAuditField, tariffPriceLabel } from "../../../../domain/tariff-categories.ts";

/** Each field of a category's form, as the form labels it and its history names it. */
export const TARIFF_CATEGORY_FIELD_LABELS: Record<keyof TariffCategoryInput | "position" | "archived", string> = {
  name: "Nom",
  qualifies: "Qui peut en bénéficier",
  defaultPercent: "Prix par défaut (% du prix standard)",
  proofRequired: "Preuve demandée",
  proofDescription: "Quelle preuve",
  proofKeptDays: "Durée de conservation de la preuve (jours après la fin de la plaine)",
  position: "Ordre",
  archived: "Archivé",
};

/** The charge setting's one field, as its history names it. */
export const TARIFF_CHARGE_FIELD_LABELS = { charge: "En attendant la vérification" } as const;

/** The price a category gives a plaine by default. */
export function defaultPriceText(category: Pick<TariffCategoryView, "defaultPercent">): string {
  return category.defaultPercent === null
    ? "Proposé seulement sur les plaines qui lui donnent un prix"
    : `Par défaut\u00a0: ${category.defaultPercent}\u00a0% du prix standard`;
}

/** "Demandé pour 3 inscriptions · prix propre sur 2 plaines": what names the category (never a count of zero). */
export function usageText(category: Pick<TariffCategoryView, "claims" | "plaines">): string | null {
  const parts: string[] = [];
  if (category.claims > 0) parts.push(`demandé pour ${category.claims} inscription${category.claims > 1 ? "s" : ""}`);
  if (category.plaines > 0) parts.push(`prix propre sur ${category.plaines} plaine${category.plaines > 1 ? "s" : ""}`);
  if (parts.length === 0) return null;
  const text = parts.join(" · ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The labels of a plaine's history fields that hold its price for a category ("Tarif réduit (€)"),
 * for every category, archived ones included (one deleted since has its own words, audit-changes.tsx).
 */
export function tariffFieldLabels(view: TariffCategoriesView | undefined): Record<string, string> {
  const categories = view ? [...view.categories, ...view.archived] : [];
  return Object.fromEntries(categories.map((category) => [tariffAuditField(category.id), tariffPriceLabel(category.name)]));
}
