import { registrationPaths, type RegistrationResult } from "../../../../domain/contracts/registrations.ts";
import { api, isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type registrationSchema, type RegistrationInput } from "../../../../domain/contracts/registrations-input.ts";
import { type ZodForm } from "../../../components/form/use-zod-form.ts";
import { toast } from "../../../lib/toast.ts";
import { activityKeys, registrationKeys } from "../../../lib/query-keys.ts";
import { registrationPageQueryKey } from "./get-registration-page.ts";
import { rememberPendingRegistration } from "../../registrations/index.ts";

const REGISTRATION_ERROR_MESSAGE = "Erreur lors de l'inscription. Veuillez réessayer.";

/** No amount is sent: the server prices the registration itself. */
function submitRegistration(submission: RegistrationInput): Promise<RegistrationResult> {
  return api.post<RegistrationResult>(registrationPaths.list.url(), submission);
}

/**
 * The server's refusal of the `index`th voucher sent, under its field in the form: the form may
 * hold them in another order (the vouchers of children no longer offered are not sent).
 */
function showVoucherError(
  form: ZodForm<typeof registrationSchema>,
  sent: RegistrationInput,
  index: number,
  field: "payerId" | "number" | "amount",
  message: string,
) {
  const childId = sent.vouchers?.[index]?.childId;
  const at = (form.getValues("vouchers") ?? []).findIndex((voucher) => voucher.childId === childId);
  if (at >= 0) form.setError(`vouchers.${at}.${field}`, { message });
}

/** Registers the ticked children; the lists and the plaine's places refresh, a refusal stays above the button. */
export function useSubmitRegistration(
  activityId: string,
  form: ZodForm<typeof registrationSchema>,
  onRegistered: (redirectTo: string) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRegistration,
    onSuccess: (result, sent) => {
      rememberPendingRegistration(result.registrationId, sent.childIds);
      // Places left and "Déjà inscrit" changed; the history has a new entry.
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.all });
      void queryClient.invalidateQueries({ queryKey: registrationPageQueryKey(activityId) });
      // Saved, but the card checkout could not start: say so, and go where it can be paid later.
      if (result.paymentError) toast.error(result.paymentError);
      onRegistered(result.redirectTo);
    },
    onError: (error, sent) => {
      if (isSessionExpired(error)) return;
      const message = isApiError(error) ? error.message : REGISTRATION_ERROR_MESSAGE;
      // Shown above the button until the next attempt; the choices stay as they were.
      form.setError("root.refusal", { message });
      // A claimed tariff the server refused (a proof expired, a tariff no longer offered), or a
      // voucher (its issuer, its value above the child's price): under its field too.
      if (isApiError(error)) {
        for (const [field, text] of Object.entries(error.fields ?? {})) {
          if (/^tariffs\.\d+\.(categoryId|declaration|proofId)$/.test(field))
            form.setError(field as `tariffs.${number}.proofId`, { message: text });
          const voucher = /^vouchers\.(\d+)\.(payerId|number|amount)$/.exec(field);
          if (voucher) showVoucherError(form, sent, Number(voucher[1]), voucher[2] as "amount", text);
        }
      }
      toast.error(message);
      void queryClient.invalidateQueries({ queryKey: registrationPageQueryKey(activityId) });
    },
  });
}
