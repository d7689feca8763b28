import type { MedicalAccessKind } from "../../../../domain/contracts/admin-children.ts";

/** Where the medical information was seen: the child's sheet, a registrations export that included it, the parent's own export. */
export const MEDICAL_ACCESS_KIND_LABELS: Record<MedicalAccessKind, string> = {
  sheet: "Fiche de l'enfant",
  export: "Export des inscriptions",
  "parent-export": "Export de ses données par le parent",
  "check-in": "Présences\u00a0: santé et contacts ouverts",
  "day-list-pdf": "Liste du jour imprimée",
  "health-forms-pdf": "Fiches santé imprimées",
};

/** The list's flag, in words (searchable, read by screen readers); the medical text itself is never in the list. */
export function medicalFlagLabel(hasMedicalInfo: boolean): string {
  return hasMedicalInfo ? "Infos médicales" : "Aucune";
}

/** "2 / 3": registrations still live (pending or confirmed) of all the child ever had. */
export function registrationCountLabel(live: number, total: number): string {
  return `${live} / ${total}`;
}

/** The address on one or two lines, without the parts the parent left empty; null when there is none. */
export function addressLines(address: {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  country: string | null;
}): string[] | null {
  const town = [address.postalCode, address.city].filter(Boolean).join(" ");
  const lines = [address.street, town, address.country].filter((line): line is string => Boolean(line));
  return lines.length > 0 ? lines : null;
}
