import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import { useForm } from "react-hook-form";
import { type Child, CHILD_NAME_MAX, CHILD_TEXT_LIMITS, EARLIEST_BIRTH_DATE } from "../../../../domain/child.ts";
import { type ChildInput, childSchema } from "../../../../domain/contracts/children-input.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextArea } from "../../../components/ui/textarea.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { serverFieldErrors } from "../../../lib/form-errors.ts";
import { CHILD_FORM_FIELDS, childFormValues } from "../child-form-values.ts";

interface ChildFormProps {
  /** The child to edit, or null for a new one. */
  child: Child | null;
  /** The form's accessible name: the dialog's title. */
  label: string;
  saving: boolean;
  /** Sends the validated file; rejects with the server's error, whose field messages the form then shows. */
  onSave: (input: ChildInput) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A child's file: identity first, then the optional medical information. Validated with the
 * same schema as the server (French messages). On a refusal everything typed stays in place.
 * The form posts nowhere by itself (method="post", handled in script): its medical fields can
 * never end up in a URL, even if a submission slipped past the script.
 */
export function ChildForm({ child, label, saving, onSave, onCancel }: ChildFormProps) {
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: zodResolver(childSchema),
    defaultValues: childFormValues(child),
  });
  const errors = formState.errors;
  // The schema wants a birth date strictly before today: the picker offers nothing later.
  const latestBirthDate = addDaysIso(brusselsToday(), -1);

  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (error) {
      for (const [field, message] of Object.entries(serverFieldErrors(error, CHILD_FORM_FIELDS))) {
        setError(field as (typeof CHILD_FORM_FIELDS)[number], { type: "server", message });
      }
    }
  });

  return (
    <form noValidate method="post" onSubmit={(event) => void submit(event)} aria-label={label} className="space-y-6">
      <p className="text-sm text-muted">
        Les champs marqués d'un <span className="text-red-700">*</span> sont obligatoires.
      </p>

      <div className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="child-first-name"
            label="Prénom"
            markRequired
            autoComplete="off"
            maxLength={CHILD_NAME_MAX}
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id="child-last-name"
            label="Nom"
            markRequired
            autoComplete="off"
            maxLength={CHILD_NAME_MAX}
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          id="child-birth-date"
          label="Date de naissance"
          type="date"
          markRequired
          min={EARLIEST_BIRTH_DATE}
          max={latestBirthDate}
          className="sm:max-w-xs"
          error={errors.birthDate?.message}
          {...register("birthDate")}
        />
      </div>

      <fieldset className="space-y-4" aria-describedby="child-medical-hint">
        <legend className="mb-1 text-lg font-bold text-ink">Informations médicales</legend>
        <p id="child-medical-hint" className="text-sm text-muted">
          Facultatives. Elles permettent à l'équipe d'animation de prendre soin de votre enfant pendant la plaine.
        </p>
        {/* autoComplete off: a shared phone should not suggest one child's treatment to the next person. */}
        <TextArea
          id="child-allergies"
          label="Allergies"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.allergies}
          placeholder="Ex. : arachides, piqûres de guêpe"
          error={errors.allergies?.message}
          {...register("allergies")}
        />
        <TextArea
          id="child-medical-conditions"
          label="Conditions médicales"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.medicalConditions}
          placeholder="Ex. : asthme, diabète"
          error={errors.medicalConditions?.message}
          {...register("medicalConditions")}
        />
        <TextArea
          id="child-medications"
          label="Médicaments"
          rows={2}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.medications}
          hint="Le nom, la dose et le moment de la prise."
          error={errors.medications?.message}
          {...register("medications")}
        />
        <TextField
          id="child-doctor-contact"
          label="Contact du médecin"
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.doctorContact}
          placeholder="Ex. : Dr Martin, 081 22 33 44"
          error={errors.doctorContact?.message}
          {...register("doctorContact")}
        />
        <TextArea
          id="child-additional-info"
          label="Informations complémentaires"
          rows={3}
          autoComplete="off"
          maxLength={CHILD_TEXT_LIMITS.additionalInfo}
          hint="Tout ce qui aide l'équipe : régime alimentaire, peurs, habitudes de sieste..."
          error={errors.additionalInfo?.message}
          {...register("additionalInfo")}
        />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" disabled={saving} onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit" disabled={saving}>
          <Save aria-hidden="true" className="size-4" />
          {saving ? "Enregistrement en cours..." : "Enregistrer"}
        </Button>
      </div>
    </form>
  );
}
