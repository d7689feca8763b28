import { formatDateFr, isIsoDate } from "../../../domain/dates.ts";
import { eurosToCents, formatEuros } from "../../../domain/money.ts";
import { parseTypedNumber } from "../../../domain/typed-number.ts";
import type { SearchFilterValues } from "./search-params.ts";

const years = new Intl.NumberFormat("fr-BE", { maximumFractionDigits: 2 });

/** "4 ans", "4,5 ans", "1 an": French says "an" below two. */
function formatYears(age: number): string {
  return `${years.format(age)} ${age < 2 ? "an" : "ans"}`;
}

/**
 * The filters in force, each as a person reads it ("âge de l'enfant 4 ans", "ville « Namur »"),
 * the child's age first: the empty results say which filters left nothing. The values are the
 * ones the server accepted; one it would refuse is shown as typed.
 */
function describeFilters(filters: SearchFilterValues): string[] {
  const described: string[] = [];
  if (filters.age) {
    const age = parseTypedNumber(filters.age, "decimal");
    described.push(`âge de l'enfant ${age === null ? filters.age : formatYears(age)}`);
  }
  if (filters.birthDate) {
    described.push(`date de naissance ${isIsoDate(filters.birthDate) ? formatDateFr(filters.birthDate) : filters.birthDate}`);
  }
  if (filters.city) described.push(`ville «\u00a0${filters.city}\u00a0»`);
  if (filters.maxPrice) {
    const price = parseTypedNumber(filters.maxPrice, "decimal");
    described.push(`prix maximum ${price === null ? filters.maxPrice : formatEuros(eurosToCents(price))}`);
  }
  return described;
}

/** 'Aucune plaine ne correspond à ces filtres : âge de l'enfant 4 ans, ville « Namur ».' */
export function noMatchMessage(filters: SearchFilterValues): string {
  const described = describeFilters(filters);
  return described.length === 1
    ? `Aucune plaine ne correspond à ce filtre\u00a0: ${described[0]}.`
    : `Aucune plaine ne correspond à ces filtres\u00a0: ${described.join(", ")}.`;
}
