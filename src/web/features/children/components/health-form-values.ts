import type { Child } from "../../../../domain/child.ts";
import type { ContactPerson } from "../../../../domain/health-form.ts";
import { formatPhone } from "../../../../domain/phone.ts";

const EMPTY_CONTACT: ContactPerson = { name: "", relation: "", phone: "" };
const shown = (people: ContactPerson[]) => people.map((person) => ({ ...person, phone: formatPhone(person.phone) }));

/**
 * The fiche santé's lists and boxes as the form starts from: phones as people read them, and one
 * empty person to call when there is none yet (the form asks for at least one).
 */
export function healthFormValues(child: Child | null) {
  const contacts = child?.emergencyContacts ?? [];
  return {
    emergencyContacts: contacts.length > 0 ? shown(contacts) : [EMPTY_CONTACT],
    pickupPersons: shown(child?.pickupPersons ?? []),
    wearsGlasses: child?.wearsGlasses ?? false,
    wearsHearingAid: child?.wearsHearingAid ?? false,
    careAuthorisation: child?.careAuthorisation ?? false,
  };
}
