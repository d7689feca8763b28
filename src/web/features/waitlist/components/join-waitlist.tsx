import ListPlus from "lucide-react/icons/list-plus";
import { useEffect, useRef, useState } from "react";
import type { RegistrationPage } from "../../../../domain/contracts/registrations.ts";
import { JOIN_WAITLIST } from "../../../../domain/waitlist.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { useJoinWaitlist } from "../api/waitlist.ts";

const JOIN_ERROR = "Impossible de rejoindre la liste d'attente. Veuillez réessayer.";

/** The children that may join: of the plaine's age, neither registered nor already waiting. */
export function waitlistEligible(page: RegistrationPage) {
  return page.children.filter((child) => child.ageFits && !child.alreadyRegistered && !child.waiting);
}

/**
 * A full plaine (or fewer places than the children chosen): the parent ticks the children who
 * should wait together and joins the list; they get one offer for all of them, in turn.
 */
export function JoinWaitlist({
  page,
  chosen,
  onJoined,
}: {
  page: RegistrationPage;
  /** The children already ticked in the registration form: they join as they are, without a list of their own. */
  chosen?: string[];
  onJoined?: () => void;
}) {
  const eligible = waitlistEligible(page);
  const [picked, setTicked] = useState<string[]>([]);
  // Boxes ticked in the server's page before the application ran are kept (decision 0021).
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const early = [...(list.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]:checked") ?? [])].map((box) => box.value);
    if (early.length > 0) setTicked(early);
  }, []);
  const ticked = chosen ? chosen.filter((id) => eligible.some((child) => child.id === id)) : picked;
  const join = useJoinWaitlist(onJoined);
  if (eligible.length === 0) return null;
  return (
    <section aria-labelledby="waitlist-title" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="waitlist-title" className="text-lg font-bold text-ink">
        Liste d'attente
      </h2>
      <p className="text-sm text-ink">
        Quand des places se libèrent, elles sont proposées dans l'ordre de la liste. Vous recevez alors un e-mail et la place vous est
        réservée pendant un temps limité. Les enfants cochés attendent ensemble et reçoivent une seule offre.
      </p>
      {!chosen && (
        <ul ref={list} className="space-y-2">
          {eligible.map((child) => (
            <li key={child.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white p-3">
                <input
                  type="checkbox"
                  value={child.id}
                  className="size-5 accent-brand-700"
                  checked={ticked.includes(child.id)}
                  disabled={join.isPending}
                  onChange={(event) =>
                    setTicked((current) => (event.target.checked ? [...current, child.id] : current.filter((id) => id !== child.id)))
                  }
                />
                <span className="font-semibold text-ink">
                  {child.firstName} {child.lastName}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {join.error && !isSessionExpired(join.error) && (
        <Alert tone="error">{isApiError(join.error) ? join.error.message : JOIN_ERROR}</Alert>
      )}
      <Button
        variant="outline"
        disabled={ticked.length === 0 || join.isPending}
        onClick={() => join.mutate({ activityId: page.activity.id, childIds: ticked })}
      >
        <ListPlus aria-hidden="true" className="size-4" />
        {join.isPending ? "Inscription sur la liste..." : JOIN_WAITLIST}
      </Button>
    </section>
  );
}
