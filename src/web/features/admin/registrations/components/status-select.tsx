import type { SelectHTMLAttributes } from "react";
import {
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
  REGISTRATION_STATUS_LABELS,
  REGISTRATION_STATUSES,
  type RegistrationStatus,
} from "../../../../../domain/registration.ts";
import { cn } from "../../../../lib/cn.ts";
import { SELECT_CLASSES } from "../../shared/components/filter-fields.tsx";

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value">;

/** A registration's status (En attente / Confirmée / Annulée). */
export function RegistrationStatusSelect({
  value,
  onChange,
  className,
  ...props
}: SelectProps & { value: RegistrationStatus; onChange: (status: RegistrationStatus) => void }) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as RegistrationStatus)}
      className={cn(SELECT_CLASSES, className)}
    >
      {REGISTRATION_STATUSES.map((status) => (
        <option key={status} value={status}>
          {REGISTRATION_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}

/** A payment's status (En attente / Payé / Remboursé): it moves every registration the payment covers. */
export function PaymentStatusSelect({
  value,
  onChange,
  className,
  ...props
}: SelectProps & { value: PaymentStatus; onChange: (status: PaymentStatus) => void }) {
  return (
    <select
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentStatus)}
      className={cn(SELECT_CLASSES, className)}
    >
      {PAYMENT_STATUSES.map((status) => (
        <option key={status} value={status}>
          {PAYMENT_STATUS_LABELS[status]}
        </option>
      ))}
    </select>
  );
}
