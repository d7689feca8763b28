import { useFormContext, useFormState } from "react-hook-form";

/**
 * What an input needs to be the surrounding Form's field `name`: react-hook-form's register()
 * props plus the message to show under it. Re-renders only when that field's state changes.
 */
export function useRegisteredField(name: string) {
  const { register, getFieldState, control } = useFormContext();
  const formState = useFormState({ control, name });
  return { ...register(name), error: getFieldState(name, formState).error?.message };
}

/** The props of an input component once bound to a form field: its name instead of its value, change handler and error. */
export type BoundFieldProps<P> = Omit<P, "name" | "error" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref"> & { name: string };
