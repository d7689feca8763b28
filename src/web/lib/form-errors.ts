import { isApiError } from "./api-client.ts";

/**
 * The server's French message for each form field it refused, restricted to the fields the form
 * shows. Every broken password rule is kept, one per line, so nothing the server said is lost.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
  passwordField?: F,
): Partial<Record<F, string>> {
  if (!isApiError(error)) return {};
  const result: Partial<Record<F, string>> = {};
  for (const field of formFields) {
    const message = error.fields?.[field];
    if (message) result[field] = message;
  }
  if (passwordField && error.reasons?.length) result[passwordField] = error.reasons.join("\n");
  return result;
}
