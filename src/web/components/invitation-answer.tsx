import { Link } from "react-router";
import { formatDateFr } from "../../domain/dates.ts";
import { Alert } from "./ui/alert.tsx";
import { Button, buttonClasses } from "./ui/button.tsx";

/**
 * The foot of an invitation's page (a child's other parent, decision 0058; the team, decision
 * 0063): why this account cannot accept it, or until when it is valid; 'Plus tard' and 'Accepter'.
 */
export function InvitationAnswer({
  refusal,
  expiresAt,
  laterTo,
  pending,
  onAccept,
}: {
  refusal: string | null;
  expiresAt: string;
  laterTo: string;
  pending: boolean;
  onAccept: () => void;
}) {
  return (
    <>
      {refusal ? (
        <Alert tone="warning" title="Vous ne pouvez pas accepter cette invitation">
          {refusal}
        </Alert>
      ) : (
        <p className="text-sm text-muted">Invitation valable jusqu'au {formatDateFr(expiresAt.slice(0, 10))}.</p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={laterTo} className={buttonClasses({ variant: "outline" })}>
          Plus tard
        </Link>
        {!refusal && (
          <Button disabled={pending} onClick={onAccept}>
            {pending ? "En cours..." : "Accepter"}
          </Button>
        )}
      </div>
    </>
  );
}
