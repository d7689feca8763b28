/**
 * An organisation's payment request as a document (decision 0056): what it says, read from the
 * share, its organisation, the registration with its child and plaine, and the association's
 * identity and account; and its PDF with the name the e-mail and the browser give it.
 */
import { eq } from "drizzle-orm";
import { addressLine, DEMO_QR_INFORMATION, type PublicAssociation, publicAssociation } from "../../../domain/association.ts";
import { formatCompanyNumber } from "../../../domain/company-number.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { epcQrPayload } from "../../../domain/epc-qr.ts";
import { fileNameSlug } from "../../../domain/file-name.ts";
import { formatIban, isValidBic, isValidIban } from "../../../domain/iban.ts";
import { isUuid } from "../../../domain/ids.ts";
import { shareOutstandingCents } from "../../../domain/payers.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { registrationReference } from "../../../domain/registration.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, organiserDetails, payerShares, profiles, registrations, thirdPartyPayers } from "../../db/schema.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { loadAssociation, loadPublicAssociation, pdfLetterhead } from "../association/index.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import { type PayerRequestDocument, payerRequestPdf } from "./documents/payer-request-pdf.ts";
import { joinSharePayerChildAndPlaine, sharePayerColumns } from "./share-payer.ts";
import { liveSharesCents } from "./share-totals.ts";

/** The organiser's company number as the certificates print it ("0123.456.749"), or null until entered. */
async function companyNumber(db: Db): Promise<string | null> {
  const [row] = await db.select({ companyNumber: organiserDetails.companyNumber }).from(organiserDetails).where(eq(organiserDetails.id, 1));
  return row?.companyNumber ? formatCompanyNumber(row.companyNumber) : null;
}

/** The text lines of a postal address as typed (one per line, blank ones left out). */
const addressLines = (address: string | null) =>
  (address ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** An organisation's address as typed; a parent's from their profile (decision 0058). */
function payerAddress(
  payerId: string | null,
  payer: { address: string | null; street: string | null; postalCode: string | null; city: string | null },
): string[] {
  return payerId
    ? addressLines(payer.address)
    : [payer.street, [payer.postalCode, payer.city].filter(Boolean).join(" ")].map((line) => line?.trim() ?? "").filter(Boolean);
}

/** The share with its payer (and the payer's address), its registration's family part, child and plaine. */
async function requestedShare(db: Db, shareId: string) {
  const [row] = await joinSharePayerChildAndPlaine(
    db
      .select({
        share: payerShares,
        payer: {
          name: sharePayerColumns.payerName,
          contactName: thirdPartyPayers.contactName,
          address: thirdPartyPayers.address,
          street: profiles.addressStreet,
          postalCode: profiles.addressPostalCode,
          city: profiles.addressCity,
        },
        familyPartCents: registrations.priceCents,
        child: { firstName: children.firstName, lastName: children.lastName },
        activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      })
      .from(payerShares)
      .$dynamic(),
  ).where(eq(payerShares.id, shareId));
  return row;
}

/** What the payment request of a share says, or null when there is no share of that id. */
export async function payerRequestDocument(db: Db, shareId: string): Promise<PayerRequestDocument | null> {
  if (!isUuid(shareId)) return null;
  const row = await requestedShare(db, shareId);
  if (!row) return null;
  const { share } = row;
  const { identity, bank } = await loadAssociation(db);
  const live = share.status === "cancelled" ? 0 : share.amountCents;
  // What the other organisations take of the registration: all live shares but this one.
  const others = (await liveSharesCents(db, share.registrationId)) - live;
  const outstanding = share.status === "due" ? shareOutstandingCents(share) : 0;
  const qrPayload =
    bank && outstanding > 0 && isValidIban(bank.iban) && isValidBic(bank.bic)
      ? epcQrPayload({
          bic: bank.bic,
          beneficiaryName: bank.beneficiary,
          iban: bank.iban,
          amountCents: outstanding,
          reference: share.structuredCommunication,
          ...(bank.demo ? { information: DEMO_QR_INFORMATION } : {}),
        })
      : null;
  const association = publicAssociation(identity);
  return {
    number: receiptNumberLabel(share.year, share.number),
    issuedOn: brusselsToday(share.createdAt),
    issuer: {
      name: association.name,
      address: association.address
        ? [association.address.street, `${association.address.postalCode} ${association.address.city}`.trim()].filter(Boolean)
        : [],
      companyNumber: await companyNumber(db),
      email: association.email,
      phone: association.phone?.display ?? null,
    },
    payer: {
      name: row.payer.name,
      contactName: row.payer.contactName?.trim() || null,
      address: payerAddress(share.payerId, row.payer),
    },
    byParent: share.payerId === null,
    child: row.child,
    activity: row.activity,
    reference: registrationReference(share.registrationId),
    childPriceCents: row.familyPartCents + others + live,
    amountCents: share.amountCents,
    percent: share.percent,
    voucherNumber: share.voucherNumber,
    receivedCents: share.receivedCents,
    status: share.status,
    dueDate: share.dueDate,
    communication: formatStructuredCommunication(share.structuredCommunication),
    bank: bank ? { beneficiary: bank.beneficiary, iban: formatIban(bank.iban), bic: bank.bic.trim().toUpperCase(), demo: bank.demo } : null,
    qrPayload,
    familyPartCents: row.familyPartCents,
    otherSharesCents: others,
  };
}

/** "demande-de-paiement-2027-0004.pdf" */
export const payerRequestFileName = (number: string) => `${fileNameSlug(`Demande de paiement ${number}`, "demande-de-paiement")}.pdf`;

/** The letterhead without the logo, for a caller without the media store (the foot as pdfLetterhead writes it). */
function letterheadWithoutLogo(association: PublicAssociation): PdfLetterhead {
  return {
    name: association.name,
    lines: [addressLine(association.address), [association.phone?.display, association.email].filter(Boolean).join(" · ")].filter(Boolean),
    logo: null,
  };
}

/** The association's letterhead, with its logo when the caller gives the media store. */
export async function payerRequestLetterhead(db: Db, media?: MediaStore): Promise<PdfLetterhead> {
  return media ? pdfLetterhead(db, media) : letterheadWithoutLogo(await loadPublicAssociation(db));
}

/**
 * The request's PDF and its file name, or null when there is no such share: on the association's
 * letterhead as the receipts, with its logo when the caller gives the media store.
 */
export async function payerRequestFile(
  db: Db,
  shareId: string,
  media?: MediaStore,
): Promise<{ fileName: string; bytes: Uint8Array } | null> {
  const request = await payerRequestDocument(db, shareId);
  if (!request) return null;
  return { fileName: payerRequestFileName(request.number), bytes: await payerRequestPdf(request, await payerRequestLetterhead(db, media)) };
}
