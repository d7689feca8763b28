import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminPaths, type TestMailResponse } from "../../../../../domain/contracts/admin.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type testConfirmationSchema, type TestConfirmationInput } from "../../../../../domain/contracts/admin-input.ts";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const CONFIRMATION_TEST_ERROR_MESSAGE = "Erreur lors du test d'email de confirmation";

/** Queues the real confirmation e-mail, filled with these made-up values, to the signed-in administrator only. */
async function sendTestConfirmation(input: TestConfirmationInput): Promise<boolean> {
  const { success } = await api.post<TestMailResponse>(adminPaths.testConfirmation.url(), input);
  return success;
}

/** Sends a test confirmation e-mail; the outbox list shows how it went. */
export function useSendTestConfirmation(to: string, form: ZodForm<typeof testConfirmationSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TestConfirmationInput) => sendTestConfirmation(input),
    onSuccess: (queued) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mails() });
      if (queued)
        toast.success("E-mail de confirmation de test envoyé", `Destinataire\u00a0: ${to}. Son état de livraison apparaît dans la liste.`);
      else toast.error(CONFIRMATION_TEST_ERROR_MESSAGE);
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, CONFIRMATION_TEST_ERROR_MESSAGE);
    },
  });
}
