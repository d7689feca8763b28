import { desc, eq } from "drizzle-orm";
import { partialPaymentLabel } from "../../../domain/bank-transfers.ts";
import { formatEuros } from "../../../domain/money.ts";
import { sharesByPayment } from "../../../domain/payment-shares.ts";
import { upcomingPlainesFirst } from "../../../domain/plaine-order.ts";
import { cancellationRefund, cancellationRefundSentence, shareOnCancellation } from "../../../domain/refunds.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import { tariffClaimLine } from "../../../domain/tariff-claims.ts";
import { TARIFF_CLAIM_STATUS_LABELS } from "../../../domain/tariffs.ts";
import {
  amountLabel,
  canParentCancel,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  paymentReceipts,
  registrationReference,
} from "../../../domain/registration.ts";
import type { RegistrationGroup, RegistrationRow } from "../../../domain/contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, payments, profiles, registrations, tariffCategories, tariffClaims, users } from "../../db/schema.ts";
import { bankTransferInstructions, qrCodePath } from "../../payment-providers/bank-transfer.ts";
import { loadBankAccount } from "../association/index.ts";
import {
  checkoutSummaries,
  loadBankTransferRules,
  loadRefundSettings,
  receiptsOf,
  invoicesOf,
  sharesOfRegistrations,
  transferDeadlineOf,
} from "../payments/index.ts";

export interface HistoryQuery {
  /** A parent's own registrations; unset for the admin list, which adds each parent's contact. */
  parentId?: string;
  today: string;
}

/**
 * 'Reçu X — reste Y à payer' while a transfer is partly paid: only while something is still due
 * (a cancellation that leaves nothing to pay lists what was received to refund instead).
 */
function partialLabelOf(payment: Pick<typeof payments.$inferSelect, "status" | "receivedCents" | "amountCents">): string | null {
  return payment.status === "pending" && payment.receivedCents > 0 && payment.receivedCents < payment.amountCents
    ? partialPaymentLabel(payment.receivedCents, payment.amountCents)
    : null;
}

