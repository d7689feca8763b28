/**
 * French e-mails, in HTML and plain text, signed by the association (its name at the top, its
 * address and contact at the foot: `from`, from its settings, modules/association).
 * Every value put into HTML goes through `escapeHtml`; links are built by the server only.
 */
import { transferDeadlineSentence } from "../../domain/bank-transfers.ts";
import { formatDateTimeFr } from "../../domain/date-time.ts";
import { formatDateFr, formatDateRangeFr } from "../../domain/dates.ts";
import { formatEuros } from "../../domain/money.ts";
import type { FamilyPrice } from "../../domain/pricing.ts";
import { lastCancellationDay, PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../domain/registration.ts";
import { addressLine, contactLine, DEMO_ACCOUNT_NOTICE, type PublicAssociation } from "../../domain/association.ts";
import {
  ACCOUNT_DELETED_SUBJECT,
  ACCOUNT_DELETED_TEXT,
  ACCOUNT_DELETED_TITLE,
  accountDeletedKept,
  type RetentionSettings,
} from "../../domain/privacy.ts";
import { mapLink, placeLine, type PracticalInfo, practicalItems } from "../../domain/practical-info.ts";
import { parseNewsMarkup } from "../../domain/news-markup.ts";

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Who sends the e-mails: the association as it shows itself (no bank account). */
export type MailSender = PublicAssociation;

/** The association's name, address and contact, as the foot of every message. */
function footerText(from: MailSender): string {
  const address = from.address ? `${addressLine(from.address)}, ${from.address.country}` : "";
  return [from.name, address, contactLine(from)].filter(Boolean).join("\n");
}

/** "Contactez-nous à …" with the association's e-mail, or its phone when it gives no e-mail. */
export function contactUs(from: MailSender): string {
  const means = [from.email, from.phone?.display].filter(Boolean);
  return means.length > 0 ? `contactez-nous à ${means.join(" ou au ")}` : "contactez-nous";
}

/**
 * A label/value pair of a summary; a "code" value (a structured communication, an IBAN) is set in
 * a fixed-width font and breaks only between its groups ('+++123/4567/89012+++' at its slashes).
 */
export type MailRow = [label: string, value: string] | [label: string, value: string, kind: "code"];

/** A titled list of label/value pairs (a summary, payment instructions), with an optional inline image. */
interface MailSection {
  title: string;
  rows: MailRow[];
  intro?: string;
  /** An image attached with this cid (see OutboxAttachment); the text version shows `alt`. */
  image?: { cid: string; alt: string; width: number };
  /** A link under the rows (the place on a map), built by the server. */
  link?: { label: string; url: string };
}

/**
 * A code's groups, each kept whole: the line may break only after a slash or a space between
 * them, so '+++123/4567/89012+++' stays on one line where it fits and never overflows its box.
 */
function codeHtml(value: string): string {
  return value
    .split(/(?<=[/ ])/)
    .map((group) => `<span style="white-space:nowrap">${escapeHtml(group)}</span>`)
    .join("<wbr>");
}

/**
 * The rows are a two-column table on a wide screen; on a phone (the layout's media query) each
 * row stacks, its label above its value, so a value gets the whole width instead of wrapping one
 * word per line beside its label. Mail programs that ignore the query keep the table, whose values
 * may still break anywhere rather than widen the message.
 */
function sectionHtml(section: MailSection): string {
  const rows = section.rows
    .map(([label, value, kind]) => {
      const shown = kind === "code" ? codeHtml(value) : escapeHtml(value).replace(/\n/g, "<br>");
      const font = kind === "code" ? "font-family:'Courier New',Courier,monospace;letter-spacing:0;" : "";
      return `<tr><td class="mail-label" style="padding:6px 12px 6px 0;color:#52525b;vertical-align:top;width:1%;white-space:nowrap">${escapeHtml(label)}</td><td class="mail-value" style="padding:6px 0;font-weight:bold;vertical-align:top;overflow-wrap:anywhere;word-break:break-word;${font}">${shown}</td></tr>`;
    })
    .join("");
  const intro = section.intro ? `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(section.intro)}</p>` : "";
  const image = section.image
    ? `<p style="margin:16px 0 0;text-align:center"><img src="cid:${escapeHtml(section.image.cid)}" alt="${escapeHtml(section.image.alt)}" width="${section.image.width}" height="${section.image.width}" style="display:inline-block;max-width:100%;height:auto"></p>`
    : "";
  const link = section.link
    ? `<p style="margin:12px 0 0;font-size:14px"><a href="${escapeHtml(section.link.url)}" style="color:#0f766e;font-weight:bold">${escapeHtml(section.link.label)}</a></p>`
    : "";
  return `<div class="mail-section" style="border:1px solid #e4e4e7;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="font-size:16px;margin:0 0 12px">${escapeHtml(section.title)}</h2>${intro}
<table role="presentation" class="mail-rows" style="border-collapse:collapse;font-size:14px;width:100%">${rows}</table>${link}${image}
</div>`;
}

function sectionText(section: MailSection): string[] {
  return [
    section.title.toUpperCase(),
    ...(section.intro ? [section.intro] : []),
    ...section.rows.map(([label, value]) => `${label}\u00a0: ${value}`),
    ...(section.link ? [`${section.link.label}\u00a0: ${section.link.url}`] : []),
    ...(section.image ? [`(${section.image.alt})`] : []),
    "",
  ];
}

/**
 * On a phone (most of the families' mail is read there): narrower margins, and each summary row
 * stacked, its label above its value. Mail programs that read a <style> element apply it (Gmail,
 * Apple Mail, Outlook's apps); the inline styles are the rest's layout.
 */
const PHONE_STYLE = [
  "@media only screen and (max-width:480px){",
  ".mail-outer{padding:12px 8px!important}",
  ".mail-card{padding:20px 16px!important}",
  ".mail-section{padding:12px!important}",
  ".mail-rows,.mail-rows tbody,.mail-rows tr,.mail-label,.mail-value{display:block!important;width:auto!important}",
  ".mail-label{padding:8px 0 0!important;white-space:normal!important;font-size:13px}",
  ".mail-value{padding:2px 0 4px!important}",
  "}",
].join("");

/** One layout for every message: a heading, paragraphs, optional sections and an optional button. */
export function layout(input: {
  from: MailSender;
  subject: string;
  heading: string;
  paragraphs: string[];
  sections?: MailSection[];
  action?: { label: string; url: string };
  after?: string[];
}): MailContent {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555;overflow-wrap:anywhere">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:<br><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.subject)}</title>
<style>${PHONE_STYLE}</style></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div class="mail-outer" style="max-width:560px;margin:0 auto;padding:24px">
<div class="mail-card" style="background:#ffffff;border-radius:12px;padding:32px;overflow-wrap:break-word;word-wrap:break-word">
<p style="margin:0 0 24px;font-weight:bold;color:#0f766e">${escapeHtml(input.from.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map(paragraph).join("\n")}
${(input.sections ?? []).map(sectionHtml).join("\n")}
${button}
${(input.after ?? []).map(paragraph).join("\n")}
</div>
<p style="font-size:12px;color:#71717a;text-align:center;line-height:1.5;margin-top:16px">${footerText(input.from).split("\n").map(escapeHtml).join("<br>")}</p>
</div></body></html>`;
  const text = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.sections ?? []).flatMap(sectionText),
    ...(input.action ? [`${input.action.label}\u00a0: ${input.action.url}`, ""] : []),
    ...(input.after ?? []).flatMap((p) => [p, ""]),
    "--",
    footerText(input.from),
  ].join("\n");
  return { subject: input.subject, html, text };
}

export function verificationMail(from: MailSender, firstName: string, url: string): MailContent {
  return layout({
    from,
    subject: "Confirmez votre adresse e-mail",
    heading: `Bienvenue ${firstName}\u00a0!`,
    paragraphs: ["Merci d'avoir créé votre compte parent. Pour l'activer, confirmez votre adresse e-mail."],
    action: { label: "Confirmer mon adresse e-mail", url },
    after: ["Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message."],
  });
}

export function resetPasswordMail(from: MailSender, firstName: string, url: string): MailContent {
  return layout({
    from,
    subject: "Réinitialisation de votre mot de passe",
    heading: "Réinitialisation de votre mot de passe",
    paragraphs: [
      `Bonjour ${firstName},`,
      "Vous avez demandé à changer votre mot de passe. Choisissez-en un nouveau avec le bouton ci-dessous.",
    ],
    action: { label: "Choisir un nouveau mot de passe", url },
    after: [
      "Ce lien expire dans 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste inchangé.",
    ],
  });
}

export function testMail(from: MailSender): MailContent {
  return layout({
    from,
    subject: "Test d'envoi d'e-mail",
    heading: "Test d'envoi d'e-mail",
    paragraphs: ["Ce message confirme que l'envoi d'e-mails du site fonctionne."],
  });
}

export interface RegistrationMailInput {
  from: MailSender;
  parentFirstName: string;
  activity: {
    title: string;
    startDate: string;
    endDate: string;
    locationName: string;
    locationAddress: string;
    locationPostalCode: string;
    locationCity: string;
  };
  /** The plaine's practical information: the confirmation lists the parts given (practical-info.ts). */
  practicalInfo: PracticalInfo;
  children: { firstName: string; lastName: string }[];
  price: FamilyPrice;
  reference: string;
  paymentMethod: PaymentMethod;
  /** Bank transfer: what to pay, to whom, with which communication; the QR code as an inline image. */
  bankTransfer?: {
    amountCents: number;
    beneficiary: string;
    iban: string;
    bic: string;
    communication: string;
    qrCid: string | null;
    /** A demonstration's sample account: the message says not to pay it. */
    demo: boolean;
    /** The last day to pay (YYYY-MM-DD) before the registration is cancelled, where it is known. */
    deadline?: string | null;
  };
  registrationsUrl: string;
  /** The tariffs claimed at registration (the confirmation): each child's, its price, and what is charged until it is checked. */
  tariffClaims?: { childName: string; tariffName: string; tariffPriceCents: number; chargedCents: number }[];
  /** The vouchers handed in at registration (decision 0056): each child's, its issuer, number and value. */
  vouchers?: { childName: string; issuerName: string; number: string; amountCents: number }[];
}

/** What the confirmation says of each voucher: its value is deducted, the paper goes to the association. */
function voucherSentences(vouchers: NonNullable<RegistrationMailInput["vouchers"]>): string[] {
  return vouchers.map(
    (voucher) =>
      `Le chèque n°\u00a0${voucher.number} (${voucher.issuerName}) de ${formatEuros(voucher.amountCents)} est déduit du prix de ${voucher.childName}\u00a0: remettez-le à l'association avant le début de la plaine.`,
  );
}

/** What the confirmation says of each tariff claimed: it will be checked, and what happens to the price then. */
function tariffClaimSentences(claims: NonNullable<RegistrationMailInput["tariffClaims"]>): string[] {
  return claims.map((claim) => {
    const asked = `Vous avez demandé le tarif «\u00a0${claim.tariffName}\u00a0» (${formatEuros(claim.tariffPriceCents)}) pour ${claim.childName}\u00a0: l'association le vérifiera et vous écrira sa décision.`;
    if (claim.chargedCents === claim.tariffPriceCents)
      return `${asked} Ce prix est compté dès maintenant\u00a0; si le tarif est refusé, la différence restera à payer.`;
    return `${asked} En attendant, le prix standard (${formatEuros(claim.chargedCents)}) est compté\u00a0; si le tarif est accordé, la différence vous sera remboursée ou déduite.`;
  });
}

/**
 * The confirmation of a registration, to the parent with a copy to the association. It names
 * the children and the plaine; it never carries anything of the children's medical file.
 */
export function registrationConfirmationMail(input: RegistrationMailInput): MailContent {
  const { activity } = input;
  const names = input.children.map((child) => `${child.firstName} ${child.lastName}`);
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const sections = [...registrationSections(input), practicalSection(input)];
  const transfer = input.bankTransfer;
  return layout({
    from: input.from,
    subject: `Confirmation d'inscription\u00a0: ${activity.title}`,
    heading: "Votre inscription est enregistrée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Nous avons bien reçu l'inscription de ${names.length > 1 ? `${names.slice(0, -1).join(", ")} et ${names.at(-1)}` : names[0]} à la plaine «\u00a0${activity.title}\u00a0» (${dates}).`,
      ...tariffClaimSentences(input.tariffClaims ?? []),
      ...voucherSentences(input.vouchers ?? []),
    ],
    sections,
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(input.paymentMethod === "stripe"
        ? [
            "Votre paiement en ligne a bien été reçu\u00a0: l'inscription est confirmée. Le reçu de paiement vous est envoyé séparément par notre prestataire de paiement.",
          ]
        : []),
      ...(transfer
        ? [
            ...(transfer.deadline ? [transferDeadlineSentence(transfer.deadline)] : []),
            "L'inscription est confirmée dès réception du paiement. Le code QR ci-dessus remplit le virement pour vous dans la plupart des applications bancaires.",
          ]
        : []),
      `Une annulation reste possible jusqu'au ${formatDateFr(lastCancellationDay(activity.startDate))}, soit 15 jours avant le début de la plaine.`,
    ],
  });
}

