import { randomInt } from "node:crypto";
import { epcQrPayload } from "../../domain/epc-qr.ts";
import { formatIban, isValidBic, isValidIban } from "../../domain/iban.ts";
import { PAYMENT_METHOD_LABELS } from "../../domain/registration.ts";
import type { BankTransferInstructions } from "../../domain/contracts/registrations.ts";
import { formatStructuredCommunication, structuredCommunicationFromNumber } from "../../domain/structured-communication.ts";
import type { Config } from "../config.ts";
import { payments } from "../db/schema.ts";
import type { PaymentProvider, PaymentRow } from "./provider.ts";

/** Ten random digits: 10^10 references, so a collision is rare and simply retried. */
function newStructuredCommunication(): string {
  return structuredCommunicationFromNumber(randomInt(1, 10_000_000_000));
}

const MAX_ATTEMPTS = 5;

export function bankTransferInstructions(
  bank: Config["bank"],
  payment: Pick<PaymentRow, "amountCents" | "structuredCommunication">,
  qrCodeUrl: string,
): BankTransferInstructions {
  const reference = payment.structuredCommunication;
  if (!reference) throw new Error("a bank-transfer payment always has a structured communication");
  // A misconfigured account must not break registration: the QR code is left out, the text stays.
  const qrPayload =
    payment.amountCents > 0 && isValidIban(bank.iban) && isValidBic(bank.bic)
      ? epcQrPayload({ bic: bank.bic, beneficiaryName: bank.accountName, iban: bank.iban, amountCents: payment.amountCents, reference })
      : null;
  return {
    amountCents: payment.amountCents,
    beneficiary: bank.accountName,
    iban: formatIban(bank.iban),
    bic: bank.bic.trim().toUpperCase(),
    communication: formatStructuredCommunication(reference),
    qrPayload,
    qrCodeUrl: qrPayload ? qrCodeUrl : null,
  };
}

export function qrCodePath(registrationId: string): string {
  return `/api/registrations/${registrationId}/qr.png`;
}

/** Payment by bank transfer with a Belgian structured communication, unique per payment. */
export function bankTransferProvider(bank: Config["bank"]): PaymentProvider {
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

    instructions(payment, primaryRegistrationId) {
      return bankTransferInstructions(bank, payment, qrCodePath(primaryRegistrationId));
    },

    nextStep(_payment, primaryRegistrationId) {
      return Promise.resolve(`/bank-transfer/success?registration_id=${primaryRegistrationId}`);
    },
  };
}