/** A family's registrations (or everyone's) with their payment, child, plaine and parent, newest first. */
async function historyRows(db: Db, parentId: string | undefined) {
  return db
    .select({
      registration: registrations,
      payment: payments,
      child: { id: children.id, firstName: children.firstName, lastName: children.lastName },
      activity: { id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      parent: { id: users.id, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName, phone: profiles.phone },
      claim: {
        status: tariffClaims.status,
        tariffPriceCents: tariffClaims.tariffPriceCents,
        refusalReason: tariffClaims.refusalReason,
        categoryName: tariffCategories.name,
      },
    })
    .from(registrations)
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .innerJoin(users, eq(users.id, registrations.parentId))
    .leftJoin(profiles, eq(profiles.id, registrations.parentId))
    .leftJoin(tariffClaims, eq(tariffClaims.registrationId, registrations.id))
    .leftJoin(tariffCategories, eq(tariffCategories.id, tariffClaims.categoryId))
    .where(parentId ? eq(registrations.parentId, parentId) : undefined)
    .orderBy(desc(registrations.createdAt), desc(registrations.isPrimary), children.firstName);
}

type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

/** The tariff claimed for the child, as its family and the list read it; null when none was. */
function tariffClaimOf({ claim }: HistoryRow): RegistrationRow["tariffClaim"] {
  if (!claim?.status || claim.categoryName === null) return null;
  const fields = { categoryName: claim.categoryName, status: claim.status, refusalReason: claim.refusalReason };
  return {
    ...fields,
    statusLabel: TARIFF_CLAIM_STATUS_LABELS[claim.status],
    tariffPriceCents: claim.tariffPriceCents ?? 0,
    label: tariffClaimLine(fields),
  };
}

/** One registration's line: the parent sees their own; the administrators' list adds the parent and the payment's details. */
function registrationRowOf(
  row: HistoryRow,
  query: HistoryQuery,
  money: {
    shareCents: number;
    cancelRefund: string | null;
    payerShares: RegistrationRow["payerShares"];
    invoices: PaymentSummary["invoices"];
  },
): RegistrationRow {
  const { shareCents, cancelRefund } = money;
  const { registration, payment, child, activity } = row;
  const amountCents = registration.isPrimary ? payment.amountCents : null;
  const communication = payment.structuredCommunication ? formatStructuredCommunication(payment.structuredCommunication) : null;
  return {
    id: registration.id,
    reference: registrationReference(registration.id),
    isPrimary: registration.isPrimary,
    createdAt: registration.createdAt.toISOString(),
    child,
    status: registration.status,
    statusLabel: REGISTRATION_STATUS_LABELS[registration.status],
    paymentId: payment.id,
    paymentMethod: payment.method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[payment.method],
    paymentStatus: payment.status,
    paymentStatusLabel: PAYMENT_STATUS_LABELS[payment.status],
    paidAt: payment.paidAt?.toISOString() ?? null,
    amountCents,
    amountLabel: amountLabel(amountCents),
    canCancel: canParentCancel({ status: registration.status, startDate: activity.startDate }, query.today),
    cancelReason: registration.status === "cancelled" ? registration.cancelReason : null,
    priceCents: registration.priceCents,
    priceReason: registration.priceReason,
    tariffClaim: tariffClaimOf(row),
    payerShares: money.payerShares,
    ...(query.parentId
      ? // The parent's pages give each child its share of the family payment; the administrators' keep '-'.
        { shareCents: registration.status === "cancelled" ? null : shareCents, cancelRefund }
      : {
          parent: {
            id: row.parent.id,
            email: row.parent.email,
            firstName: row.parent.firstName ?? "",
            lastName: row.parent.lastName ?? "",
            phone: row.parent.phone ?? null,
          },
          communication,
          partialLabel: registration.isPrimary ? partialLabelOf(payment) : null,
          invoices: registration.isPrimary ? money.invoices : [],
        }),
  };
}

type PaymentSummary = RegistrationGroup["payments"][number];

/** A payment's summary in its group, its children's names and transfer instructions added as its lines come. */
function paymentSummaryOf(
  payment: HistoryRow["payment"],
  primaryId: string,
  startDate: string,
  standing: boolean,
  known: {
    transferRules: Awaited<ReturnType<typeof loadBankTransferRules>>;
    checkout: PaymentSummary["checkout"];
    receipts: PaymentSummary["receipts"];
    invoices: PaymentSummary["invoices"];
  },
): PaymentSummary {
  return {
    id: payment.id,
    reference: registrationReference(primaryId),
    primaryRegistrationId: primaryId,
    method: payment.method,
    methodLabel: PAYMENT_METHOD_LABELS[payment.method],
    status: payment.status,
    statusLabel: PAYMENT_STATUS_LABELS[payment.status],
    amountCents: payment.amountCents,
    amountLabel: formatEuros(payment.amountCents),
    paidAt: payment.paidAt?.toISOString() ?? null,
    receivedCents: payment.receivedCents,
    partialLabel: partialLabelOf(payment),
    communication: payment.structuredCommunication ? formatStructuredCommunication(payment.structuredCommunication) : null,
    cancelled: !standing,
    deadline: transferDeadlineOf(payment, startDate, known.transferRules),
    childNames: [],
    bankTransfer: null,
    checkout: known.checkout,
    receipts: known.receipts,
    invoices: known.invoices,
  };
}

/**
 * Registrations grouped by plaine and start date. Amounts come from the payment records: the
 * primary row of each payment shows its total, the other rows of that payment show '-', and the
 * group's total is the sum of its payments. No symbolic 0.01 anywhere. The parent's rows also give
 * each child's share of the family payment (`registrationShares`, as the certificates count it).
 * Parents see the plaines to come first, the nearest first, then those over, the latest first;
 * the admin list is ordered by start date.
 */
export async function listRegistrationGroups(db: Db, query: HistoryQuery): Promise<RegistrationGroup[]> {
  const rows = await historyRows(db, query.parentId);
  const account = await loadBankAccount(db);

  const groups = new Map<string, RegistrationGroup>();
  const primaryOf = new Map<string, string>();
  for (const row of rows) if (row.registration.isPrimary) primaryOf.set(row.payment.id, row.registration.id);
  // Card payments: where each checkout stands, and whether 'Payer' is offered.
  const paymentsById = new Map(rows.map((row) => [row.payment.id, { payment: row.payment, liveRegistrations: 0 }]));
  for (const row of rows) if (row.registration.status !== "cancelled") paymentsById.get(row.payment.id)!.liveRegistrations += 1;
  const checkouts = await checkoutSummaries(db, [...paymentsById.values()]);
  const transferRules = await loadBankTransferRules(db);
  const receiptsByPayment = new Map<string, PaymentSummary["receipts"]>();
  for (const { paymentId, bankMovementId: _, ...receipt } of await receiptsOf(db, [...paymentsById.keys()]))
    receiptsByPayment.set(paymentId, [...(receiptsByPayment.get(paymentId) ?? []), receipt]);
  const invoicesByPayment = new Map<string, PaymentSummary["invoices"]>();
  for (const { paymentId, payerShareId: _, ...invoice } of await invoicesOf(db, { paymentIds: [...paymentsById.keys()] }))
    if (paymentId) invoicesByPayment.set(paymentId, [...(invoicesByPayment.get(paymentId) ?? []), invoice]);
  const payerShares = await sharesOfRegistrations(
    db,
    rows.map((row) => row.registration.id),
  );
  const shares = sharesByPayment(
    rows.map(({ registration, payment }) => ({
      id: registration.id,
      paymentId: payment.id,
      isPrimary: registration.isPrimary,
      createdAt: registration.createdAt,
      cancelled: registration.status === "cancelled",
      priceCents: registration.priceCents,
      amountCents: payment.amountCents,
    })),
    (row) => row.amountCents,
  );

  // The parent's cancel dialog says what a paid registration gives back, by the organiser's rule (decision 0053).
  const rule = query.parentId ? await loadRefundSettings(db) : null;
  const refundOnCancel = ({ registration, payment, activity }: HistoryRow): string | null => {
    if (!rule || payment.status !== "paid" || !canParentCancel({ status: registration.status, startDate: activity.startDate }, query.today))
      return null;
    const remaining = rows
      .filter(
        (other) =>
          other.payment.id === payment.id && other.registration.id !== registration.id && other.registration.status !== "cancelled",
      )
      .map((other) => other.registration.priceCents);
    const refund = cancellationRefund({
      shareCents: shareOnCancellation(payment.amountCents, remaining),
      feeCents: rule.feeCents,
      noRefundDaysBefore: rule.noRefundDaysBefore,
      startDate: activity.startDate,
      today: query.today,
    });
    return cancellationRefundSentence(refund, rule);
  };

  for (const row of rows) {
    const { registration, payment, child, activity } = row;
    const key = `${activity.id}:${activity.startDate}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        activity,
        count: 0,
        childNames: [],
        totalCents: 0,
        totalLabel: "",
        receivedCents: 0,
        dueCents: 0,
        registrations: [],
        payments: [],
      };
      groups.set(key, group);
    }
    const name = `${child.firstName} ${child.lastName}`;
    group.registrations.push(
      registrationRowOf(row, query, {
        shareCents: shares.get(registration.id) ?? 0,
        cancelRefund: refundOnCancel(row),
        payerShares: payerShares.get(registration.id) ?? [],
        invoices: invoicesByPayment.get(payment.id) ?? [],
      }),
    );
    group.count += 1;
    if (!group.childNames.includes(name)) group.childNames.push(name);

    let summary = group.payments.find((p) => p.id === payment.id);
    if (!summary) {
      const primaryId = primaryOf.get(payment.id) ?? registration.id;
      const standing = paymentsById.get(payment.id)!.liveRegistrations > 0;
      summary = paymentSummaryOf(payment, primaryId, activity.startDate, standing, {
        transferRules,
        checkout: checkouts.get(payment.id) ?? null,
        receipts: receiptsByPayment.get(payment.id) ?? [],
        invoices: invoicesByPayment.get(payment.id) ?? [],
      });
      group.payments.push(summary);
      group.totalCents += payment.amountCents;
      // Partial credits count as received; only payments whose registrations still stand are due.
      const receipts = paymentReceipts(payment);
      group.receivedCents += receipts.receivedCents;
      if (standing) group.dueCents += receipts.dueCents;
    }
    summary.childNames.push(name);
    // Instructions again while a transfer is due for a registration that still stands.
    if (
      payment.method === "bank_transfer" &&
      payment.status === "pending" &&
      payment.amountCents > 0 &&
      registration.status !== "cancelled"
    ) {
      // Partly received: the instructions (and the QR code) ask for what is left.
      const rest = { ...payment, amountCents: Math.max(0, payment.amountCents - payment.receivedCents) };
      summary.bankTransfer ??= bankTransferInstructions(account, rest, qrCodePath(primaryOf.get(payment.id) ?? registration.id));
    }
  }

  const list = [...groups.values()];
  for (const group of list) group.totalLabel = formatEuros(group.totalCents);
  if (query.parentId) {
    const order = upcomingPlainesFirst(query.today);
    list.sort((a, b) => order(a.activity, b.activity));
  } else
    list.sort((a, b) => a.activity.startDate.localeCompare(b.activity.startDate) || a.activity.title.localeCompare(b.activity.title, "fr"));
  return list;
}