/** The plaine's place as the e-mails name it: name, street, postal code and city. */
function mailPlace(activity: RegistrationMailInput["activity"]) {
  return {
    name: activity.locationName,
    address: activity.locationAddress,
    postalCode: activity.locationPostalCode,
    city: activity.locationCity,
  };
}

/** 'Infos pratiques' of the confirmation: the parts the organiser gave, and the place on the map (always). */
function practicalSection({ activity, practicalInfo }: RegistrationMailInput): MailSection {
  return {
    title: "Infos pratiques",
    rows: practicalItems(practicalInfo).map(({ label, text }): MailRow => [label, text]),
    link: { label: "Voir le lieu sur la carte", url: mapLink(mailPlace(activity)) },
  };
}

/** The children's row of a summary ('Enfant' or 'Enfants'), none without a child. */
function childrenRows(names: string[]): [string, string][] {
  return names.length > 0 ? [[names.length > 1 ? "Enfants" : "Enfant", names.join(", ")]] : [];
}

/** What every e-mail about a payment's outcome (received, refunded, cancelled at its deadline) is written from. */
export interface PaymentOutcomeMailInput {
  /** The association that signs the e-mail. */
  from: MailSender;
  parentFirstName: string;
  activity: { title: string; startDate: string; endDate: string };
  childNames: string[];
  /** The submission's reference. */
  reference: string;
  registrationsUrl: string;
}

