import { ACCEPT_TERMS, NO_AVAILABLE_CHILD, type PaymentMethod, SELECT_AT_LEAST_ONE_CHILD } from "../../../domain/registration.ts";
import type { PaymentMethodOption, RegistrationPageChild } from "../../../domain/contracts/registrations.ts";

export interface RegistrationFormErrors {
  children?: string;
  terms?: string;
}

/** The children that can still be chosen: not already registered, and of the plaine's age. */
export function selectableChildIds(children: RegistrationPageChild[]): string[] {
  return children.filter((child) => child.selectable).map((child) => child.id);
}

/**
 * The selection as it may be sent (spec §5): an already-registered child, or one that no longer
 * fits after the page was refreshed, is dropped, in the order of the page.
 */
export function cleanSelection(selected: ReadonlySet<string>, children: RegistrationPageChild[]): string[] {
  return selectableChildIds(children).filter((id) => selected.has(id));
}

/** The form's checks before sending, with the spec's messages; an empty object means "send it". */
export function validateRegistrationForm(
  selected: ReadonlySet<string>,
  children: RegistrationPageChild[],
  acceptTerms: boolean,
): RegistrationFormErrors {
  const errors: RegistrationFormErrors = {};
  if (selected.size === 0) errors.children = SELECT_AT_LEAST_ONE_CHILD;
  else if (cleanSelection(selected, children).length === 0) errors.children = NO_AVAILABLE_CHILD;
  if (!acceptTerms) errors.terms = ACCEPT_TERMS;
  return errors;
}

/** Card payment comes first when it is offered (spec §5 default); otherwise the first method there is. */
export function defaultPaymentMethod(options: PaymentMethodOption[]): PaymentMethod | null {
  return (options.find((option) => option.method === "stripe") ?? options[0])?.method ?? null;
}
