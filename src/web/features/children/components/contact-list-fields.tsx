import { useFieldArray, useFormContext, useFormState } from "react-hook-form";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { CONTACT_NAME_MAX, CONTACT_RELATION_MAX } from "../../../../domain/health-form.ts";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { Button } from "../../../components/ui/button.tsx";

interface ContactListFieldsProps {
  name: "emergencyContacts" | "pickupPersons";
  legend: string;
  hint: string;
  /** The label of a person's name field ("Personne à appeler"): never "Nom", which the child's own field is. */
  personLabel: string;
  addLabel: string;
  max: number;
}

/** Up to `max` people (name, relation, phone), added and removed in place: what was typed stays. */
export function ContactListFields({ name, legend, hint, personLabel, addLabel, max }: ContactListFieldsProps) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const listError = (errors[name] as { message?: string } | undefined)?.message;
  const hintId = `${name}-hint`;
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={hintId}>
      <legend className="mb-1 font-bold text-ink">{legend}</legend>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
      {fields.map((field, index) => (
        <div key={field.id} className="space-y-3 rounded-xl border border-slate-200 p-3">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink">Personne {index + 1}</p>
            <Button variant="ghost" className="text-red-700" onClick={() => remove(index)} aria-label={`Retirer la personne ${index + 1}`}>
              <Trash2 aria-hidden="true" className="size-4" />
              Retirer
            </Button>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <FormTextField
              id={`${name}-${index}-name`}
              name={`${name}.${index}.name`}
              label={personLabel}
              markRequired
              autoComplete="off"
              maxLength={CONTACT_NAME_MAX}
            />
            <FormTextField
              id={`${name}-${index}-relation`}
              name={`${name}.${index}.relation`}
              label="Lien avec l'enfant"
              markRequired
              autoComplete="off"
              maxLength={CONTACT_RELATION_MAX}
              placeholder="Ex.&nbsp;: maman, voisin"
            />
            <FormTextField
              id={`${name}-${index}-phone`}
              name={`${name}.${index}.phone`}
              label="Téléphone ou GSM"
              type="tel"
              inputMode="tel"
              markRequired
              autoComplete="off"
              maxLength={30}
              placeholder="0470 12 34 56"
            />
          </div>
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      {fields.length < max && (
        <Button variant="outline" onClick={() => append({ name: "", relation: "", phone: "" })}>
          <Plus aria-hidden="true" className="size-4" />
          {addLabel}
        </Button>
      )}
    </fieldset>
  );
}
