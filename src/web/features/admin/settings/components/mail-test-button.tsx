import { useMutation, useQueryClient } from "@tanstack/react-query";
import Send from "lucide-react/icons/send";
import { Button } from "../../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { sendTestMail } from "../api/send-test-mail.ts";

const MAIL_TEST_LABEL = "Envoyer un e-mail de test";
const MAIL_TEST_ERROR_MESSAGE = "Erreur lors du test d'email";
const MAIL_TEST_FAILED_MESSAGE = "Le test d'email a échoué";

/** Queues a test message to the administrator; its delivery then shows in the list below. */
export function MailTestButton({ to }: { to: string }) {
  const queryClient = useQueryClient();
  const test = useMutation({
    mutationFn: sendTestMail,
    onSuccess: (queued) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.mails() });
      if (queued) toast.success("E-mail de test envoyé", `Destinataire : ${to}. Son état de livraison apparaît dans la liste.`);
      else toast.error(MAIL_TEST_FAILED_MESSAGE);
    },
    onError: (error) => {
      if (!isSessionExpired(error)) toast.error(MAIL_TEST_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
    },
  });
  return (
    <Button onClick={() => test.mutate()} disabled={test.isPending}>
      <Send aria-hidden="true" className="size-4" />
      {test.isPending ? "Envoi en cours..." : MAIL_TEST_LABEL}
    </Button>
  );
}
