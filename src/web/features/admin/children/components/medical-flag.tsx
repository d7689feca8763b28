import Stethoscope from "lucide-react/icons/stethoscope";
import { Badge } from "../../../../components/ui/badge.tsx";
import { medicalFlagLabel } from "../children-labels.ts";

/** Whether the child's file holds medical information: an icon and a word, never the information. */
export function MedicalFlag({ hasMedicalInfo }: { hasMedicalInfo: boolean }) {
  if (!hasMedicalInfo) return <span className="text-muted">{medicalFlagLabel(false)}</span>;
  return (
    <Badge tone="warning" data-testid="medical-flag">
      <Stethoscope aria-hidden="true" className="size-3.5" />
      {medicalFlagLabel(true)}
    </Badge>
  );
}
