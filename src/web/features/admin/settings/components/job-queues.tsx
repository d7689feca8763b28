import RotateCcw from "lucide-react/icons/rotate-ccw";
import type { FailedJob, JobQueueView } from "../../../../../domain/contracts/admin-jobs.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useRetryJob } from "../api/retry-job.ts";
import { LAST_RUN_LABELS, scheduleLabel } from "../job-labels.ts";

function Time({ instant }: { instant: string | null }) {
  return instant ? <time dateTime={instant}>{formatDateTimeFr(instant)}</time> : <span className="text-muted">—</span>;
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: "danger" }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className={tone && value > 0 ? "text-lg font-bold text-red-800" : "text-lg font-bold text-ink"}>{value}</dd>
    </div>
  );
}

function FailedJobRow({ queue, job }: { queue: string; job: FailedJob }) {
  const retry = useRetryJob();
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="failed-job"
    >
      <div className="min-w-0 text-sm">
        <p className="font-medium text-ink">
          Échec le <Time instant={job.failedAt} /> après {job.attempts} tentative{job.attempts > 1 ? "s" : ""}
        </p>
        {job.error && <p className="mt-1 break-words text-red-800">{job.error}</p>}
      </div>
      <Button variant="outline" size="sm" onClick={() => retry.mutate({ queue, id: job.id })} disabled={retry.isPending}>
        <RotateCcw aria-hidden="true" className="size-4" />
        {retry.isPending ? "Relance..." : "Relancer"}
      </Button>
    </li>
  );
}

function QueueCard({ queue }: { queue: JobQueueView }) {
  const headingId = `queue-${queue.name}`;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4" data-testid="job-queue">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {queue.label}
        </h3>
        <span className="text-sm text-muted">{scheduleLabel(queue.cron)}</span>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Figure label="En attente" value={queue.waiting} />
        <Figure label="En cours" value={queue.running} />
        <Figure label="En échec" value={queue.failed} tone="danger" />
      </dl>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">Dernière exécution&nbsp;: </dt>
          <dd className="inline">
            <Time instant={queue.lastRunAt} />{" "}
            {queue.lastRunState && (
              <Badge tone={queue.lastRunState === "completed" ? "success" : "danger"}>{LAST_RUN_LABELS[queue.lastRunState]}</Badge>
            )}
          </dd>
        </div>
        <div>
          <dt className="inline text-muted">Prochaine exécution&nbsp;: </dt>
          <dd className="inline">
            <Time instant={queue.nextRunAt} />
          </dd>
        </div>
      </dl>
      {queue.failedJobs.length > 0 && (
        <ul className="mt-3 space-y-2" aria-label={`Tâches en échec\u00a0: ${queue.label}`}>
          {queue.failedJobs.map((job) => (
            <FailedJobRow key={job.id} queue={queue.name} job={job} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Every queue of background work: what waits, runs and failed, when it last ran and runs next. */
export function JobQueues({ queues }: { queues: JobQueueView[] }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {queues.map((queue) => (
        <QueueCard key={queue.name} queue={queue} />
      ))}
    </ul>
  );
}
