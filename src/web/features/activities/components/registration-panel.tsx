import Ban from "lucide-react/icons/ban";
import { Link } from "react-router";
import { type Activity, isArchived, isFull } from "../../../../domain/activity.ts";
import type { ActivityDetail } from "../../../../domain/contracts/activities.ts";
import { formatAgeRange } from "../../../../domain/age.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { loginPath, registerPath } from "../../../../domain/paths.ts";
import { TARIFFS_ANCHOR } from "../../../../domain/tariff-categories.ts";
import { JOIN_WAITLIST } from "../../../../domain/waitlist.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { useVisitor } from "../../../lib/auth/use-visitor.ts";
import { OPENING_ATTRIBUTE, OPENING_PART_ATTRIBUTE } from "../../../lib/opening-markup.ts";
import { SIGNED_IN, visibleTo } from "../../../lib/visitor.ts";
import { OpeningNotice, useRegistrationOpening } from "./registration-opening.tsx";

const REGISTER_LABEL = "S'inscrire";
const FULL_NOTICE = "Complet";
const PAST_NOTICE = "Cette plaine est déjà passée";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className="text-right font-semibold text-ink">{value}</dd>
    </div>
  );
}

/** "S'inscrire" while places remain, the waiting list once full. */
function WayIn({ activity }: { activity: Activity }) {
  const visitor = useVisitor();
  const registerHere = registerPath(activity.id);
  if (isFull(activity)) {
    return (
      <>
        <div role="status" className="rounded-xl bg-red-50 p-3 text-center text-red-900">
          <p className="flex items-center justify-center gap-2 text-lg font-bold">
            <Ban aria-hidden="true" className="size-5" />
            {FULL_NOTICE}
          </p>
          <p className="text-sm">Il n'y a plus de place disponible pour cette plaine.</p>
        </div>
        <p className="text-sm text-muted">Une place libérée est proposée par e-mail, dans l'ordre de la liste d'attente.</p>
        <Link
          to={loginPath(registerHere)}
          {...visibleTo(["unknown", "anonymous"], visitor)}
          className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}
        >
          {JOIN_WAITLIST}
        </Link>
        <Link
          to={registerHere}
          {...visibleTo(SIGNED_IN, visitor)}
          className={buttonClasses({ variant: "outline", size: "lg", className: "w-full" })}
        >
          {JOIN_WAITLIST}
        </Link>
      </>
    );
  }
  return (
    <>
      <Link
        to={loginPath(registerHere)}
        {...visibleTo(["unknown", "anonymous"], visitor)}
        className={buttonClasses({ size: "lg", className: "w-full" })}
      >
        {REGISTER_LABEL}
      </Link>
      <Link to={registerHere} {...visibleTo(SIGNED_IN, visitor)} className={buttonClasses({ size: "lg", className: "w-full" })}>
        {REGISTER_LABEL}
      </Link>
    </>
  );
}

/**
 * Prices (the standard one, then each tariff offered, its conditions in 'Tarifs' below), required age and the way in: "S'inscrire" while places remain, a clear notice otherwise.
 * "S'inscrire" leads to the registration form when signed in, else to the login page, which comes
 * back to it; the page drawn on the server holds both, the login one shown until the visitor is known.
 * Before the opening of registrations, 'Inscriptions à partir du …' and a countdown take its place
 * until the server says they are open (registration-opening.tsx).
 */
export function RegistrationPanel({ activity }: { activity: ActivityDetail }) {
  const past = isArchived(activity, brusselsToday());
  const opening = useRegistrationOpening(activity.id, activity.registrationsOpenAt);

  return (
    <Card>
      <CardBody className="space-y-4">
        <h2 className="text-lg font-bold text-ink">Tarif et inscription</h2>
        <dl className="divide-y divide-slate-100 text-sm">
          <Fact label="Tarif standard" value={formatEuros(activity.price.standard)} />
          {activity.tariffs.map((tariff) => (
            <Fact key={tariff.categoryId} label={tariff.name} value={formatEuros(tariff.priceCents)} />
          ))}
          <Fact label="Âge requis" value={formatAgeRange(activity.ageRange)} />
        </dl>
        {activity.tariffs.length > 0 && (
          <p className="text-sm">
            <a href={`#${TARIFFS_ANCHOR}`} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              Qui peut bénéficier d'un tarif, et comment&nbsp;?
            </a>
          </p>
        )}

        {past ? (
          <p className="rounded-xl bg-slate-100 p-3 text-center font-semibold text-slate-800">{PAST_NOTICE}</p>
        ) : activity.registrationsOpenAt === null ? (
          <WayIn activity={activity} />
        ) : (
          <div {...{ [OPENING_ATTRIBUTE]: activity.id }}>
            <div {...{ [OPENING_PART_ATTRIBUTE]: "before" }} hidden={opening.phase === "open"}>
              <OpeningNotice registrationsOpenAt={activity.registrationsOpenAt} remainingMs={opening.remainingMs} />
            </div>
            <div {...{ [OPENING_PART_ATTRIBUTE]: "open" }} hidden={opening.phase !== "open"} className="space-y-4">
              <WayIn activity={activity} />
            </div>
          </div>
        )}
      </CardBody>
    </Card>
  );
}
