import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { holdNotice, PAYMENT_PENDING_LABEL } from "../../../../domain/checkout.ts";
import { CHILD_ALREADY_REGISTERED_WARNING } from "../../../../domain/registration.ts";
import type { RegistrationPageChild } from "../../../../domain/contracts/registrations.ts";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { cn } from "../../../lib/cn.ts";
import { PayButton } from "../../registrations/index.ts";

interface ChildPickerProps {
  childList: RegistrationPageChild[];
  /** The ticked children's ids, in the page's order. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** Shown under the list (a way to add a missing child). */
  footer?: ReactNode;
  /** Shown under each ticked child (its voucher). */
  below?: (child: RegistrationPageChild) => ReactNode;
}

/**
 * The parent's children by first name, each with their age on the first day. A child already
 * registered, or outside the plaine's ages, is shown but cannot be ticked, with the reason. A child
 * whose card payment was left unpaid while the place is held (Back from the checkout) is offered
 * 'Payer' until the hold's end; after it the server frees the place and the child can be ticked again.
 */
export function ChildPicker({ childList, selected, onChange, error, disabled = false, footer, below }: ChildPickerProps) {
  const firstPending = useRef<HTMLDivElement>(null);
  useShownOnArrival(firstPending);
  const firstPendingId = childList.find((child) => child.alreadyRegistered && child.pendingCardPayment)?.id;
  const selectable = childList.filter((child) => child.selectable).map((child) => child.id);
  const toggle = (id: string, checked: boolean) => {
    onChange(childList.filter((child) => (child.id === id ? checked : selected.includes(child.id))).map((child) => child.id));
  };

  return (
    <fieldset aria-describedby={error ? "children-error" : undefined} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-lg font-bold text-ink">Enfants à inscrire</legend>
        {selectable.length > 1 && (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(selectable)}>
              Tout sélectionner
            </Button>
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange([])}>
              Tout désélectionner
            </Button>
          </div>
        )}
      </div>

      <ul className="space-y-2">
        {childList.map((child) => {
          const inputId = `child-${child.id}`;
          const noteId = `${inputId}-note`;
          const pending = child.alreadyRegistered ? child.pendingCardPayment : null;
          const note = pending ? holdNotice(1) : child.alreadyRegistered ? CHILD_ALREADY_REGISTERED_WARNING : child.ageMessage;
          return (
            <li key={child.id}>
              <label
                htmlFor={inputId}
                className={cn(
                  "flex items-start gap-3 rounded-xl border p-4 transition-colors",
                  child.selectable ? "cursor-pointer border-slate-300 bg-white hover:border-brand-600" : "border-slate-200 bg-slate-50",
                  selected.includes(child.id) && child.selectable && "border-brand-700 bg-brand-50",
                  pending && "rounded-b-none border-amber-300 border-b-amber-200",
                )}
              >
                <input
                  id={inputId}
                  type="checkbox"
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                  checked={child.selectable && selected.includes(child.id)}
                  disabled={disabled || !child.selectable}
                  aria-describedby={note ? noteId : undefined}
                  onChange={(event) => toggle(child.id, event.target.checked)}
                />
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-ink">
                      {child.firstName} {child.lastName}
                    </span>
                    {child.alreadyRegistered && <Badge tone="neutral">Déjà inscrit</Badge>}
                    {pending && <Badge tone="warning">{PAYMENT_PENDING_LABEL}</Badge>}
                    {!child.alreadyRegistered && !child.ageFits && <Badge tone="warning">Hors tranche d'âge</Badge>}
                  </span>
                  <span className="block text-sm text-muted">Âge au début de la plaine&nbsp;: {child.ageAtStartLabel}</span>
                  {note && (
                    <span
                      id={noteId}
                      className={cn(
                        "block text-sm",
                        pending ? "text-ink" : child.alreadyRegistered ? "text-muted" : "font-medium text-amber-900",
                      )}
                    >
                      {note}
                    </span>
                  )}
                </span>
              </label>
              {/* Outside the label: the button is no part of the checkbox's name. */}
              {pending && (
                <div
                  ref={child.id === firstPendingId ? firstPending : undefined}
                  className="flex justify-end rounded-b-xl border border-t-0 border-amber-300 bg-amber-50 px-4 py-3"
                >
                  <PayButton
                    registrationId={pending.registrationId}
                    holdExpiresAt={pending.holdExpiresAt}
                    size="sm"
                    label={`l'inscription de ${child.firstName} ${child.lastName}`}
                  />
                </div>
              )}
              {below && child.selectable && selected.includes(child.id) && below(child)}
            </li>
          );
        })}
      </ul>
      {error && (
        <p id="children-error" role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {footer}
    </fieldset>
  );
}

/**
 * Back from the card checkout, the browser puts the page back where it was left, at the bottom of
 * the form: the place held unpaid, with its 'Payer', is what the parent came back for. Once the page
 * has loaded (the browser's own restored position comes then), it is brought into view if it is not.
 */
function useShownOnArrival(target: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const show = () =>
      requestAnimationFrame(() => {
        const element = target.current;
        if (!element) return;
        const { top, bottom } = element.getBoundingClientRect();
        if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: "center" });
      });
    if (document.readyState === "complete") show();
    else window.addEventListener("load", show, { once: true });
    return () => window.removeEventListener("load", show);
  }, [target]);
}
