import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ErasureBlocker, ErasureRefusalDetails } from "../../../../domain/contracts/privacy.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { activityPath, paths } from "../../../../domain/paths.ts";
import { ERASURE_BLOCKED_TITLE, erasureBlockerAdvice, erasureBlockerReason } from "../../../../domain/privacy.ts";

const LINK = "font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900";

function BlockerItem({ blocker }: { blocker: ErasureBlocker }) {
  return (
    <li className="rounded-xl border border-amber-200 bg-white p-4">
      <p className="font-semibold text-ink">
        {blocker.childFirstName} —{" "}
        <Link to={activityPath(blocker.activityId)} className={LINK}>
          {blocker.activityTitle}
        </Link>
      </p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        {formatDateRangeFr(blocker.startDate, blocker.endDate)}
      </p>
      <p className="mt-2 text-sm text-ink">{erasureBlockerReason(blocker)}</p>
      <p className="mt-1 text-sm font-medium text-ink">{erasureBlockerAdvice(blocker)}</p>
    </li>
  );
}

/**
 * Why the account could not be erased, on the page (a toast would be gone before it is read):
 * each registration that keeps it, why, what to do, and how to reach the association. Focus
 * moves to its heading, so a keyboard or screen-reader user lands on it.
 */
export function ErasureRefusal({ refusal }: { refusal: ErasureRefusalDetails }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [refusal]);
  const { contact, blockers } = refusal;
  const cancellable = blockers.some((blocker) => blocker.cancellableUntil !== null);
  return (
    <section aria-labelledby="erasure-refused-title" className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5">
      <div className="space-y-1">
        <h3 id="erasure-refused-title" ref={heading} tabIndex={-1} className="text-lg font-bold text-amber-950 focus:outline-none">
          {ERASURE_BLOCKED_TITLE}
        </h3>
        <p className="text-sm text-amber-950">
          {blockers.length === 1
            ? "Cette inscription est toujours en cours\u00a0:"
            : `Ces ${blockers.length} inscriptions sont toujours en cours\u00a0:`}
        </p>
      </div>
      <ul className="space-y-3">
        {blockers.map((blocker) => (
          <BlockerItem key={`${blocker.activityId}-${blocker.childFirstName}`} blocker={blocker} />
        ))}
      </ul>
      {cancellable && (
        <p className="text-sm">
          <Link to={paths.registrations} className={LINK}>
            Ouvrir «&nbsp;Mes inscriptions&nbsp;»
          </Link>
        </p>
      )}
      {(contact.email || contact.phone) && (
        <div className="space-y-2 text-sm text-ink">
          <p>Pour annuler une inscription ou demander un remboursement, contactez {contact.name}&nbsp;:</p>
          <p className="flex flex-wrap gap-x-6 gap-y-2">
            {contact.email && (
              <a href={`mailto:${contact.email}`} className={`${LINK} inline-flex items-center gap-1.5 break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {contact.email}
              </a>
            )}
            {contact.phone && (
              <a href={contact.phone.href} className={`${LINK} inline-flex items-center gap-1.5`}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {contact.phone.display}
              </a>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