/** A payment's summary opens with its plaine, the dates, the children and the reference. */
function paymentSummaryRows(
  input: { activity: { title: string }; childNames: string[]; reference: string },
  dates: string,
): [string, string][] {
  return [["Plaine", input.activity.title], ["Dates", dates], ...childrenRows(input.childNames), ["Référence", input.reference]];
}

/**
 * The summary and the bank-transfer instructions of a registration e-mail, shared by the
 * confirmation and its updates: names, dates and amounts only.
 */
function registrationSections(input: RegistrationMailInput): MailSection[] {
  const { activity, price } = input;
  const names = input.children.map((child) => `${child.firstName} ${child.lastName}`);
  const priceRows: [string, string][] = [
    ...price.lines.map((line): [string, string] => [
      `${line.childCount} × ${formatEuros(line.unitPriceCents)}`,
      formatEuros(line.childCount * line.unitPriceCents),
    ]),
    ...(price.discount ? [[price.discount.label, `-${formatEuros(price.discount.amountCents)}`] as [string, string]] : []),
    ["Total", formatEuros(price.totalCents)],
  ];
  const sections: MailSection[] = [
    {
      title: "Récapitulatif",
      rows: [
        ["Plaine", activity.title],
        ["Dates", formatDateRangeFr(activity.startDate, activity.endDate)],
        ["Lieu", placeLine(mailPlace(activity))],
        ...childrenRows(names),
        ["Référence", input.reference],
        ["Paiement", PAYMENT_METHOD_LABELS[input.paymentMethod]],
        ...priceRows,
      ],
    },
  ];
  const transfer = input.bankTransfer;
  if (transfer) sections.push(transferSection(transfer));
  return sections;
}

/** How to pay by bank transfer: amount, beneficiary, account, structured communication and the QR code. */
function transferSection(transfer: NonNullable<RegistrationMailInput["bankTransfer"]>): MailSection {
  return {
    title: "Paiement par virement bancaire",
    intro: transfer.demo
      ? `${DEMO_ACCOUNT_NOTICE} Sur un vrai site, vous effectueriez le virement suivant en indiquant exactement la communication structurée.`
      : "Pour finaliser l'inscription, veuillez effectuer le virement suivant en indiquant exactement la communication structurée.",
    rows: [
      ["Montant", formatEuros(transfer.amountCents)],
      ["Bénéficiaire", transfer.beneficiary],
      ["IBAN", transfer.iban, "code"],
      ["BIC", transfer.bic],
      ["Communication", transfer.communication, "code"],
    ],
    ...(transfer.qrCid
      ? { image: { cid: transfer.qrCid, alt: "Code QR du virement\u00a0: scannez-le avec l'application de votre banque", width: 220 } }
      : {}),
  };
}

export interface RegistrationUpdateMailInput extends RegistrationMailInput {
  /** What the family was asked to pay before this change. */
  previousAmountCents: number;
  /** The children whose registration this change cancelled, or brought back (an administrator). */
  cancelled: { firstName: string; lastName: string }[];
  restored: { firstName: string; lastName: string }[];
  /** A paid registration the parent cancelled: what the organiser's rule gives back (decision 0053). */
  refund?: { sentence: string; refundCents: number; method: PaymentMethod; byHandCents: number };
}

