/**
 * The fiche santé as lines of label and text: the administrators' sheet and the printed
 * 'Fiches santé' read the same words. Empty answers are null, shown as "Non renseigné".
 */
import { formatDateFr } from "./dates.ts";
import { type ContactPerson, type HealthFormFields, PHOTO_CONSENT_LABELS, SWIMMING_LABELS, TETANUS_LABELS } from "./health-form.ts";
import { formatPhone } from "./phone.ts";

export interface HealthFormLine {
  label: string;
  value: string | null;
}

/** "Marie Dupont (maman) : +32 470 12 34 56", one person a line. */
function contactLines(people: ContactPerson[]): string | null {
  if (people.length === 0) return null;
  return people.map((person) => `${person.name} (${person.relation})\u00a0: ${formatPhone(person.phone)}`).join("\n");
}

const aids = (file: Pick<HealthFormFields, "wearsGlasses" | "wearsHearingAid">) =>
  [file.wearsGlasses ? "Lunettes" : null, file.wearsHearingAid ? "Appareil auditif" : null].filter(Boolean).join(", ") || "Aucun";

export function healthFormLines(file: HealthFormFields): HealthFormLine[] {
  const booster = file.tetanusLastBooster ? `dernier rappel le ${formatDateFr(file.tetanusLastBooster)}` : null;
  const tetanus = [file.tetanus ? TETANUS_LABELS[file.tetanus] : null, booster].filter(Boolean).join(" · ") || null;
  return [
    { label: "Personnes à contacter en cas d'urgence", value: contactLines(file.emergencyContacts) },
    { label: "Personnes autorisées à reprendre l'enfant", value: contactLines(file.pickupPersons) },
    { label: "Vaccin contre le tétanos", value: tetanus },
    { label: "Régime alimentaire", value: file.dietaryNeeds },
    { label: "Besoins particuliers", value: file.specialNeeds },
    { label: "Sait nager", value: file.swimming ? SWIMMING_LABELS[file.swimming] : null },
    { label: "Lunettes ou appareil auditif", value: aids(file) },
    { label: "Photos", value: file.photoConsent ? PHOTO_CONSENT_LABELS[file.photoConsent] : null },
    {
      label: "Antidouleur ou antipyrétique (ex.\u00a0: paracétamol)",
      value: file.careAuthorisation ? "Autorisé par le parent" : "Non autorisé",
    },
  ];
}
