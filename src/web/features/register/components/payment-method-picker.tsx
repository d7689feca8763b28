import Banknote from "lucide-react/icons/banknote";
import CreditCard from "lucide-react/icons/credit-card";
import type { PaymentMethod } from "../../../../domain/registration.ts";
import type { PaymentMethodOption } from "../../../../domain/contracts/registrations.ts";
import { cn } from "../../../lib/cn.ts";

const ICONS: Record<PaymentMethod, typeof CreditCard> = { stripe: CreditCard, bank_transfer: Banknote };

/** The ways to pay the server offers (a card provider appears here once it is configured). */
export function PaymentMethodPicker({
  options,
  value,
  onChange,
  disabled = false,
}: {
  options: PaymentMethodOption[];
  value: PaymentMethod | undefined;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-3 text-lg font-bold text-ink">Mode de paiement</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const Icon = ICONS[option.method];
          const id = `payment-${option.method}`;
          return (
            <label
              key={option.method}
              htmlFor={id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors hover:border-brand-600",
                value === option.method ? "border-brand-700 bg-brand-50" : "border-slate-300 bg-white",
              )}
            >
              <input
                id={id}
                type="radio"
                name="paymentMethod"
                value={option.method}
                checked={value === option.method}
                disabled={disabled}
                onChange={() => onChange(option.method)}
                aria-describedby={`${id}-description`}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="space-y-1">
                <span className="flex items-center gap-2 font-semibold text-ink">
                  <Icon aria-hidden="true" className="size-4 text-brand-700" />
                  {option.label}
                </span>
                <span id={`${id}-description`} className="block text-sm text-muted">
                  {option.description}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
