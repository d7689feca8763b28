import { adminPaths, type TestMailResponse } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../../lib/toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const MAIL_TEST_ERROR_MESSAGE = "Erreur lors du test d'email";
const MAIL_TEST_FAILED_MESSAGE = "Le test d'email a échoué";

/** Queues a test message to the signed-in administrator; resolves to whether it was queued. */
async function sendTestMail(): Promise<boolean> {
  const { success } = await api.post<TestMailResponse>(adminPaths.testMail.url(), {});
  return success;
}

/** Sends a test e-mail; the outbox list shows how it went. */
export function useSendTestMail(to: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSuccess: (queued) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mails() });
      if (queued) toast.success("E-mail de test envoyé", `Destinataire\u00a0: ${to}. Son état de livraison apparaît dans la liste.`);
      else toast.error(MAIL_TEST_FAILED_MESSAGE);
    },
    onError: (error) => toastApiError(error, MAIL_TEST_ERROR_MESSAGE),
  });
}
