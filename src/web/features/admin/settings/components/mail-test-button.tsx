import Send from "lucide-react/icons/send";
import { Button } from "../../../../components/ui/button.tsx";
import { useSendTestMail } from "../api/send-test-mail.ts";

const MAIL_TEST_LABEL = "Envoyer un e-mail de test";

/** Queues a test message to the administrator; its delivery then shows in the list below. */
export function MailTestButton({ to }: { to: string }) {
  const test = useSendTestMail(to);
  return (
    <Button onClick={() => test.mutate()} disabled={test.isPending}>
      <Send aria-hidden="true" className="size-4" />
      {test.isPending ? "Envoi en cours..." : MAIL_TEST_LABEL}
    </Button>
  );
}
