import { useState } from "react";
import { useFormContext, useFormState } from "react-hook-form";

/** The field's first value as the markup's own default: a checkbox's state, or a text. */
function markupDefault(value: unknown): { defaultChecked?: boolean; defaultValue?: string | number } {
  if (typeof value === "boolean") return { defaultChecked: value };
  if (typeof value === "string" || typeof value === "number") return { defaultValue: value };
  return {};
}

/**
 * What an input needs to be the surrounding Form's field `name`: react-hook-form's register()
 * props plus the message to show under it. Re-renders only when that field's state changes.
 *
 * The field's first value goes into the markup too (react-hook-form writes it only once the form
 * runs in the browser): a form drawn on the server shows the parent's profile, not empty fields,
 * and react-hook-form still tells a field typed into before it ran from one left as drawn.
 */
export function useRegisteredField(name: string) {
  const { register, getFieldState, getValues, control } = useFormContext();
  const formState = useFormState({ control, name });
  const [initial] = useState(() => markupDefault(getValues(name)));
  return { ...register(name), ...initial, error: getFieldState(name, formState).error?.message };
}

/** The props of an input component once bound to a form field: its name instead of its value, change handler and error. */
export type BoundFieldProps<P> = Omit<P, "name" | "error" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref"> & { name: string };
