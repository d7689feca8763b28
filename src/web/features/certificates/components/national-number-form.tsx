import { nationalNumberInputSchema } from "../../../../domain/contracts/certificates-input.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormNumericField } from "../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { type NationalNumberOwner, useSaveNationalNumber } from "../api/save-national-number.ts";

interface NationalNumberFormProps {
  owner: NationalNumberOwner;
  /** The field's label, which also names the form: "Votre numéro de registre national", "Numéro de registre national de Léa Dupont". */
  label: string;
  /** Where to find it. */
  hint: string;
  /** The toast's second line once saved. */
  savedDescription: string;
}

/** One missing national register number: checked as the server checks it, then saved, and the certificates asked again. */
export function NationalNumberForm({ owner, label, hint, savedDescription }: NationalNumberFormProps) {
  const form = useZodForm(nationalNumberInputSchema, { defaultValues: { nationalNumber: "" } });
  const id = owner.kind === "parent" ? "national-number-parent" : `national-number-${owner.childId}`;

  const save = useSaveNationalNumber(owner, form, savedDescription);

  return (
    <Form
      form={form}
      onSubmit={({ nationalNumber }) => save.mutateAsync(nationalNumber).catch(() => undefined)}
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormNumericField
        id={id}
        name="nationalNumber"
        label={label}
        hint={hint}
        placeholder="Ex.&nbsp;: 85.07.30-033.28"
        className="flex-1"
      />
      <Button type="submit" variant="outline" disabled={save.isPending} className="sm:mt-[1.625rem]">
        {save.isPending ? "Enregistrement..." : "Enregistrer"}
      </Button>
    </Form>
  );
}
