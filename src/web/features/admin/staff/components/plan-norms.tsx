import { planDayCovered, type PlanDayCheck } from "../../../../../domain/plaine/plan-check.ts";
import { Alert } from "../../../../components/ui/alert.tsx";

/**
 * The plan against the norms (decision 0065), above the plan's grid: each day's gaps in words
 * (animateurs for the children expected, brevetés, a qualified coordinator), or that it is covered.
 * The server computes it with the plan; ticking a cell answers the plan again, so it follows.
 */
export function PlanNorms({ checks }: { checks: PlanDayCheck[] }) {
  const gaps = checks.flatMap((check) => check.gaps);
  const covered = checks.filter((check) => check.gaps.length === 0);
  return (
    <section aria-labelledby="plan-norms" className="space-y-2" data-testid="plan-norms">
      <h3 id="plan-norms" className="text-lg font-extrabold text-ink">
        Encadrement selon les normes
      </h3>
      {gaps.length > 0 ? (
        <Alert tone="warning" title={gaps.length > 1 ? `${gaps.length} manques dans le planning` : "1 manque dans le planning"}>
          <ul className="list-disc space-y-1 pl-5">
            {gaps.map((gap) => (
              <li key={gap}>{gap}</li>
            ))}
          </ul>
        </Alert>
      ) : (
        <Alert tone="success" title="Chaque jour est couvert">
          Les animateurs, les brevetés et la coordination qualifiée prévus suffisent pour les enfants attendus.
        </Alert>
      )}
      {gaps.length > 0 && covered.length > 0 && (
        <details className="text-sm text-muted">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-ink">Jours couverts ({covered.length})</summary>
          <ul className="list-disc space-y-1 pl-5">
            {covered.map((check) => (
              <li key={check.date}>{planDayCovered(check)}</li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
