/**
 * The payment request e-mailed to an organisation for its share of a child's registration
 * (decision 0056): queued in the transaction that takes the share (or asks again), with the
 * request in PDF, signed by the association. Names, dates and amounts only.
 */
import { eq } from "drizzle-orm";
import { DEMO_ACCOUNT_NOTICE } from "../../../domain/association.ts";
import { formatDateFr } from "../../../domain/dates.ts";
import { formatEuros } from "../../../domain/money.ts";
import { shareOutstandingCents } from "../../../domain/payers.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { payerShares, thirdPartyPayers, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { contactUs, layout, type MailContent, type MailRow, type MailSender } from "../../mail/templates.ts";
import type { MediaStore } from "../../media/media-store.ts";
import { loadPublicAssociation } from "../association/index.ts";
import {
  balanceSentence,
  type PayerRequestDocument,
  payerRequestPdf,
  payerRequestTitle,
  plaineDatesText,
  shareText,
} from "./documents/payer-request-pdf.ts";
import { shareInvoiceFiles } from "./invoice-document.ts";
import { payerRequestDocument, payerRequestFileName, payerRequestLetterhead } from "./payer-request-document.ts";
import { sharePayerColumns, sharePayerJoins } from "./share-payer.ts";

const SHARE_NOT_FOUND = "Part prise en charge non trouvée";

export interface PayerRequestMailDeps {
  mailer: Pick<Mailer, "queue">;
  config: Pick<Config, "registrationsMailbox">;
  /** The media store, for the association's logo on the PDF; the page is drawn without it otherwise. */
  media?: MediaStore;
}

/**
 * What a message of a share is: the request when the share is taken, the same again on
 * 'Renvoyer', or a parent's reminder so many days after the request (decision 0058).
 */
export type PayerRequestKind = "new" | "again" | { reminderDays: number };

/** One request per share when taken; each ask again its own message, keyed by its time; one reminder per day of the rules. */
export function payerRequestKey(shareId: string, kind: PayerRequestKind, now: Date): string {
  if (kind === "new") return `payer-request:${shareId}`;
  if (kind === "again") return `payer-request:${shareId}:again:${now.toISOString()}`;
  return `payer-request:${shareId}:reminder:${kind.reminderDays}`;
}

/**
 * The request to the organisation: for which child and plaine, what it takes of the price, what to
 * pay, by when, to which account and with which communication; the PDF attached says it again.
 */