/** Where a refund of a parent's cancellation goes, and when the family hears of it. */
function cancellationRefundWhere(refund: { refundCents: number; method: PaymentMethod; byHandCents: number }): string[] {
  if (refund.refundCents === 0) return [];
  if (refund.byHandCents > 0)
    return [
      "Votre paiement n'est pas arrivé par un virement que nous puissions vous renvoyer : nous vous contacterons pour convenir du remboursement.",
    ];
  return refund.method === "stripe"
    ? [
        "Le remboursement part vers la carte utilisée pour le paiement. Il apparaît sur votre compte en général sous 5 à 10\u00a0jours ouvrables, selon votre banque.",
      ]
    : [
        "Nous vous le renvoyons par virement, sur le compte d'où venait votre paiement\u00a0: un e-mail vous le confirmera dès que le remboursement sera envoyé.",
      ];
}

/**
 * The confirmation again, after a cancellation changed what the family owes: the children still
 * registered, the new amount, the same structured communication and a QR code for the new
 * amount; when nothing is left to pay, it says so. Nothing of the children's medical file.
 */
export function registrationUpdateMail(input: RegistrationUpdateMailInput): MailContent {
  const { activity } = input;
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const list = (children: { firstName: string; lastName: string }[]) => {
    const names = children.map((child) => `${child.firstName} ${child.lastName}`);
    return names.length > 1 ? `${names.slice(0, -1).join(", ")} et ${names.at(-1)}` : names[0];
  };
  const stillRegistered = input.children.length > 0;
  const refund = input.refund;
  const nothingToPay = input.price.totalCents === 0;
  const transfer = nothingToPay || refund ? undefined : input.bankTransfer;
  return layout({
    from: input.from,
    subject: `${stillRegistered ? "Inscription modifiée" : "Inscription annulée"}\u00a0: ${activity.title}`,
    heading: stillRegistered ? "Votre inscription a été modifiée" : "Votre inscription a été annulée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      ...(input.cancelled.length > 0
        ? [`L'inscription de ${list(input.cancelled)} à la plaine «\u00a0${activity.title}\u00a0» (${dates}) a été annulée.`]
        : []),
      ...(input.restored.length > 0
        ? [`L'inscription de ${list(input.restored)} à la plaine «\u00a0${activity.title}\u00a0» (${dates}) a été rétablie.`]
        : []),
      ...(refund
        ? [refund.sentence, ...cancellationRefundWhere(refund)]
        : [
            nothingToPay
              ? "Il n'y a plus rien à payer pour cette inscription."
              : `Le montant à payer passe de ${formatEuros(input.previousAmountCents)} à ${formatEuros(input.price.totalCents)}.`,
          ]),
    ],
    sections: registrationSections({ ...input, bankTransfer: transfer }),
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(transfer
        ? [
            ...(transfer.deadline ? [transferDeadlineSentence(transfer.deadline)] : []),
            "La communication structurée reste la même\u00a0; le code QR ci-dessus remplit le virement du nouveau montant dans la plupart des applications bancaires.",
          ]
        : []),
      ...(refund
        ? []
        : [
            nothingToPay
              ? `Si vous avez déjà effectué un virement pour cette inscription, ${contactUs(input.from)}.`
              : `Si vous avez déjà effectué un virement pour cette inscription, ${contactUs(input.from)} pour régler la différence.`,
          ]),
      ...(stillRegistered
        ? [
            `Une annulation reste possible jusqu'au ${formatDateFr(lastCancellationDay(activity.startDate))}, soit 15 jours avant le début de la plaine.`,
          ]
        : []),
    ],
  });
}

/** What a child's new price does to the family's money. */
export type PriceChangeMoney =
  /** Not paid yet: the new amount to pay (with the transfer's instructions, when by transfer). */
  | { kind: "due"; previousTotalCents: number }
  /** Paid already and now less: the difference comes back, to the card or by transfer. */
  | { kind: "refund"; refundCents: number; method: "stripe" | "bank_transfer"; byHandCents?: number }
  /** Paid already and now more: the rest to transfer by its deadline. */
  | { kind: "balance"; receivedCents: number }
  /** The family's total did not move (a free child beside a discount, say). */
  | { kind: "unchanged" };

export interface PriceChangeMailInput extends RegistrationMailInput {
  childName: string;
  previousPriceCents: number;
  priceCents: number;
  reason: string;
  money: PriceChangeMoney;
}

/**
 * An administrator set a child's price (a tariff granted or refused, a price corrected): the old
 * and new price, the reason in the administrator's words, and what it does to the money — the
 * new amount and its transfer, the difference refunded, or the rest to pay by its deadline.
 */
export function priceChangeMail(input: PriceChangeMailInput): MailContent {
  const { activity, money } = input;
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const total = formatEuros(input.price.totalCents);
  const moneyLines: Record<PriceChangeMoney["kind"], string[]> = {
    due:
      money.kind === "due"
        ? [
            input.price.totalCents === 0
              ? "Il n'y a plus rien à payer pour cette inscription."
              : `Le montant à payer passe de ${formatEuros(money.previousTotalCents)} à ${total}.`,
          ]
        : [],
    refund:
      money.kind === "refund"
        ? [
            money.method === "stripe"
              ? `Nous vous remboursons ${formatEuros(money.refundCents)} sur la carte utilisée pour le paiement\u00a0; le montant apparaît sur votre compte d'ici 5 à 10 jours ouvrables.`
              : money.byHandCents
                ? `Nous vous remboursons ${formatEuros(money.refundCents)}\u00a0: votre paiement n'est pas arrivé par un virement que nous puissions vous renvoyer, nous vous contacterons pour convenir du remboursement.`
                : `Nous vous remboursons ${formatEuros(money.refundCents)} par virement, sur le compte d'où venait votre paiement\u00a0; un e-mail vous le confirmera.`,
          ]
        : [],
    balance:
      money.kind === "balance"
        ? [
            `Vous avez déjà payé ${formatEuros(money.receivedCents)}\u00a0: il reste ${formatEuros(input.price.totalCents - money.receivedCents)} à payer par virement, avec la même communication structurée.`,
          ]
        : [],
    unchanged: [`Le montant total de l'inscription reste ${total}.`],
  };
  return layout({
    from: input.from,
    subject: `Prix modifié\u00a0: ${activity.title}`,
    heading: "Le prix d'une inscription a changé",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le prix de l'inscription de ${input.childName} à la plaine «\u00a0${activity.title}\u00a0» (${dates}) passe de ${formatEuros(input.previousPriceCents)} à ${formatEuros(input.priceCents)}.`,
      `Raison\u00a0: ${input.reason}`,
      ...moneyLines[money.kind],
    ],
    sections: registrationSections(input),
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(input.bankTransfer?.deadline ? [transferDeadlineSentence(input.bankTransfer.deadline)] : []),
      `Une question\u00a0? ${contactUs(input.from).replace(/^c/, "C")}.`,
    ],
  });
}

