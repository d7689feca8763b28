import ClipboardCheck from "lucide-react/icons/clipboard-check";
import FileDown from "lucide-react/icons/file-down";
import FileText from "lucide-react/icons/file-text";
import { Link } from "react-router";
import { adminPresencePaths } from "../../../../../domain/contracts/admin-presences.ts";
import { adminPresencesPath } from "../../../../../domain/paths.ts";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { AgeGroupsEditor } from "./age-groups-editor.tsx";
import { CentreReportPanel } from "./centre-report-panel.tsx";
import { PlaineDays } from "./plaine-days.tsx";

/** The plaine's page, on the ground: check-in, printed lists, days and their staffing, the centre's report and ONE agreement, age groups. */
export function PlaineFieldSection({ activityId }: { activityId: string }) {
  const link = buttonClasses({ variant: "outline", size: "sm" });
  return (
    <section aria-labelledby="plaine-field-title">
      <Card>
        <CardBody className="space-y-6 p-5 sm:p-6">
          <h2 id="plaine-field-title" className="text-xl font-bold text-ink">
            Sur le terrain
          </h2>
          <div className="flex flex-wrap gap-2">
            <Link to={adminPresencesPath(activityId)} className={link}>
              <ClipboardCheck aria-hidden="true" className="size-4" />
              Présences
            </Link>
            <a href={adminPresencePaths.healthFormsPdf.url({ id: activityId })} className={link}>
              <FileText aria-hidden="true" className="size-4" />
              Fiches santé (PDF)
            </a>
            <a href={adminPresencePaths.attendanceCsv.url({ id: activityId })} className={link}>
              <FileDown aria-hidden="true" className="size-4" />
              Présences par jour (CSV)
            </a>
          </div>
          <div className="space-y-2">
            <h3 className="font-bold text-ink">Jours et encadrement</h3>
            <p className="text-sm text-muted">
              Le nombre d'animateurs de chaque jour se note dans l'écran des présences&nbsp;; il est comparé aux normes d'encadrement
              choisies dans les paramètres (l'ONE par défaut&nbsp;: 1 animateur pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6
              ans, l'âge compté le jour même).
            </p>
            <PlaineDays activityId={activityId} />
          </div>
          <CentreReportPanel activityId={activityId} />
          <div className="space-y-2">
            <h3 className="font-bold text-ink">Groupes d'âge</h3>
            <AgeGroupsEditor activityId={activityId} />
          </div>
        </CardBody>
      </Card>
    </section>
  );
}
