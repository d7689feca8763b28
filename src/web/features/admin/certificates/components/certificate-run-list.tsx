import { useQuery, useQueryClient } from "@tanstack/react-query";
import Download from "lucide-react/icons/download";
import { useEffect } from "react";
import type { CertificateRunView } from "../../../../../domain/contracts/certificates.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { adminKeys } from "../../../../lib/query-keys.ts";
import { certificateArchiveUrl, certificateRunQueryOptions, isFinished } from "../api/certificate-runs.ts";
import { belcotaxNote, RUN_STATUS, runPercent, runProgressLabel } from "../certificate-run-labels.ts";

/** Beyond this many, the certificates a run could not issue fold under their count. */
const PROBLEMS_SHOWN = 5;

/** The runs, newest first: each one's progress while it works, then what it issued and its ZIP. */
export function CertificateRunList({ runs }: { runs: CertificateRunView[] }) {
  if (runs.length === 0) return <p className="text-muted">Aucune génération pour le moment.</p>;
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Générations des attestations">
      {runs.map((run) => (
        <CertificateRunItem key={run.id} run={run} />
      ))}
    </ul>
  );
}

/**
 * A run still at work is asked for its progress every second (its own query); once it is done or
 * has failed, the list is asked again (a newer ZIP of a year replaces the older one's).
 */
function useLiveRun(run: CertificateRunView): CertificateRunView {
  const queryClient = useQueryClient();
  const active = !isFinished(run.status);
  const live = useQuery({ ...certificateRunQueryOptions(run.id), enabled: active });
  const finished = active && live.data !== undefined && isFinished(live.data.status);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: adminKeys.certificateRuns() });
  }, [finished, queryClient]);
  return active ? (live.data ?? run) : run;
}

function CertificateRunItem({ run: listed }: { run: CertificateRunView }) {
  const run = useLiveRun(listed);
  const status = RUN_STATUS[run.status];
  return (
    <li data-testid="certificate-run" className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="text-lg font-bold text-ink">Année de revenus {run.year}</h3>
            <Badge tone={status.tone}>{status.label}</Badge>
          </div>
          <p className="text-sm break-words text-muted">
            Lancée par {run.requestedBy ?? "un compte supprimé"} le {formatDateTimeFr(run.createdAt)}
            {run.finishedAt && ` · ${run.status === "failed" ? "arrêtée" : "terminée"} le ${formatDateTimeFr(run.finishedAt)}`}
          </p>
        </div>
        {run.downloadable && (
          <a
            href={certificateArchiveUrl(run.id)}
            download
            className={buttonClasses({ variant: "primary", size: "sm", className: "w-full shrink-0 sm:w-auto" })}
          >
            <Download aria-hidden="true" className="size-4" />
            Télécharger le ZIP
          </a>
        )}
      </div>

      {!isFinished(run.status) && <RunProgress run={run} />}
      {run.status === "failed" && (
        <Alert tone="error" title="La génération a échoué">
          {run.error ?? "Aucune raison n'a été enregistrée."}
        </Alert>
      )}
      {run.status === "done" && <RunReport run={run} />}
    </li>
  );
}

function RunProgress({ run }: { run: CertificateRunView }) {
  const counted = run.status === "running" && run.total > 0;
  const label = runProgressLabel(run);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={`Progression de la génération ${run.year}`}
        aria-valuemin={0}
        aria-valuemax={counted ? run.total : undefined}
        aria-valuenow={counted ? run.done : undefined}
        aria-valuetext={label}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        {counted ? (
          <div className="h-full rounded-full bg-brand-700 transition-[width] duration-500" style={{ width: `${runPercent(run)}%` }} />
        ) : (
          <div className="h-full w-1/3 animate-progress rounded-full bg-brand-700" />
        )}
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        {label}
      </p>
    </div>
  );
}

function RunReport({ run }: { run: CertificateRunView }) {
  const belcotax = belcotaxNote(run);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 sm:max-w-2xl sm:grid-cols-4">
        <RunCount label="Établies" value={run.total - run.problems.length} />
        <RunCount label="Nouvelles" value={run.issued} />
        <RunCount label="Rectificatives" value={run.corrected} />
        <RunCount label="Non émises" value={run.problems.length} warn={run.problems.length > 0} />
      </dl>
      <Alert tone={belcotax.included && belcotax.checked ? "success" : "warning"} title={belcotax.title}>
        <div className="space-y-1.5">
          <p>{belcotax.detail}</p>
          {belcotax.layout && <p data-testid="belcotax-layout">{belcotax.layout}</p>}
        </div>
      </Alert>
      {run.problems.length > 0 && <RunProblems problems={run.problems} />}
      {!run.downloadable && (
        <p className="text-sm text-muted">Ce ZIP a été remplacé par celui d'une génération plus récente de {run.year}.</p>
      )}
    </div>
  );
}

function RunCount({ label, value, warn = false }: { label: string; value: number; warn?: boolean }) {
  return (
    <div className={warn ? "rounded-xl bg-amber-50 px-3 py-2 ring-1 ring-amber-200" : "rounded-xl bg-slate-50 px-3 py-2"}>
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function RunProblems({ problems }: { problems: CertificateRunView["problems"] }) {
  const title = `${problems.length} attestation${problems.length > 1 ? "s" : ""} non émise${problems.length > 1 ? "s" : ""}\u00a0: ce qui manque`;
  const list = (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 text-sm" aria-label="Attestations non émises">
      {problems.map((problem, index) => (
        <li key={`${problem.child}-${problem.debtor}-${index}`} className="space-y-0.5 px-3 py-2">
          <p className="break-words">
            <span className="font-semibold text-ink">{problem.child}</span>
            <span className="text-muted"> · payé par {problem.debtor}</span>
          </p>
          <p className="break-words text-ink">Il manque {problem.missing.join("\u00a0; ")}.</p>
        </li>
      ))}
    </ul>
  );
  if (problems.length <= PROBLEMS_SHOWN) {
    return (
      <div className="space-y-2">
        <h4 className="font-semibold text-ink">{title}</h4>
        {list}
      </div>
    );
  }
  return (
    <details className="group space-y-2">
      <summary className="cursor-pointer font-semibold text-ink underline-offset-4 hover:underline">{title}</summary>
      <div className="mt-2">{list}</div>
    </details>
  );
}
