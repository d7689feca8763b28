import type { TestConfirmationInput } from "../../../../domain/contracts/admin-input.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { formatIban } from "../../../../domain/iban.ts";
import { eurosToCents } from "../../../../domain/money.ts";
import { paths } from "../../../../domain/paths.ts";
import { NO_PRACTICAL_INFO } from "../../../../domain/practical-info.ts";
import { priceRegistration } from "../../../../domain/pricing.ts";
import { formatStructuredCommunication, structuredCommunicationFromNumber } from "../../../../domain/structured-communication.ts";
import { type AssociationSettings, publicAssociation } from "../../../../domain/association.ts";
import type { Config } from "../../../config.ts";
import type { OutgoingMail } from "../../../mail/outbox.ts";
import { registrationConfirmationMail } from "../../../mail/templates.ts";

/**
 * The registration confirmation as a parent receives it, built by the real template from the
 * data the administrator typed, and sent to the administrator alone: never a copy to the
 * registrations mailbox, never to a parent. The subject says it is a test. Signed by the
 * association as its settings say, with its account (no instructions while it has none).
 */
export function testConfirmationMail(
  input: TestConfirmationInput,
  to: string,
  config: Pick<Config, "publicUrl">,
  { identity, bank }: AssociationSettings,
): OutgoingMail {
  const [childFirstName, ...childLastNames] = input.childName.split(/\s+/);
  const start = addDaysIso(brusselsToday(), 30);
  const amountCents = eurosToCents(input.amount);
  const unpaidTransfer = input.paymentMethod === "bank_transfer" && input.paymentStatus === "pending";
  const content = registrationConfirmationMail({
    from: publicAssociation(identity),
    parentFirstName: input.parentName.split(/\s+/)[0],
    activity: {
      title: input.activityTitle,
      startDate: start,
      endDate: addDaysIso(start, 4),
      locationName: "Lieu de la plaine",
      locationAddress: "Rue de la Plaine 1",
      locationPostalCode: "1000",
      locationCity: "Bruxelles",
    },
    practicalInfo: NO_PRACTICAL_INFO,
    children: [{ firstName: childFirstName, lastName: childLastNames.join(" ") }],
    price: priceRegistration(amountCents, 1),
    reference: "TEST0000",
    paymentMethod: input.paymentMethod,
    bankTransfer:
      unpaidTransfer && bank
        ? {
            amountCents,
            beneficiary: bank.beneficiary,
            iban: formatIban(bank.iban),
            bic: bank.bic,
            communication: formatStructuredCommunication(structuredCommunicationFromNumber(0)),
            qrCid: null,
            demo: bank.demo,
          }
        : undefined,
    registrationsUrl: `${config.publicUrl}${paths.registrations}`,
  });
  return {
    dedupeKey: `test-confirmation:${crypto.randomUUID()}`,
    kind: "test-confirmation",
    to,
    cc: null,
    ...content,
    subject: `[Test] ${content.subject}`,
  };
}
