import { randomInt } from "node:crypto";
import { type BankAccount, DEMO_QR_INFORMATION } from "../../domain/association.ts";
import { epcQrPayload } from "../../domain/epc-qr.ts";
import { formatIban, isValidBic, isValidIban } from "../../domain/iban.ts";
import { PAYMENT_METHOD_LABELS } from "../../domain/registration.ts";
import type { BankTransferInstructions } from "../../domain/contracts/registrations.ts";
import { formatStructuredCommunication, structuredCommunicationFromNumber } from "../../domain/structured-communication.ts";
import { payments } from "../db/schema.ts";
import type { PaymentProvider, PaymentRow } from "./provider.ts";

/** Ten random digits: 10^10 references, so a collision is rare and simply retried. */
export function newStructuredCommunication(): string {
  return structuredCommunicationFromNumber(randomInt(1, 10_000_000_000));
}

const MAX_ATTEMPTS = 5;

/**
 * How to pay a transfer into the association's account (modules/association), or null while it
 * has none. A demonstration's sample account says so, in the QR code's text too.
 */
export function bankTransferInstructions(
  account: BankAccount | null,
  payment: Pick<PaymentRow, "amountCents" | "structuredCommunication">,
  qrCodeUrl: string,
): BankTransferInstructions | null {
  if (!account) return null;
  const reference = payment.structuredCommunication;
  if (!reference) throw new Error("a bank-transfer payment always has a structured communication");
  // A misconfigured account must not break registration: the QR code is left out, the text stays.
  const qrPayload =
    payment.amountCents > 0 && isValidIban(account.iban) && isValidBic(account.bic)
      ? epcQrPayload({
          bic: account.bic,
          beneficiaryName: account.beneficiary,
          iban: account.iban,
          amountCents: payment.amountCents,
          reference,
          ...(account.demo ? { information: DEMO_QR_INFORMATION } : {}),
        })
      : null;
  return {
    amountCents: payment.amountCents,
    beneficiary: account.beneficiary,
    iban: formatIban(account.iban),
    bic: account.bic.trim().toUpperCase(),
    communication: formatStructuredCommunication(reference),
    qrPayload,
    qrCodeUrl: qrPayload ? qrCodeUrl : null,
    demo: account.demo,
  };
}

export function qrCodePath(registrationId: string): string {
  return `/api/registrations/${registrationId}/qr.png`;
}

/**
 * Payment by bank transfer with a Belgian structured communication, unique per payment, into the
 * association's account: offered only once the association has given it (paymentReadiness).
 */
export function bankTransferProvider(): PaymentProvider {
  return {
    option: {
      method: "bank_transfer",
      label: PAYMENT_METHOD_LABELS.bank_transfer,
      description: "Les instructions de paiement (IBAN, communication structurée et code QR) vous sont envoyées par e-mail.",
    },
    confirmsAtRegistration: true,

    async createPayment(tx, draft) {
      // The unique column decides; a collision inserts nothing and we draw again. ON CONFLICT
      // (not a caught error) keeps the surrounding transaction usable on PostgreSQL.
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
        const [row] = await tx
          .insert(payments)
          .values({ ...draft, method: "bank_transfer", structuredCommunication: newStructuredCommunication() })
          .onConflictDoNothing({ target: payments.structuredCommunication })
          .returning();
        if (row) return row;
      }
      throw new Error("no free structured communication after several attempts");
    },

    instructions(payment, primaryRegistrationId, account) {
      return bankTransferInstructions(account, payment, qrCodePath(primaryRegistrationId));
    },

    nextStep(_payment, primaryRegistrationId) {
      return Promise.resolve(`/bank-transfer/success?registration_id=${primaryRegistrationId}`);
    },
  };
}
