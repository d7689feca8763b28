import Ban from "lucide-react/icons/ban";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Link } from "react-router";
import type { Activity } from "../../../../domain/activity.ts";
import { isArchived, isFull } from "../../../../domain/activity.ts";
import { formatAgeRange } from "../../../../domain/age.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { useAuth } from "../../auth/auth-context.ts";
import { loginPath } from "../../auth/login-path.ts";

export const REGISTER_LABEL = "S'inscrire";
export const FULL_NOTICE = "Complet";
export const PAST_NOTICE = "Cette plaine est déjà passée";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** Price, required age and the way in: "S'inscrire" while places remain, a clear notice otherwise. */
export function RegistrationPanel({ activity }: { activity: Activity }) {
  const { user } = useAuth();
  const registerPath = `/register/${activity.id}`;
  const full = isFull(activity);
  const past = isArchived(activity, brusselsToday());

  return (
    <Card>
      <CardBody className="space-y-4">
        <h2 className="text-lg font-bold text-ink">Tarif et inscription</h2>
        <dl className="divide-y divide-slate-100 text-sm">
          <Fact label="Tarif standard" value={formatEuros(activity.price.standard)} />
          {activity.price.reduced !== null && <Fact label="Tarif réduit" value={formatEuros(activity.price.reduced)} />}
          <Fact label="Âge requis" value={formatAgeRange(activity.ageRange)} />
        </dl>

        {activity.alertePlacesLimitees && !full && !past && (
          <p role="status" className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Places limitées !</strong> Il ne reste que {activity.remainingSpots} place{activity.remainingSpots > 1 ? "s" : ""}, inscrivez-vous
              vite.
            </span>
          </p>
        )}

        {past ? (
          <p className="rounded-xl bg-slate-100 p-3 text-center font-semibold text-slate-800">{PAST_NOTICE}</p>
        ) : full ? (
          <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-red-50 p-3 font-bold text-red-800">
            <Ban aria-hidden="true" className="size-5" />
            {FULL_NOTICE}
            <span className="sr-only"> : il n'y a plus de place pour cette plaine.</span>
          </p>
        ) : (
          <Link
            to={user ? registerPath : loginPath(registerPath)}
            className={buttonClasses({ size: "lg", className: "w-full" })}
          >
            {REGISTER_LABEL}
          </Link>
        )}
      </CardBody>
    </Card>
  );
}
