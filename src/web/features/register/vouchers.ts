import type { z } from "zod";
import { eurosToCents } from "../../../domain/money.ts";
import { voucherTitle } from "../../../domain/payers.ts";
import { parseTypedNumber } from "../../../domain/typed-number.ts";
import type { RegistrationPage } from "../../../domain/contracts/registrations.ts";
import type { registrationSchema } from "../../../domain/contracts/registrations-input.ts";

/** A voucher as the form holds it while the parent types it (the amount as typed). */
export type FormVoucher = NonNullable<z.input<typeof registrationSchema>["vouchers"]>[number];
type VoucherIssuer = RegistrationPage["voucherIssuers"][number];

/** A voucher just opened for a child: its issuer chosen already when there is only one. */
export function freshVoucher(childId: string, issuers: readonly VoucherIssuer[]): FormVoucher {
  return { childId, payerId: issuers.length === 1 ? issuers[0].id : "", number: "", amount: "" };
}

/** The voucher's value in cents as typed ("60", "60,00", "12.5"), or null while it is no amount above 0. */
export function voucherCents(voucher: Pick<FormVoucher, "amount">): number | null {
  const { amount } = voucher;
  const euros = typeof amount === "number" ? amount : typeof amount === "string" ? parseTypedNumber(amount, "decimal") : null;
  return euros !== null && euros > 0 ? eurosToCents(euros) : null;
}

/** "Chèque n° 12345 (Ville de Wavre)", as the price summary names it; what is not typed yet is left out. */
export function voucherTitleOf(voucher: Pick<FormVoucher, "payerId" | "number">, issuers: readonly VoucherIssuer[]): string {
  return voucherTitle(voucher.number, issuers.find((candidate) => candidate.id === voucher.payerId)?.name);
}
