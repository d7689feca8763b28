import { useMutation, useQueryClient } from "@tanstack/react-query";
import { nationalNumberInputSchema } from "../../../../domain/contracts/certificates-input.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormTextField } from "../../../components/form/form-text-field.tsx";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { certificateKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { type NationalNumberOwner, saveNationalNumber } from "../api/save-national-number.ts";

const NUMBER_SAVED_MESSAGE = "Numéro enregistré";
const NUMBER_SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement du numéro";

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
  const queryClient = useQueryClient();
  const form = useZodForm(nationalNumberInputSchema, { defaultValues: { nationalNumber: "" } });
  const id = owner.kind === "parent" ? "national-number-parent" : `national-number-${owner.childId}`;

  const save = useMutation({
    mutationFn: (nationalNumber: string) => saveNationalNumber(owner, { nationalNumber }),
    onSuccess: async () => {
      toast.success(NUMBER_SAVED_MESSAGE, savedDescription);
      // The parent's own number is also a field of their profile (root "profile"): shown there as saved.
      if (owner.kind === "parent") void queryClient.invalidateQueries({ queryKey: ["profile"] });
      // The list now says the number is given: this form leaves the page with the refetch.
      await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
    onError: (error) => {
      // An expired session is already dealt with (toast, back to login).
      if (isSessionExpired(error)) return;
      // A child's number that is not their birth date's: said under the field, what was typed kept.
      if (!showServerErrors(form, error)) toast.error(NUMBER_SAVE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
    },
  });

  return (
    <Form
      form={form}
      onSubmit={({ nationalNumber }) => save.mutateAsync(nationalNumber).catch(() => undefined)}
      aria-label={label}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <FormTextField
        id={id}
        name="nationalNumber"
        label={label}
        hint={hint}
        inputMode="numeric"
        autoComplete="off"
        placeholder="Ex. : 85.07.30-033.28"
        className="flex-1"
      />
      <Button type="submit" variant="outline" disabled={save.isPending} className="sm:mt-[1.625rem]">
        {save.isPending ? "Enregistrement..." : "Enregistrer"}
      </Button>
    </Form>
  );
}
