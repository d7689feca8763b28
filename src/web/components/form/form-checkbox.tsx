import type { ReactNode } from "react";
import { type BoundFieldProps, useRegisteredField } from "./use-registered-field.ts";

interface CheckboxProps {
  id: string;
  /** The text beside the box; may hold links (the conditions). */
  label: ReactNode;
  disabled?: boolean;
}

/** A single checkbox (accepting the conditions) bound to a boolean field, its error under it and read with it. */
export function FormCheckbox({ id, name, label, disabled }: BoundFieldProps<CheckboxProps>) {
  const { error, ...field } = useRegisteredField(name);
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