/**
 * An administrator decided a tariff claimed at registration, and the child's price stays as it was
 * (the tariff was charged already, or the standard price is kept): the decision, and the reason of
 * a refusal. A decision that changes the price is told by the price's e-mail instead.
 */
export function tariffDecisionMail(input: {
  from: MailSender;
  parentFirstName: string;
  childName: string;
  activity: { title: string; startDate: string; endDate: string };
  tariffName: string;
  /** The child's price, unchanged by the decision. */
  priceCents: number;
  /** The administrator's reason of a refusal; null when the tariff is granted. */
  reason: string | null;
  registrationsUrl: string;
}): MailContent {
  const { activity } = input;
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const granted = input.reason === null;
  return layout({
    from: input.from,
    subject: `${granted ? "Tarif accordé" : "Tarif refusé"}\u00a0: ${activity.title}`,
    heading: granted ? "Tarif accordé" : "Tarif refusé",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le tarif «\u00a0${input.tariffName}\u00a0» demandé pour ${input.childName} à la plaine «\u00a0${activity.title}\u00a0» (${dates}) est ${granted ? "accordé" : "refusé"}.`,
      ...(granted ? [] : [`Tarif refusé\u00a0: ${input.reason}`]),
      `Le prix de l'inscription de ${input.childName} reste ${formatEuros(input.priceCents)}\u00a0: rien ne change pour le paiement.`,
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [`Une question\u00a0? ${contactUs(input.from).replace(/^c/, "C")}.`],
  });
}

/** A card payment refunded in full: the registrations it paid for are cancelled. */
export function paymentRefundedMail(input: PaymentOutcomeMailInput & { amountCents: number }): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  return layout({
    from: input.from,
    subject: `Remboursement\u00a0: ${input.activity.title}`,
    heading: "Votre paiement a été remboursé",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le paiement de ${formatEuros(input.amountCents)} pour la plaine «\u00a0${input.activity.title}\u00a0» (${dates}) vous a été remboursé. Les inscriptions qu'il réglait sont annulées.`,
    ],
    sections: [
      {
        title: "Récapitulatif",
        rows: [...paymentSummaryRows(input, dates), ["Montant remboursé", formatEuros(input.amountCents)]],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      "Le remboursement part aujourd'hui vers la carte utilisée pour le paiement. Il apparaît sur votre compte en général sous 5 à 10\u00a0jours ouvrables, selon votre banque.",
    ],
  });
}

/**
 * To the owner of an address someone tried to sign up with again. The sign-up answer is the same
 * as for a new address (nobody learns who has an account); the owner learns it here, with the
 * way in and the way back to a forgotten password.
 */
export function existingAccountMail(from: MailSender, firstName: string, loginUrl: string, forgotPasswordUrl: string): MailContent {
  const forgotLabel = "Mot de passe oublié\u00a0? Choisissez-en un nouveau\u00a0:";
  const content = layout({
    from,
    subject: "Vous avez déjà un compte",
    heading: "Vous avez déjà un compte",
    paragraphs: [
      `Bonjour ${firstName},`,
      "Quelqu'un, sans doute vous, a voulu créer un compte parent avec cette adresse e-mail. Elle en a déjà un\u00a0: aucun nouveau compte n'a été créé. Connectez-vous avec votre mot de passe habituel.",
    ],
    action: { label: "Me connecter", url: loginUrl },
    after: [`${forgotLabel} ${forgotPasswordUrl}`, "Si vous n'avez rien demandé, ignorez ce message\u00a0: votre compte reste inchangé."],
  });
  // The second link is a paragraph in the layout: made a link in the HTML version.
  const escapedUrl = escapeHtml(forgotPasswordUrl);
  return {
    ...content,
    html: content.html.replace(
      `${escapeHtml(forgotLabel)} ${escapedUrl}`,
      `${escapeHtml(forgotLabel)} <a href="${escapedUrl}">${escapedUrl}</a>`,
    ),
  };
}

/**
 * Before an inactive account is erased (retention rule): the date, and that signing in once keeps
 * it. Nothing else of the account is in it.
 */
export function inactivityWarningMail(from: MailSender, firstName: string, eraseOn: string, loginUrl: string): MailContent {
  return layout({
    from,
    subject: "Votre compte va être supprimé",
    heading: "Votre compte va être supprimé",
    paragraphs: [
      `Bonjour ${firstName},`,
      `Vous ne vous êtes plus connecté à votre compte parent depuis longtemps. Pour ne pas garder vos données plus que nécessaire, nous le supprimerons le ${formatDateFr(eraseOn)}, avec les fiches de vos enfants.`,
      "Pour le garder, il suffit de vous connecter une fois avant cette date.",
    ],
    action: { label: "Me connecter", url: loginUrl },
    after: ["Si vous ne souhaitez plus utiliser ce compte, vous n'avez rien à faire."],
  });
}

