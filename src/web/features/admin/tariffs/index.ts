// What the other admin areas use of the tariffs: the categories (the plaine form's price fields, the histories' labels).
export { tariffCategoriesQueryOptions } from "./api/tariffs.ts";
export { tariffFieldLabels, TARIFF_CATEGORY_FIELD_LABELS, TARIFF_CHARGE_FIELD_LABELS } from "./tariff-labels.ts";
