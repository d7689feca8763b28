import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { serverFieldErrors } from "../../lib/form-errors.ts";

/** The server's message for each of this form's fields it refused (a weak password's reasons on `passwordField`). */
export function serverErrorsFor<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  passwordField?: FieldPath<TValues>,
): Partial<Record<FieldPath<TValues>, string>> {
  const fields = Object.keys(form.getValues()) as FieldPath<TValues>[];
  return serverFieldErrors(error, fields, passwordField);
}

/**
 * Shows the server's refusals under their fields, leaving every value as typed. Returns whether
 * any field got one (the form can then skip its general message).
 */
export function showServerErrors<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  passwordField?: FieldPath<TValues>,
): boolean {
  const messages = Object.entries(serverErrorsFor(form, error, passwordField)) as [FieldPath<TValues>, string][];
  for (const [field, message] of messages) form.setError(field, { type: "server", message });
  return messages.length > 0;
}