/** Who asked for an erasure, as the last e-mail to the address says it. */
const ERASURE_INTRO: Record<"self" | "admin" | "inactivity", string> = {
  self: "Comme vous l'avez demandé, votre compte parent a été supprimé, avec les données qui vous concernent.",
  admin: "À votre demande, nous avons supprimé votre compte parent, avec les données qui vous concernent.",
  inactivity: "Comme annoncé, votre compte parent, inutilisé depuis longtemps, a été supprimé avec les données qui vous concernent.",
};

/**
 * The last message to an erased account's address: what went, what the law keeps and for how
 * long. Once sent, its outbox row keeps neither the address nor this body (decision 0051).
 */
export function accountDeletedMail(input: {
  from: MailSender;
  firstName: string | null;
  by: "self" | "admin" | "inactivity";
  retention: Pick<RetentionSettings, "paymentYears" | "taxCertificateYears">;
}): MailContent {
  const list = (items: readonly string[]) => items.map((item) => `• ${item}`);
  return layout({
    from: input.from,
    subject: ACCOUNT_DELETED_SUBJECT,
    heading: ACCOUNT_DELETED_TITLE,
    paragraphs: [
      input.firstName ? `Bonjour ${input.firstName},` : "Bonjour,",
      ERASURE_INTRO[input.by],
      `${ACCOUNT_DELETED_TEXT.erasedTitle}\u00a0:`,
      ...list(ACCOUNT_DELETED_TEXT.erased),
      `${ACCOUNT_DELETED_TEXT.keptTitle}\u00a0:`,
      ...list(accountDeletedKept(input.retention)),
    ],
    after: [
      "Ce message est le dernier que nous vous envoyons\u00a0: une fois parti, nous n'en gardons ni votre adresse ni son contenu.",
      ACCOUNT_DELETED_TEXT.again,
      `Pour toute question, ${contactUs(input.from)}.`,
    ],
  });
}

/** A bank transfer received in full (or more): the registrations are confirmed. Names, dates and amounts only. */
export function paymentReceivedMail(
  input: PaymentOutcomeMailInput & { receivedCents: number; refundCents: number; valueDate: string },
): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  return layout({
    from: input.from,
    subject: `Paiement reçu\u00a0: ${input.activity.title}`,
    heading: "Nous avons reçu votre paiement",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Votre virement pour la plaine «\u00a0${input.activity.title}\u00a0» (${dates}) nous est parvenu\u00a0: l'inscription est confirmée.`,
    ],
    sections: [
      {
        title: "Récapitulatif",
        rows: [
          ...paymentSummaryRows(input, dates),
          ["Montant reçu", formatEuros(input.receivedCents)],
          ["Date du paiement", formatDateFr(input.valueDate)],
        ],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after:
      input.refundCents > 0
        ? [
            `Vous avez versé ${formatEuros(input.refundCents)} de trop\u00a0: nous vous les remboursons sur le compte d'où vient le virement.`,
          ]
        : [],
  });
}

/**
 * A reminder while a bank transfer is unpaid: the same instructions and QR code as the
 * confirmation, and the day the registration is cancelled if nothing arrives.
 */
export function paymentReminderMail(input: RegistrationMailInput & { deadline: string; receivedCents: number }): MailContent {
  const { activity } = input;
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  return layout({
    from: input.from,
    subject: `Rappel de paiement\u00a0: ${activity.title}`,
    heading: "Votre virement est toujours attendu",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Nous n'avons pas encore reçu ${input.receivedCents > 0 ? "la totalité du" : "le"} paiement de l'inscription à la plaine «\u00a0${activity.title}\u00a0» (${dates}).`,
      `Sans paiement au plus tard le ${formatDateFr(input.deadline)}, l'inscription sera annulée et les places rendues.`,
    ],
    sections: registrationSections(input),
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      "Le code QR ci-dessus remplit le virement pour vous dans la plupart des applications bancaires. Si vous avez payé ces derniers jours, ne tenez pas compte de ce rappel.",
    ],
  });
}

/** Cancelled unpaid at the payment deadline: the places are given back. */
export function paymentDeadlineCancelledMail(input: PaymentOutcomeMailInput & { deadline: string; receivedCents: number }): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  return layout({
    from: input.from,
    subject: `Inscription annulée faute de paiement\u00a0: ${input.activity.title}`,
    heading: "Votre inscription a été annulée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le paiement de l'inscription à la plaine «\u00a0${input.activity.title}\u00a0» (${dates}) ne nous est pas parvenu au ${formatDateFr(input.deadline)}\u00a0: l'inscription est annulée et les places sont rendues.`,
      ...(input.receivedCents > 0
        ? [`Nous vous remboursons les ${formatEuros(input.receivedCents)} déjà reçus.`]
        : [`Si vous avez payé entre-temps, ${contactUs(input.from)}.`]),
    ],
    sections: [
      {
        title: "Récapitulatif",
        rows: [...paymentSummaryRows(input, dates)],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
  });
}

