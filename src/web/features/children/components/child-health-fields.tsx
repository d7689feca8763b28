import {
  CARE_AUTHORISATION_LABEL,
  EMERGENCY_CONTACTS_MAX,
  PHOTO_CONSENT_LABELS,
  PHOTO_CONSENT_VALUES,
  PICKUP_PERSONS_MAX,
  SWIMMING_LABELS,
  SWIMMING_VALUES,
  TETANUS_LABELS,
  TETANUS_VALUES,
} from "../../../../domain/health-form.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { FormCheckbox } from "../../../components/form/form-checkbox.tsx";
import { FormSelectField } from "../../../components/form/form-select-field.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { ChildNoteField } from "./child-note-field.tsx";
import { ContactListFields } from "./contact-list-fields.tsx";

const NOT_SAID = { value: "", label: "Non précisé" };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  NOT_SAID,
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** The people to call and those who may take the child home: asked first, the team needs them every day. */
export function ChildContactFields() {
  return (
    <div className="space-y-6">
      <ContactListFields
        name="emergencyContacts"
        legend="Personnes à contacter en cas d'urgence"
        hint={`Au moins une, jusqu'à ${EMERGENCY_CONTACTS_MAX}, dans l'ordre où les appeler.`}
        personLabel="Personne à appeler"
        addLabel="Ajouter un contact"
        max={EMERGENCY_CONTACTS_MAX}
      />
      <ContactListFields
        name="pickupPersons"
        legend="Personnes autorisées à reprendre l'enfant"
        hint="En plus des parents. L'équipe ne confie l'enfant qu'à ces personnes."
        personLabel="Personne autorisée"
        addLabel="Ajouter une personne autorisée"
        max={PICKUP_PERSONS_MAX}
      />
    </div>
  );
}

/** The fiche santé's health questions beside the medical fields (reference §4). */
export function ChildHealthFields() {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          id="child-tetanus"
          name="tetanus"
          label="Vaccin contre le tétanos"
          options={options(TETANUS_VALUES, TETANUS_LABELS)}
        />
        <FormTextField
          id="child-tetanus-booster"
          name="tetanusLastBooster"
          label="Date du dernier rappel"
          type="date"
          max={brusselsToday()}
        />
      </div>
      <ChildNoteField name="dietaryNeeds" label="Régime alimentaire" placeholder="Ex.&nbsp;: végétarien, sans porc, sans lactose" />
      <ChildNoteField
        name="specialNeeds"
        label="Besoins particuliers"
        hint="Handicap, énurésie, fatigue rapide, accompagnement, sport déconseillé..."
      />
    </div>
  );
}

/** Swimming, glasses, hearing aid, photos and the care authorisation: not medical, never erased with the consent. */
export function ChildPermissionFields() {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="mb-1 text-lg font-bold text-ink">Activités et autorisations</legend>
      <FormSelectField
        id="child-swimming"
        name="swimming"
        label="Sait nager"
        options={options(SWIMMING_VALUES, SWIMMING_LABELS)}
        className="sm:max-w-xs"
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:gap-8">
        <FormCheckbox id="child-glasses" name="wearsGlasses" label="Porte des lunettes" />
        <FormCheckbox id="child-hearing-aid" name="wearsHearingAid" label="Porte un appareil auditif" />
      </div>
      <FormSelectField
        id="child-photo-consent"
        name="photoConsent"
        label="Photos"
        options={options(PHOTO_CONSENT_VALUES, PHOTO_CONSENT_LABELS)}
      />
      <FormCheckbox id="child-care-authorisation" name="careAuthorisation" label={CARE_AUTHORISATION_LABEL} />
    </fieldset>
  );
}
