import { certificatePaths, type NationalNumberSaved } from "../../../../domain/contracts/certificates.ts";
import { api, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type nationalNumberInputSchema, type NationalNumberInput } from "../../../../domain/contracts/certificates-input.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { type ZodForm } from "../../../components/form/use-zod-form.ts";
import { certificateKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const NUMBER_SAVED_MESSAGE = "Numéro enregistré";
const NUMBER_SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement du numéro";

/** Whose national register number a form asks: the parent's own, or one of their children's. */
export type NationalNumberOwner = { kind: "parent" } | { kind: "child"; childId: string };

/** Saves a national register number; the server checks a child's against the birth date and answers it formatted. */
function saveNationalNumber(owner: NationalNumberOwner, input: NationalNumberInput): Promise<NationalNumberSaved> {
  const url =
    owner.kind === "parent"
      ? certificatePaths.parentNationalNumber.url()
      : certificatePaths.childNationalNumber.url({ childId: owner.childId });
  return api.put<NationalNumberSaved>(url, input);
}

/** Saves a number from its form: a child's number that is not their birth date's is said under the field. */
export function useSaveNationalNumber(
  owner: NationalNumberOwner,
  form: ZodForm<typeof nationalNumberInputSchema>,
  savedDescription: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
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
      if (!showServerErrors(form, error)) toastApiError(error, NUMBER_SAVE_ERROR_MESSAGE);
    },
  });
}
