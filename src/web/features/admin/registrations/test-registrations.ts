import type { PaymentSummary, RegistrationGroup, RegistrationRow } from "../../../../domain/contracts/registrations.ts";
import { formatEuros } from "../../../../domain/money.ts";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentReceipts,
  REGISTRATION_STATUS_LABELS,
} from "../../../../domain/registration.ts";

/** Test data of the admin list: a row, and a group built from its rows (payments and totals as the server sums them). */
export function registrationRow(overrides: Partial<RegistrationRow> & { id: string }): RegistrationRow {
  const row: RegistrationRow = {
    reference: overrides.id.slice(-8),
    isPrimary: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    child: { id: `child-${overrides.id}`, firstName: "Zoé", lastName: "Dupont" },
    status: "pending",
    statusLabel: "",
    paymentId: `payment-${overrides.id}`,
    paymentMethod: "bank_transfer",
    paymentMethodLabel: "",
    paymentStatus: "pending",
    paymentStatusLabel: "",
    paidAt: null,
    amountCents: 12000,
    amountLabel: formatEuros(12000),
    canCancel: true,
    cancelReason: null,
    tariffClaim: null,
    priceCents: 12000,
    priceReason: null,
    payerShares: [],
    parent: { id: "parent-1", firstName: "Claire", lastName: "Dupont", email: "claire.dupont@example.be", phone: "0470 12 34 56" },
    communication: "+++123/4567/89012+++",
    ...overrides,
  };
  return {
    ...row,
    statusLabel: REGISTRATION_STATUS_LABELS[row.status],
    paymentMethodLabel: PAYMENT_METHOD_LABELS[row.paymentMethod],
    paymentStatusLabel: PAYMENT_STATUS_LABELS[row.paymentStatus],
  };
}

export function registrationGroup(
  activity: RegistrationGroup["activity"],
  registrations: RegistrationRow[],
  amounts: Record<string, number> = {},
  /** What the bank's credits brought to an unpaid transfer, by payment id. */
  received: Record<string, number> = {},
): RegistrationGroup {
  const payments: PaymentSummary[] = [];
  for (const row of registrations) {
    let payment = payments.find((candidate) => candidate.id === row.paymentId);
    if (!payment) {
      const amountCents = amounts[row.paymentId] ?? row.amountCents ?? 0;
      payment = {
        id: row.paymentId,
        reference: row.reference,
        primaryRegistrationId: row.id,
        method: row.paymentMethod,
        methodLabel: row.paymentMethodLabel,
        status: row.paymentStatus,
        statusLabel: row.paymentStatusLabel,
        amountCents,
        amountLabel: formatEuros(amountCents),
        paidAt: row.paidAt,
        receivedCents: received[row.paymentId] ?? 0,
        partialLabel: null,
        communication: row.communication ?? null,
        cancelled: registrations.every((other) => other.paymentId !== row.paymentId || other.status === "cancelled"),
        deadline: null,
        childNames: [],
        bankTransfer: null,
        checkout: null,
        receipts: [],
        invoices: [],
      };
      payments.push(payment);
    }
    payment.childNames.push(`${row.child.firstName} ${row.child.lastName}`);
  }
  const totalCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const standing = new Set(registrations.filter((row) => row.status !== "cancelled").map((row) => row.paymentId));
  const receipts = payments.map((payment) => ({ ...paymentReceipts(payment), standing: standing.has(payment.id) }));
  return {
    key: `${activity.id}:${activity.startDate}`,
    activity,
    count: registrations.length,
    childNames: registrations.map((row) => `${row.child.firstName} ${row.child.lastName}`),
    totalCents,
    totalLabel: formatEuros(totalCents),
    receivedCents: receipts.reduce((sum, receipt) => sum + receipt.receivedCents, 0),
    dueCents: receipts.reduce((sum, receipt) => sum + (receipt.standing ? receipt.dueCents : 0), 0),
    registrations,
    payments,
  };
}
