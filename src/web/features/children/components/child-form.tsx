import { useState } from "react";
import { useWatch } from "react-hook-form";
import Save from "lucide-react/icons/save";
import { type Child, CHILD_NAME_MAX, CHILD_TEXT_LIMITS, EARLIEST_BIRTH_DATE } from "../../../../domain/child.ts";
import { type ChildInput, childFormSchema, childSchema } from "../../../../domain/contracts/children-input.ts";
import { hasMedicalInfo, MEDICAL_CONSENT_LABEL, MEDICAL_CONSENT_TEXT, MEDICAL_FIELDS } from "../../../../domain/medical-consent.ts";
import { FormCheckbox } from "../../../components/form/form-checkbox.tsx";
import { addDaysIso, brusselsToday, formatDateFr } from "../../../../domain/dates.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormTextArea, FormTextField } from "../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { textFormValues } from "../../../components/form/text-form-values.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChildContactFields, ChildHealthFields, ChildPermissionFields } from "./child-health-fields.tsx";
import { healthFormValues } from "./health-form-values.ts";

interface ChildFormProps {
  /** The child to edit, or null for a new one. */
  child: Child | null;
  /** The form's accessible name: the dialog's title. */
  label: string;
  saving: boolean;
  /** Sends the validated file; rejects with the server's error, whose field messages the form then shows. */
  onSave: (input: ChildInput) => Promise<unknown>;
  onCancel: () => void;
  /** Withdraws the medical consent (edit only, while one stands or medical fields are kept). */
  onWithdrawConsent?: () => void;
}

/**
 * A child's file: identity first, then the optional medical information. Validated with the
 * same schema as the server (French messages). On a refusal everything typed stays in place.
 * The form posts nowhere by itself (method="post", handled in script): its medical fields can
 * never end up in a URL, even if a submission slipped past the script.
 */
export function ChildForm({ child, label, saving, onSave, onCancel, onWithdrawConsent }: ChildFormProps) {
  const form = useZodForm(childFormSchema(child, child?.medicalConsent ?? null), {
    // The box starts unticked: a consent is given by ticking it, never by default.
    defaultValues: { ...textFormValues(childSchema, child), ...healthFormValues(child), medicalConsent: false },
  });
  const [confirmingWithdrawal, setConfirmingWithdrawal] = useState(false);
  // useWatch re-renders on every keystroke of these fields: the consent appears as soon as one is typed.
  const medicalValues = useWatch({ control: form.control, name: [...MEDICAL_FIELDS] });
  const medicalTyped = medicalValues.some((value) => typeof value === "string" && value.trim() !== "");
  // The schema wants a birth date strictly before today: the picker offers nothing later.
  const latestBirthDate = addDaysIso(brusselsToday(), -1);

  const submit = async (input: ChildInput) => {
    try {
      await onSave(input);
    } catch (error) {
      showServerErrors(form, error);
    }
  };

  return (
    <Form form={form} method="post" onSubmit={submit} aria-label={label} className="space-y-6">
      <p className="text-sm text-muted">
        Les champs marqués d'un <span className="text-red-700">*</span> sont obligatoires.
      </p>

      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField id="child-first-name" name="firstName" label="Prénom" markRequired autoComplete="off" maxLength={CHILD_NAME_MAX} />
          <FormTextField id="child-last-name" name="lastName" label="Nom" markRequired autoComplete="off" maxLength={CHILD_NAME_MAX} />
        </div>
        <FormTextField
          id="child-birth-date"
          name="birthDate"
          label="Date de naissance"
          type="date"
          markRequired
          min={EARLIEST_BIRTH_DATE}
          max={latestBirthDate}
          className="sm:max-w-xs"
        />
      </div>

      <ChildContactFields />

      <fieldset className="space-y-4" aria-describedby="child-medical-hint">
        <legend className="mb-1 text-lg font-bold text-ink">Informations médicales</legend>
        <p id="child-medical-hint" className="text-sm text-muted">
          Facultatives. Elles permettent à l'équipe d'animation de prendre soin de votre enfant pendant la plaine.
        </p>
        {/* autoComplete off: a shared phone should not suggest one child's treatment to the next person. */}
        <FormTextArea
          id="child-allergies"
          name="allergies"
          label="Allergies"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.allergies}
          placeholder="Ex. : arachides, piqûres de guêpe"
        />
        <FormTextArea
          id="child-medical-conditions"
          name="medicalConditions"
          label="Conditions médicales"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.medicalConditions}
          placeholder="Ex. : asthme, diabète"
        />
        <FormTextArea
          id="child-medications"
          name="medications"
          label="Médicaments"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.medications}
          hint="Le nom, la dose et le moment de la prise."
        />
        <FormTextField
          id="child-doctor-contact"
          name="doctorContact"
          label="Contact du médecin"
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.doctorContact}
          placeholder="Ex. : Dr Martin, 081 22 33 44"
        />
        <FormTextArea
          id="child-additional-info"
          name="additionalInfo"
          label="Informations complémentaires"
          rows={3}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.additionalInfo}
          hint="Tout ce qui aide l'équipe : peurs, habitudes de sieste..."
        />
        <ChildHealthFields />
        {medicalTyped && (
          <section aria-labelledby="child-consent-title" className="space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4">
            <h3 id="child-consent-title" className="font-bold text-ink">
              Consentement pour les informations médicales
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              {MEDICAL_CONSENT_TEXT.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {child?.medicalConsent && (
              <p className="text-sm text-muted">
                Consentement donné le {formatDateFr(child.medicalConsent.givenAt.slice(0, 10))}
                {child.medicalConsent.current ? "." : " à une version précédente de ce texte."}
              </p>
            )}
            <FormCheckbox id="child-medical-consent" name="medicalConsent" label={MEDICAL_CONSENT_LABEL} />
          </section>
        )}
        {onWithdrawConsent && (child?.medicalConsent || (child && hasMedicalInfo(child))) && (
          <div className="space-y-2">
            {/* Two steps: the erasure cannot be undone, so the first tap only says what the second does. */}
            {confirmingWithdrawal ? (
              <>
                <p role="alert" className="text-sm font-medium text-red-700">
                  Les allergies, problèmes de santé, médicaments et le médecin de cet enfant seront effacés définitivement.
                </p>
                <Button
                  variant="outline"
                  className="border-red-200 text-red-700 hover:bg-red-50"
                  disabled={saving}
                  onClick={onWithdrawConsent}
                >
                  Confirmer le retrait et effacer
                </Button>
              </>
            ) : (
              <Button variant="ghost" className="text-red-700" disabled={saving} onClick={() => setConfirmingWithdrawal(true)}>
                Retirer mon consentement
              </Button>
            )}
          </div>
        )}
      </fieldset>

      <ChildPermissionFields />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" className="size-4" />
          {saving ? "Enregistrement en cours..." : "Enregistrer"}
        </Button>
      </div>
    </Form>
  );
}
