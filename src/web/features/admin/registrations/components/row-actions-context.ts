import { createContext, useContext } from "react";
import type { AdminRegistrationUpdate } from "../../../../../domain/contracts/admin-input.ts";
import type { RegistrationRow } from "../../../../../domain/contracts/registrations.ts";

/**
 * What a row's cells can do, given once by the page: the columns stay declared at module scope
 * (the table does not rebuild them on every change) and still reach the page's mutations.
 */
export interface RowActions {
  /** Saves a change; `onSaved` runs once the server accepted it (the bar clears its selection then). */
  update: (update: AdminRegistrationUpdate, onSaved?: () => void) => void;
  /** The rows a change is being saved for: their selects wait. */
  savingIds: ReadonlySet<string>;
  showHistory: (row: RegistrationRow) => void;
  refund: (row: RegistrationRow) => void;
  /** Opens the dialog that sets this child's price. */
  setPrice: (row: RegistrationRow) => void;
  /** Opens 'Prise en charge…': an organisation takes a share of this child's price. */
  takeShare: (row: RegistrationRow) => void;
  /** The rows that carry their payment's actions (one per payment). */
  paymentLeads: ReadonlySet<string>;
}

export const RowActionsContext = createContext<RowActions | null>(null);

export function useRowActions(): RowActions {
  const actions = useContext(RowActionsContext);
  if (!actions) throw new Error("useRowActions must be used inside RowActionsContext");
  return actions;
}
