import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BankTransferPage, SubmissionChild } from "../../../../domain/contracts/registrations.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { activityPath } from "../../../../domain/paths.ts";
import { Card, CardBody } from "../../../components/ui/card.tsx";

/** One line of the recap: a label and its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted sm:text-base">{label}</dt>
      <dd className="font-semibold text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const nameOf = (child: SubmissionChild) => `${child.firstName} ${child.lastName}`;

/**
 * Several children: each with its share of the family payment (as 'Mes inscriptions' and the
 * certificates count it), the total being on the page once; a cancelled one says so.
 */
function ChildShares({ children }: { children: readonly SubmissionChild[] }) {
  return (
    <ul className="space-y-1" data-testid="recap-children">
      {children.map((child, index) => (
        <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4">
          <span>{nameOf(child)}</span>
          <span className="text-sm font-normal text-muted tabular-nums">
            {child.shareCents === null ? (
              "Inscription annulée"
            ) : (
              <>
                Part&nbsp;: <span className="font-semibold text-ink">{formatEuros(child.shareCents)}</span>
              </>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

type RecapData = Pick<BankTransferPage, "registration" | "activity" | "children">;

/**
 * 'Récapitulatif' of a submission on the success pages (bank transfer, card): the plaine, its
 * dates, the children (several: each with its share) and the reference, then the facts the page
 * adds (`children`).
 */
export function RegistrationRecap({ data, children: extraFacts }: { data: RecapData; children?: ReactNode }) {
  const { registration, activity, children } = data;
  return (
    <Card>
      <CardBody className="sm:p-6">
        <h2 className="mb-2 text-xl font-bold text-ink">Récapitulatif</h2>
        <dl className="divide-y divide-slate-100">
          <Fact label="Plaine">
            <Link to={activityPath(activity.id)} className="text-brand-800 underline underline-offset-4 hover:no-underline">
              {activity.title}
            </Link>
          </Fact>
          <Fact label="Dates">{formatDateRangeFr(activity.startDate, activity.endDate)}</Fact>
          <Fact label={children.length > 1 ? "Enfants" : "Enfant"}>
            {children.length > 1 ? <ChildShares children={children} /> : children.map(nameOf).join(", ")}
          </Fact>
          <Fact label="Référence">
            <span className="font-mono">{registration.reference}</span>
          </Fact>
          {extraFacts}
        </dl>
      </CardBody>
    </Card>
  );
}
