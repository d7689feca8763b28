/**
 * The bank-transfer rules the settings page sets (reminders, deadline), and the last day to pay
 * they give an unpaid transfer: read by the deadlines' jobs, the confirmation e-mails and the
 * parent's pages alike.
 */
import { eq } from "drizzle-orm";
import { type BankTransferRules, DEFAULT_BANK_TRANSFER_RULES, paymentDeadline } from "../../../domain/bank-transfers.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import type { Db } from "../../db/client.ts";
import { bankTransferSettings, type payments } from "../../db/schema.ts";

export async function loadBankTransferRules(db: Db): Promise<BankTransferRules> {
  const [row] = await db.select().from(bankTransferSettings).where(eq(bankTransferSettings.id, 1));
  return row
    ? { reminderDays: row.reminderDays, deadlineDays: row.deadlineDays, deadlineDaysBeforeStart: row.deadlineDaysBeforeStart }
    : DEFAULT_BANK_TRANSFER_RULES;
}

/**
 * The last day an unpaid transfer can be paid (YYYY-MM-DD), by the rules and any later day granted;
 * null for a payment that is not an unpaid transfer with something to pay.
 */
export function transferDeadlineOf(
  payment: Pick<typeof payments.$inferSelect, "method" | "status" | "amountCents" | "createdAt" | "deadlineExtendedTo">,
  startDate: string,
  rules: BankTransferRules,
): string | null {
  if (payment.method !== "bank_transfer" || payment.status !== "pending" || payment.amountCents <= 0) return null;
  return paymentDeadline(brusselsToday(payment.createdAt), startDate, rules, payment.deadlineExtendedTo);
}

export async function saveBankTransferRules(db: Db, rules: BankTransferRules): Promise<BankTransferRules> {
  const values = { ...rules, reminderDays: [...new Set(rules.reminderDays)].sort((a, b) => a - b), updatedAt: new Date() };
  await db
    .insert(bankTransferSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: bankTransferSettings.id, set: values });
  return loadBankTransferRules(db);
}
