import type { PayerShareView, PayerView } from "../../../../domain/contracts/admin-payers.ts";
import { PAYER_KIND_LABELS, PAYER_SHARE_STATUS_LABELS } from "../../../../domain/payers.ts";

/** Test data of the organisations' page: an organisation of the directory, labels as the server gives them. */
export function payer(overrides: Partial<PayerView> & { id: string; name: string }): PayerView {
  const view: PayerView = {
    kind: "cpas",
    kindLabel: "",
    contactName: "Anne Lambert",
    email: "service.social@cpas-forest.be",
    iban: "BE68 5390 0754 7034",
    address: null,
    archived: false,
    shareCount: 0,
    outstandingCents: 0,
    ...overrides,
  };
  return { ...view, kindLabel: PAYER_KIND_LABELS[view.kind] };
}

/** A share of a registration an organisation takes, due unless said otherwise. */
export function payerShare(overrides: Partial<PayerShareView> & { id: string; number: string }): PayerShareView {
  const share: PayerShareView = {
    payerId: "f1000000-0000-4000-8000-000000000001",
    payerName: "CPAS de Forest",
    payerKindLabel: PAYER_KIND_LABELS.cpas,
    registrationId: `r-${overrides.id}`,
    reference: "R-1A2B3C4D",
    childName: "Zoé Dupont",
    activityId: "a1000000-0000-4000-8000-000000000001",
    activityTitle: "Plaine d'été",
    startDate: "2099-07-06",
    endDate: "2099-07-10",
    amountCents: 4000,
    percent: null,
    voucherNumber: null,
    receivedCents: 0,
    outstandingCents: 4000,
    status: "due",
    statusLabel: "",
    dueDate: "2099-06-30",
    overdue: false,
    registrationCancelled: false,
    communication: "+++123/4567/89002+++",
    sentAt: null,
    invoices: [],
    receipts: [],
    ...overrides,
  };
  return { ...share, statusLabel: PAYER_SHARE_STATUS_LABELS[share.status] };
}
