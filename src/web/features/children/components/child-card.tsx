import HeartPulse from "lucide-react/icons/heart-pulse";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import type { Child } from "../../../../domain/child.ts";
import { hasMedicalInfo } from "../../../../domain/medical-consent.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { childAgeOn, childFullName } from "../child-display.ts";
import { ChildFamilyLine } from "./child-family.tsx";

const MEDICAL_INFO_LABEL = "Informations médicales renseignées";

interface ChildCardProps {
  child: Child;
  /** Today's date in Brussels, once for the whole list: every age is counted on the same day. */
  today: string;
  onEdit: (child: Child) => void;
  onDelete: (child: Child) => void;
}

/**
 * One child of the list: name, birth date and age, and whether the medical file is filled.
 * The medical details themselves stay in the form: a card shown on a phone in a queue at the
 * plaine should not display a child's allergies or treatments to whoever looks over a shoulder.
 * The buttons carry the child's name, so "Modifier" read out of context still says whose file.
 */
export function ChildCard({ child, today, onEdit, onDelete }: ChildCardProps) {
  const name = childFullName(child);
  const nameId = `child-${child.id}-name`;
  return (
    <article aria-labelledby={nameId} data-testid="child-card" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id={nameId} className="text-lg font-bold break-words text-ink sm:text-xl">
            {name}
          </h2>
          <dl className="flex flex-col gap-1 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
            <div>
              <dt className="inline text-muted">Date de naissance&nbsp;: </dt>
              <dd className="inline font-medium text-ink">{formatDateFr(child.birthDate)}</dd>
            </div>
            <div>
              <dt className="inline text-muted">Âge&nbsp;: </dt>
              <dd className="inline font-medium text-ink">{childAgeOn(child.birthDate, today)}</dd>
            </div>
          </dl>
          {hasMedicalInfo(child) && (
            <Badge tone="brand" data-testid="medical-info-badge">
              <HeartPulse aria-hidden="true" className="size-3.5" />
              {MEDICAL_INFO_LABEL}
            </Badge>
          )}
        </div>
        {/* Full-height buttons on phones: a thumb hits them without zooming. */}
        <div className="grid grid-cols-2 gap-2 sm:flex sm:shrink-0">
          <Button variant="outline" className="sm:h-9 sm:px-3 sm:text-sm" aria-label={`Modifier ${name}`} onClick={() => onEdit(child)}>
            <Pencil aria-hidden="true" className="size-4" />
            Modifier
          </Button>
          {/* A shared file is its first parent's to delete (decision 0058); the second ends the link instead. */}
          {child.family?.role !== "second" && (
            <Button
              variant="outline"
              className="border-red-200 text-red-700 hover:bg-red-50 sm:h-9 sm:px-3 sm:text-sm"
              aria-label={`Supprimer ${name}`}
              onClick={() => onDelete(child)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Supprimer
            </Button>
          )}
        </div>
      </div>
      {child.family && (
        <div className="mt-4">
          <ChildFamilyLine child={child} />
        </div>
      )}
    </article>
  );
}
