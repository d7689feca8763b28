import type { Child } from "../../../../domain/child.ts";
import { EMERGENCY_CONTACT_MISSING } from "../../../../domain/health-form.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";

/**
 * The ticked children whose file has nobody to call in an emergency: the team needs one on the
 * first morning, so the form asks to complete the file before sending (it opens in place).
 */
export function IncompleteFilesNotice({ incomplete, onComplete }: { incomplete: Child[]; onComplete: (child: Child) => void }) {
  if (incomplete.length === 0) return null;
  return (
    <Alert tone="warning" title="Fiche à compléter">
      <ul className="space-y-3">
        {incomplete.map((child) => (
          <li key={child.id} className="space-y-2">
            <p>
              <strong>
                {child.firstName} {child.lastName}
              </strong>
              &nbsp;: {EMERGENCY_CONTACT_MISSING}
            </p>
            <Button variant="outline" size="sm" onClick={() => onComplete(child)}>
              Compléter la fiche de {child.firstName}
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
