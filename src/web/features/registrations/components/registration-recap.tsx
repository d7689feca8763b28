import type { ReactNode } from "react";
import { Link } from "react-router";
import type { BankTransferPage } from "../../../../domain/contracts/registrations.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
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

type RecapData = Pick<BankTransferPage, "registration" | "activity" | "children">;

/**
 * 'Récapitulatif' of a submission on the success pages (bank transfer, card): the plaine, its
 * dates, the children and the reference, then the facts the page adds (`children`).
 */
export function RegistrationRecap({ data, children: extraFacts }: { data: RecapData; children?: ReactNode }) {
  const { registration, activity, children } = data;
  const names = children.map((child) => `${child.firstName} ${child.lastName}`);
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
          <Fact label={names.length > 1 ? "Enfants" : "Enfant"}>{names.join(", ")}</Fact>
          <Fact label="Référence">
            <span className="font-mono">{registration.reference}</span>
          </Fact>
          {extraFacts}
        </dl>
      </CardBody>
    </Card>
  );
}