function payerRequestMail(input: {
  from: MailSender;
  request: PayerRequestDocument;
  /** "again": the same request sent once more (the administrators' 'Renvoyer'); a reminder before the deadline. */
  kind: PayerRequestKind;
  /** "Facture n° 2026-0003": the share's invoices and credit notes attached beside the request (decision 0057). */
  invoices: readonly string[];
}): MailContent {
  const { from, request } = input;
  const child = `${request.child.firstName} ${request.child.lastName}`;
  const dates = plaineDatesText(request.activity);
  const number = `n°\u00a0${request.number}`;
  const outstanding = shareOutstandingCents(request);
  const what = request.byParent
    ? `votre part de l'inscription de ${child} à la plaine «\u00a0${request.activity.title}\u00a0» (${dates}), comme convenu avec l'autre parent`
    : `la part que vous prenez en charge de l'inscription de ${child} à la plaine «\u00a0${request.activity.title}\u00a0» (${dates})`;
  const balance = balanceSentence(request);
  const bank = request.bank;
  return layout({
    from,
    subject: `${typeof input.kind === "object" ? "Rappel — " : ""}${payerRequestTitle(request.number)} — ${child}, ${request.activity.title}`,
    heading: payerRequestTitle(request.number),
    paragraphs: [
      request.payer.contactName ? `Bonjour ${request.payer.contactName},` : "Bonjour,",
      input.kind === "new"
        ? `Voici la demande de paiement ${number} pour ${what}.`
        : input.kind === "again"
          ? `Nous vous renvoyons la demande de paiement ${number} pour ${what}.`
          : `Petit rappel\u00a0: la demande de paiement ${number} pour ${what} attend encore votre virement.`,
      ...(request.receivedCents > 0
        ? [`Nous avons déjà reçu ${formatEuros(request.receivedCents)}\u00a0; il reste ${formatEuros(outstanding)} à payer.`]
        : []),
      `Merci de verser ${formatEuros(outstanding)} au plus tard le ${formatDateFr(request.dueDate)}, par virement, en indiquant exactement la communication structurée ${request.communication}.`,
    ],
    sections: [
      {
        title: "Demande de paiement",
        rows: [
          ["Numéro", request.number],
          ["Enfant", child],
          ["Plaine", request.activity.title],
          ["Dates", dates],
          ["Référence de l'inscription", request.reference],
          ["Prix de l'enfant", formatEuros(request.childPriceCents)],
          [request.byParent ? "Votre part" : "Part prise en charge", shareText(request)],
          ...(request.receivedCents > 0 ? ([["Déjà reçu", formatEuros(request.receivedCents)]] as MailRow[]) : []),
          ["Montant à payer", formatEuros(outstanding)],
        ],
      },
      {
        title: "Paiement par virement bancaire",
        ...(bank?.demo ? { intro: DEMO_ACCOUNT_NOTICE } : {}),
        rows: [
          ["Montant", formatEuros(outstanding)],
          ["À payer au plus tard le", formatDateFr(request.dueDate)],
          ...(bank
            ? ([
                ["Bénéficiaire", bank.beneficiary],
                ["IBAN", bank.iban, "code"],
                ["BIC", bank.bic],
              ] as MailRow[])
            : []),
          ["Communication", request.communication, "code"],
        ],
      },
    ],
    after: [
      ...(balance ? [balance] : []),
      request.qrPayload
        ? "La demande de paiement est jointe en PDF. Son code QR remplit le virement pour vous dans la plupart des applications bancaires."
        : "La demande de paiement est jointe en PDF.",
      ...(request.byParent ? ["Vous retrouvez cette demande dans votre espace, sous «\u00a0Mes inscriptions\u00a0»."] : []),
      ...(input.invoices.length > 0 ? [`Également joint en PDF\u00a0: ${input.invoices.join(", ")}.`] : []),
      `Pour toute question, ${contactUs(from)}.`,
      "Avec nos remerciements,",
      from.name,
    ],
  });
}

/**
 * Queues the payment request of a share to its organisation, with its PDF, in the caller's
 * transaction, and marks the share sent. "new" once per share (`payer-request:<share>`: taking the
 * share again never sends it twice); "again" each time it is asked, keyed by its time. Returns
 * whether a message was queued (false: the new request was queued before).
 */
export async function queuePayerRequest(
  tx: Db,
  deps: PayerRequestMailDeps,
  shareId: string,
  kind: PayerRequestKind,
  now: Date = new Date(),
): Promise<boolean> {
  const request = await payerRequestDocument(tx, shareId);
  if (!request) throw notFound(SHARE_NOT_FOUND);
  const [payer] = await tx
    .select({ email: sharePayerColumns.payerEmail })
    .from(payerShares)
    .leftJoin(thirdPartyPayers, sharePayerJoins.organisation)
    .leftJoin(users, sharePayerJoins.account)
    .where(eq(payerShares.id, shareId));
  // A parent whose account is gone has nobody to write to.
  if (!payer.email) return false;
  const letterhead = await payerRequestLetterhead(tx, deps.media);
  const pdf = await payerRequestPdf(request, letterhead);
  const invoices = await shareInvoiceFiles(tx, shareId, letterhead);
  const queued = await deps.mailer.queue(
    {
      dedupeKey: payerRequestKey(shareId, kind, now),
      kind: typeof kind === "object" ? "share-reminder" : "payer-request",
      to: payer.email,
      cc: deps.config.registrationsMailbox ?? null,
      ...payerRequestMail({ from: await loadPublicAssociation(tx), request, kind, invoices: invoices.map((file) => file.number) }),
      attachments: [
        { filename: payerRequestFileName(request.number), contentType: "application/pdf", content: Buffer.from(pdf).toString("base64") },
        ...invoices.map((file) => ({ filename: file.filename, contentType: "application/pdf", content: file.pdf.toString("base64") })),
      ],
    },
    tx,
  );
  if (queued && typeof kind !== "object")
    await tx.update(payerShares).set({ sentAt: now, updatedAt: now }).where(eq(payerShares.id, shareId));
  return queued;
}