/** A place freed on a full plaine, held for the family first in line until `expiresAt`. */
export function waitlistOfferMail(input: {
  from: MailSender;
  parentFirstName: string;
  activity: { title: string; startDate: string; endDate: string };
  childNames: string[];
  expiresAt: Date;
  acceptUrl: string;
}): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  const places = input.childNames.length > 1 ? `${input.childNames.length} places` : "une place";
  const until = formatDateTimeFr(input.expiresAt);
  return layout({
    from: input.from,
    subject: `Une place s'est libérée\u00a0: ${input.activity.title}`,
    heading: "Une place vous attend",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Vous étiez sur la liste d'attente de la plaine «\u00a0${input.activity.title}\u00a0» (${dates})\u00a0: ${places} vous ${input.childNames.length > 1 ? "sont réservées" : "est réservée"} jusqu'au ${until}.`,
      "Pour la garder, terminez l'inscription et son paiement avant cette heure. Passé ce délai, la place est proposée à la famille suivante.",
    ],
    sections: [
      {
        title: "Offre",
        rows: [
          ["Plaine", input.activity.title],
          ["Dates", dates],
          [input.childNames.length > 1 ? "Enfants" : "Enfant", input.childNames.join(", ")],
          ["Valable jusqu'au", until],
        ],
      },
    ],
    action: { label: "Accepter la place", url: input.acceptUrl },
    after: [
      "Si vous ne souhaitez plus cette place, vous pouvez la refuser sur la même page\u00a0: elle ira directement à la famille suivante.",
    ],
  });
}

/** "Léa Dupont", "Léa et Tom Dupont" as a sentence names them: "A, B et C". */
function namesSentence(names: string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} et ${names.at(-1)}` : (names[0] ?? "");
}

/** "48 heures", "1 heure": how long an offer of the waiting list is held. */
function hoursText(hours: number): string {
  return hours === 1 ? "1\u00a0heure" : `${hours}\u00a0heures`;
}

/**
 * A family joined a full plaine's waiting list: their rank, and what happens next (an e-mail when
 * places are free, held for a while, nothing to pay until then). Names and dates only.
 */
export function waitlistJoinedMail(input: {
  from: MailSender;
  parentFirstName: string;
  activity: { title: string; startDate: string; endDate: string };
  childNames: string[];
  /** 1 for the next family to be offered places. */
  position: number;
  /** How long an offer is held (the waiting list's settings). */
  offerHours: number;
  registrationsUrl: string;
}): MailContent {
  const { activity, childNames, position } = input;
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const several = childNames.length > 1;
  const ahead = position - 1;
  return layout({
    from: input.from,
    subject: `Liste d'attente\u00a0: ${activity.title}`,
    heading: "Vous êtes sur la liste d'attente",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `La plaine «\u00a0${activity.title}\u00a0» (${dates}) est complète. ${namesSentence(childNames)} ${several ? "sont" : "est"} sur sa liste d'attente, en position ${position}.`,
    ],
    sections: [
      {
        title: "Liste d'attente",
        rows: [
          ["Plaine", activity.title],
          ["Dates", dates],
          ...childrenRows(childNames),
          [
            "Position",
            ahead === 0 ? "1 — vous êtes la prochaine famille" : `${position} — ${ahead} ${ahead > 1 ? "familles" : "famille"} avant vous`,
          ],
        ],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      `Et maintenant\u00a0? Vous n'avez rien à faire. Dès qu'${several ? `il y a ${childNames.length}\u00a0places libres` : "une place se libère"}, nous vous écrivons\u00a0: ${several ? "elles vous sont réservées" : "elle vous est réservée"} pendant ${hoursText(input.offerHours)}. Pour ${several ? "les" : "la"} garder, terminez l'inscription et son paiement dans ce délai\u00a0; sinon, ${several ? "elles sont proposées" : "elle est proposée"} à la famille suivante.`,
      ...(several
        ? [
            `Vos enfants attendent ensemble\u00a0: si une seule place se libère, elle peut aller à une famille plus petite placée après vous, et vous gardez votre rang.`,
          ]
        : []),
      "Rien n'est à payer tant qu'aucune place ne vous est proposée. Vous pouvez quitter la liste à tout moment depuis «\u00a0Mes inscriptions\u00a0».",
    ],
  });
}

/** What becomes of the money of a payment whose registrations the organiser cancelled. */
export type CancelledMoney =
  /** Nothing was paid and nothing is left to pay on it. */
  | { kind: "nothing-due" }
  /** The payment was refunded already. */
  | { kind: "refunded" }
  /** Nothing or part was paid, and children of the same payment stay registered: the new amount. */
  | {
      kind: "new-amount";
      previousCents: number;
      amountCents: number;
      receivedCents: number;
      /** A bank transfer still to make: the same instructions and a QR code for the rest. */
      bankTransfer?: NonNullable<RegistrationMailInput["bankTransfer"]>;
    }
  /** Money was paid: what the family paid and what comes back to them, and how. */
  | {
      kind: "refund";
      paidCents: number;
      refundCents: number;
      method: PaymentMethod;
      /** The site e-mails the family when the refund is sent (a transfer listed to refund, a card refunded whole). */
      toldByMail: boolean;
    };

/** One plaine (one payment) of an organiser's cancellation: the children whose registration ended. */
export interface CancelledPlaine {
  activity: { title: string; startDate: string; endDate: string };
  childNames: string[];
  reference: string;
  money: CancelledMoney;
}

function cancelledMoneySentence(money: CancelledMoney, paymentFor: string): string {
  switch (money.kind) {
    case "nothing-due":
      return `Rien n'avait été payé ${paymentFor}\u00a0: vous n'avez rien à régler.`;
    case "refunded":
      return `Le paiement ${paymentFor} vous a déjà été remboursé\u00a0: vous n'avez rien à régler.`;
    case "new-amount":
      return money.receivedCents > 0
        ? `Le montant à payer ${paymentFor} passe de ${formatEuros(money.previousCents)} à ${formatEuros(money.amountCents)}\u00a0; vous avez déjà versé ${formatEuros(money.receivedCents)}, il reste ${formatEuros(Math.max(money.amountCents - money.receivedCents, 0))} à payer.`
        : `Le montant à payer ${paymentFor} passe de ${formatEuros(money.previousCents)} à ${formatEuros(money.amountCents)}.`;
    case "refund":
      return money.refundCents > 0
        ? `Vous aviez payé ${formatEuros(money.paidCents)} ${paymentFor}. Nous vous remboursons ${formatEuros(money.refundCents)} ${money.method === "stripe" ? "sur la carte utilisée pour le paiement" : "par virement, sur le compte d'où venait votre paiement"}${money.toldByMail ? "\u00a0: un e-mail vous le confirmera dès que le remboursement sera envoyé" : ""}.`
        : `Le montant déjà payé ${paymentFor} (${formatEuros(money.paidCents)}) couvre les inscriptions maintenues\u00a0: il n'y a rien à rembourser.`;
  }
}

function cancelledMoneyRows(money: CancelledMoney): MailRow[] {
  switch (money.kind) {
    case "nothing-due":
      return [["À payer", formatEuros(0)]];
    case "refunded":
      return [["Paiement", "Déjà remboursé"]];
    case "new-amount":
      return [
        ["Nouveau montant", formatEuros(money.amountCents)],
        ...(money.receivedCents > 0 ? ([["Déjà versé", formatEuros(money.receivedCents)]] as MailRow[]) : []),
      ];
    case "refund":
      return [
        ["Déjà payé", formatEuros(money.paidCents)],
        ["Remboursement", formatEuros(money.refundCents)],
      ];
  }
}

/**
 * Registrations an administrator cancelled, in one message per family whatever the number of
 * children and plaines: who, which plaine, the reason given (if any), and what becomes of the
 * money — nothing to pay, the new amount (with the transfer's instructions), or the refund to come.
 */
export function registrationCancelledByOrganiserMail(input: {
  from: MailSender;
  parentFirstName: string;
  plaines: CancelledPlaine[];
  /** The administrator's words, as typed (trimmed); null when none was given. */
  reason: string | null;
  registrationsUrl: string;
}): MailContent {
  const { plaines } = input;
  const several = plaines.length > 1;
  const childCount = plaines.reduce((sum, plaine) => sum + plaine.childNames.length, 0);
  const dates = (plaine: CancelledPlaine) => formatDateRangeFr(plaine.activity.startDate, plaine.activity.endDate);
  const sections: MailSection[] = plaines.flatMap((plaine) => {
    const summary: MailSection = {
      title: several ? plaine.activity.title : "Récapitulatif",
      rows: [
        ["Plaine", plaine.activity.title],
        ["Dates", dates(plaine)],
        ...childrenRows(plaine.childNames),
        ["Référence", plaine.reference],
        ...cancelledMoneyRows(plaine.money),
      ],
    };
    const transfer = plaine.money.kind === "new-amount" ? plaine.money.bankTransfer : undefined;
    return transfer ? [summary, transferSection(transfer)] : [summary];
  });
  const transferStillDue = plaines.some((plaine) => plaine.money.kind === "new-amount" && plaine.money.bankTransfer);
  return layout({
    from: input.from,
    subject: several
      ? "Inscriptions annulées par l'organisateur"
      : `${childCount > 1 ? "Inscriptions annulées" : "Inscription annulée"}\u00a0: ${plaines[0].activity.title}`,
    heading: childCount > 1 ? "Des inscriptions ont été annulées" : "Une inscription a été annulée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      ...plaines.map(
        (plaine) =>
          `Nous avons dû annuler l'inscription de ${namesSentence(plaine.childNames)} à la plaine «\u00a0${plaine.activity.title}\u00a0» (${dates(plaine)}).`,
      ),
      ...(input.reason ? [`Raison de l'annulation\u00a0: ${input.reason}`] : []),
      ...plaines.map((plaine) =>
        cancelledMoneySentence(plaine.money, several ? `pour la plaine «\u00a0${plaine.activity.title}\u00a0»` : "pour cette inscription"),
      ),
    ],
    sections,
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(transferStillDue
        ? [
            "La communication structurée reste la même\u00a0; le code QR ci-dessus remplit le virement du nouveau montant dans la plupart des applications bancaires.",
          ]
        : []),
      `Nous sommes désolés pour ce changement. Pour toute question, ${contactUs(input.from)}.`,
    ],
  });
}

