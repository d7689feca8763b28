import Save from "lucide-react/icons/save";
import { type Child, CHILD_NAME_MAX, EARLIEST_BIRTH_DATE } from "../../../../domain/child.ts";
import { type ChildInput, childFormSchema, childSchema } from "../../../../domain/contracts/children-input.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { textFormValues } from "../../../components/form/text-form-values.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ChildContactFields, ChildPermissionFields } from "./child-health-fields.tsx";
import { ChildMedicalFields } from "./child-medical-fields.tsx";
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

      <ChildMedicalFields child={child} saving={saving} onWithdrawConsent={onWithdrawConsent} />

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
