import { useQuery } from "@tanstack/react-query";
import FileDown from "lucide-react/icons/file-down";
import FileText from "lucide-react/icons/file-text";
import { useState } from "react";
import { adminPresencePaths, type CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { formatDateRangeFr } from "../../../../../domain/dates.ts";
import { daysText, SUBSIDY_MIN_CHILDREN } from "../../../../../domain/plaine/centre-report.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { apiUrl, isApiError } from "../../../../lib/api-client.ts";
import { centreReportQueryOptions, periodQuery, type ReportPeriod } from "../api/centre-report.ts";
import { OneAgreementForm } from "./one-agreement-form.tsx";

/** The report's totals, as the PDF gives them. */
function Totals({ data }: { data: CentreReportResponse }) {
  const { totals } = data.report;
  const rows: [string, string][] = [
    ["Jours d'ouverture", String(totals.daysOpen)],
    [
      "Journées/enfants",
      `${totals.childDays} (${totals.childDaysUnderSix} de moins de 6 ans, ${totals.childDaysSixAndOver} de 6 ans et plus)`,
    ],
    ["Enfants différents", String(totals.distinctChildren)],
    [`Jours avec au moins ${SUBSIDY_MIN_CHILDREN} enfants`, String(totals.daysAtSubsidyThreshold)],
    [
      "Norme d'encadrement respectée",
      `${daysText(totals.daysMet)} sur ${totals.daysOpen}` +
        (totals.daysNotEntered > 0 ? ` (${daysText(totals.daysNotEntered)} sans animateurs encodés)` : ""),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="centre-report-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="font-semibold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The report of a centre de vacances for a period of the plaine (the whole plaine unless dates are
 * chosen): its totals, its PDF to file and its CSV; and, under the ONE's norms, the agreement request.
 */
export function CentreReportPanel({ activityId }: { activityId: string }) {
  const [period, setPeriod] = useState<ReportPeriod>({ from: "", to: "" });
  const report = useQuery(centreReportQueryOptions(activityId, period));
  const link = buttonClasses({ variant: "outline", size: "sm" });
  const query = periodQuery(period);
  const data = report.data;
  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <h3 className="font-bold text-ink">Rapport du centre de vacances</h3>
        <p className="text-sm text-muted">
          Jours d'ouverture, journées/enfants par âge le jour même, enfants différents et encadrement de chaque jour, pour la plaine entière
          ou la période choisie.
        </p>
        <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
          <TextField
            id="centre-report-from"
            type="date"
            label="Du"
            value={period.from}
            min={data?.activity.startDate}
            max={data?.activity.endDate}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
          <TextField
            id="centre-report-to"
            type="date"
            label="Au"
            value={period.to}
            min={data?.activity.startDate}
            max={data?.activity.endDate}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </div>
        {report.error ? (
          <Alert tone="error">{isApiError(report.error) ? report.error.message : "Impossible de calculer le rapport"}</Alert>
        ) : !data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <p className="text-sm text-ink">
              Période&nbsp;: {formatDateRangeFr(data.from, data.to)} · {data.norms.label}
            </p>
            <Totals data={data} />
            <div className="flex flex-wrap gap-2">
              <a href={apiUrl(adminPresencePaths.centreReportPdf.url({ id: activityId }), query)} className={link}>
                <FileText aria-hidden="true" className="size-4" />
                Télécharger le PDF
              </a>
              <a href={apiUrl(adminPresencePaths.centreReportCsv.url({ id: activityId }), query)} className={link}>
                <FileDown aria-hidden="true" className="size-4" />
                Télécharger le CSV
              </a>
            </div>
          </>
        )}
      </div>
      {data?.oneAgreement && <OneAgreementForm activityId={activityId} agreement={data.oneAgreement} />}
    </div>
  );
}