/** "BE68 **** **** 7034": a payer's account as an e-mail names it, enough to recognise it. */
function maskedAccount(account: string): string {
  const compact = account.replace(/\s+/g, "").toUpperCase();
  if (compact.length <= 8) return compact;
  const hidden = compact.slice(4, -4).replace(/[A-Z0-9]/g, "*");
  return `${compact.slice(0, 4)}${hidden}${compact.slice(-4)}`.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * The association sent back by bank transfer what a family had paid too much (or for a cancelled
 * registration): the amount, the account it went to, and when it usually arrives.
 */
export function transferRefundSentMail(
  input: PaymentOutcomeMailInput & { amountCents: number; account: string | null; sentOn: string },
): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  const account = input.account ? maskedAccount(input.account) : null;
  return layout({
    from: input.from,
    subject: `Remboursement envoyé\u00a0: ${input.activity.title}`,
    heading: "Nous vous avons remboursé",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Nous vous avons renvoyé ${formatEuros(input.amountCents)} par virement pour la plaine «\u00a0${input.activity.title}\u00a0» (${dates})${account ? `, sur le compte ${account} d'où venait votre paiement` : ""}.`,
      "Un virement entre banques belges arrive en général le jour ouvrable suivant\u00a0; selon votre banque, comptez jusqu'à 2\u00a0jours ouvrables.",
    ],
    sections: [
      {
        title: "Récapitulatif",
        rows: [
          ...paymentSummaryRows(input, dates),
          ["Montant remboursé", formatEuros(input.amountCents)],
          ...(account ? ([["Vers le compte", account, "code"]] as MailRow[]) : []),
          ["Envoyé le", formatDateFr(input.sentOn)],
        ],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [`Si le montant ne vous est pas parvenu d'ici une semaine, ${contactUs(input.from)}.`],
  });
}

/**
 * A message an organiser wrote to the family (decision 0061), as merged for it: its body's news
 * markup as paragraphs (a heading, each line, each item of a list; links as their address, which
 * mail programs make clickable; images only in 'Messages'), and the way to find it again there.
 */
export function familyMessageMail(input: { from: MailSender; subject: string; body: string; messagesUrl: string }): MailContent {
  const paragraphs = parseNewsMarkup(input.body).flatMap((block) => {
    const line = (parts: { text: string }[]) => parts.map((part) => part.text).join("");
    if (block.type === "heading") return [block.text];
    if (block.type === "list") return block.items.map((item) => `• ${line(item)}`);
    if (block.type === "paragraph") return block.lines.map(line);
    return [];
  });
  return layout({
    from: input.from,
    subject: input.subject,
    heading: input.subject,
    paragraphs,
    action: { label: "Voir dans mon espace", url: input.messagesUrl },
    after: ["Ce message reste dans «\u00a0Messages\u00a0» de votre espace parent, même si vous supprimez cet e-mail."],
  });
}
