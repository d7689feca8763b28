import { PAYER_SHARE_STATUSES, type PayerShareStatus } from "../../../../domain/payers.ts";

/** What 'Parts à réclamer' asks the server: a status (or all) and, when chosen, one organisation. */
export interface SharesQuery {
  payerId?: string;
  status: PayerShareStatus | "all";
}

/** The status filter's first choice, the default: what is still to receive. */
export const DUE_LABEL = "À recevoir";

/** The status filter's other choices, in the order shown after it. */
export const SHARE_STATUS_CHOICES: readonly { value: Exclude<SharesQuery["status"], "due">; label: string }[] = [
  { value: "paid", label: "Reçues" },
  { value: "cancelled", label: "Annulées" },
  { value: "all", label: "Toutes" },
];

const isStatus = (value: string | null): value is SharesQuery["status"] =>
  value === "all" || PAYER_SHARE_STATUSES.some((status) => status === value);

/** The filters as the address holds them (?payerId=&status=): the shares still to receive unless it names another status. */
export function sharesQueryFromSearch(search: URLSearchParams): SharesQuery {
  const status = search.get("status");
  const payerId = search.get("payerId");
  return { status: isStatus(status) ? status : "due", ...(payerId ? { payerId } : {}) };
}
