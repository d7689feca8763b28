/**
 * French e-mails, in HTML and plain text, signed by the association (its name at the top, its
 * address and contact at the foot: `from`, from its settings, modules/association).
 * Every value put into HTML goes through `escapeHtml`; links are built by the server only.
 */
import { transferDeadlineSentence } from "../../domain/bank-transfers.ts";
import { formatDateTimeFr } from "../../domain/date-time.ts";
import { formatDateFr, formatDateRangeFr } from "../../domain/dates.ts";
import { formatEuros } from "../../domain/money.ts";
import type { RegistrationPrice } from "../../domain/pricing.ts";
import { lastCancellationDay, PAYMENT_METHOD_LABELS, type PaymentMethod } from "../../domain/registration.ts";
import { addressLine, contactLine, DEMO_ACCOUNT_NOTICE, type PublicAssociation } from "../../domain/association.ts";

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
function contactUs(from: MailSender): string {
  const means = [from.email, from.phone?.display].filter(Boolean);
  return means.length > 0 ? `contactez-nous à ${means.join(" ou au ")}` : "contactez-nous";
}

/** A titled list of label/value pairs (a summary, payment instructions), with an optional inline image. */
interface MailSection {
  title: string;
  rows: [label: string, value: string][];
  intro?: string;
  /** An image attached with this cid (see OutboxAttachment); the text version shows `alt`. */
  image?: { cid: string; alt: string; width: number };
}

function sectionHtml(section: MailSection): string {
  const rows = section.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#52525b;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const intro = section.intro ? `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(section.intro)}</p>` : "";
  const image = section.image
    ? `<p style="margin:16px 0 0;text-align:center"><img src="cid:${escapeHtml(section.image.cid)}" alt="${escapeHtml(section.image.alt)}" width="${section.image.width}" height="${section.image.width}" style="display:inline-block"></p>`
    : "";
  return `<div style="border:1px solid #e4e4e7;border-radius:8px;padding:16px;margin:0 0 16px">
<h2 style="font-size:16px;margin:0 0 12px">${escapeHtml(section.title)}</h2>${intro}
<table role="presentation" style="border-collapse:collapse;font-size:14px">${rows}</table>${image}
</div>`;
}

function sectionText(section: MailSection): string[] {
  return [
    section.title.toUpperCase(),
    ...(section.intro ? [section.intro] : []),
    ...section.rows.map(([label, value]) => `${label} : ${value}`),
    ...(section.image ? [`(${section.image.alt})`] : []),
    "",
  ];
}

/** One layout for every message: a heading, paragraphs, optional sections and an optional button. */
function layout(input: {
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
<p style="margin:0 0 16px;font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:32px">
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
    ...(input.action ? [`${input.action.label} : ${input.action.url}`, ""] : []),
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
    heading: `Bienvenue ${firstName} !`,
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
      "Ce lien expire dans 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
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
  activity: { title: string; startDate: string; endDate: string; locationName: string; locationCity: string };
  children: { firstName: string; lastName: string }[];
  price: RegistrationPrice;
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
}

/**
 * The confirmation of a registration, to the parent with a copy to the association. It names
 * the children and the plaine; it never carries anything of the children's medical file.
 */
export function registrationConfirmationMail(input: RegistrationMailInput): MailContent {
  const { activity } = input;
  const names = input.children.map((child) => `${child.firstName} ${child.lastName}`);
  const dates = formatDateRangeFr(activity.startDate, activity.endDate);
  const sections = registrationSections(input);
  const transfer = input.bankTransfer;
  return layout({
    from: input.from,
    subject: `Confirmation d'inscription : ${activity.title}`,
    heading: "Votre inscription est enregistrée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Nous avons bien reçu l'inscription de ${names.length > 1 ? `${names.slice(0, -1).join(", ")} et ${names.at(-1)}` : names[0]} à la plaine « ${activity.title} » (${dates}).`,
    ],
    sections,
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(input.paymentMethod === "stripe"
        ? [
            "Votre paiement en ligne a bien été reçu : l'inscription est confirmée. Le reçu de paiement vous est envoyé séparément par notre prestataire de paiement.",
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
    ...(price.childCount > 0
      ? [[`${price.childCount} × ${formatEuros(price.unitPriceCents)}`, formatEuros(price.subtotalCents)] as [string, string]]
      : []),
    ...(price.discount ? [[price.discount.label, `-${formatEuros(price.discount.amountCents)}`] as [string, string]] : []),
    ["Total", formatEuros(price.totalCents)],
  ];
  const sections: MailSection[] = [
    {
      title: "Récapitulatif",
      rows: [
        ["Plaine", activity.title],
        ["Dates", formatDateRangeFr(activity.startDate, activity.endDate)],
        ["Lieu", `${activity.locationName}, ${activity.locationCity}`],
        ...childrenRows(names),
        ["Référence", input.reference],
        ["Paiement", PAYMENT_METHOD_LABELS[input.paymentMethod]],
        ...priceRows,
      ],
    },
  ];
  const transfer = input.bankTransfer;
  if (transfer) {
    sections.push({
      title: "Paiement par virement bancaire",
      intro: transfer.demo
        ? `${DEMO_ACCOUNT_NOTICE} Sur un vrai site, vous effectueriez le virement suivant en indiquant exactement la communication structurée.`
        : "Pour finaliser l'inscription, veuillez effectuer le virement suivant en indiquant exactement la communication structurée.",
      rows: [
        ["Montant", formatEuros(transfer.amountCents)],
        ["Bénéficiaire", transfer.beneficiary],
        ["IBAN", transfer.iban],
        ["BIC", transfer.bic],
        ["Communication", transfer.communication],
      ],
      ...(transfer.qrCid
        ? { image: { cid: transfer.qrCid, alt: "Code QR du virement : scannez-le avec l'application de votre banque", width: 220 } }
        : {}),
    });
  }
  return sections;
}

export interface RegistrationUpdateMailInput extends RegistrationMailInput {
  /** What the family was asked to pay before this change. */
  previousAmountCents: number;
  /** The children whose registration this change cancelled, or brought back (an administrator). */
  cancelled: { firstName: string; lastName: string }[];
  restored: { firstName: string; lastName: string }[];
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
  const nothingToPay = input.price.totalCents === 0;
  const transfer = nothingToPay ? undefined : input.bankTransfer;
  return layout({
    from: input.from,
    subject: `${stillRegistered ? "Inscription modifiée" : "Inscription annulée"} : ${activity.title}`,
    heading: stillRegistered ? "Votre inscription a été modifiée" : "Votre inscription a été annulée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      ...(input.cancelled.length > 0
        ? [`L'inscription de ${list(input.cancelled)} à la plaine « ${activity.title} » (${dates}) a été annulée.`]
        : []),
      ...(input.restored.length > 0
        ? [`L'inscription de ${list(input.restored)} à la plaine « ${activity.title} » (${dates}) a été rétablie.`]
        : []),
      nothingToPay
        ? "Il n'y a plus rien à payer pour cette inscription."
        : `Le montant à payer passe de ${formatEuros(input.previousAmountCents)} à ${formatEuros(input.price.totalCents)}.`,
    ],
    sections: registrationSections({ ...input, bankTransfer: transfer }),
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: [
      ...(transfer
        ? [
            ...(transfer.deadline ? [transferDeadlineSentence(transfer.deadline)] : []),
            "La communication structurée reste la même ; le code QR ci-dessus remplit le virement du nouveau montant dans la plupart des applications bancaires.",
          ]
        : []),
      nothingToPay
        ? `Si vous avez déjà effectué un virement pour cette inscription, ${contactUs(input.from)}.`
        : `Si vous avez déjà effectué un virement pour cette inscription, ${contactUs(input.from)} pour régler la différence.`,
      ...(stillRegistered
        ? [
            `Une annulation reste possible jusqu'au ${formatDateFr(lastCancellationDay(activity.startDate))}, soit 15 jours avant le début de la plaine.`,
          ]
        : []),
    ],
  });
}

/** A card payment refunded in full: the registrations it paid for are cancelled. */
export function paymentRefundedMail(input: PaymentOutcomeMailInput & { amountCents: number }): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  return layout({
    from: input.from,
    subject: `Remboursement : ${input.activity.title}`,
    heading: "Votre paiement a été remboursé",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le paiement de ${formatEuros(input.amountCents)} pour la plaine « ${input.activity.title} » (${dates}) vous a été remboursé. Les inscriptions qu'il réglait sont annulées.`,
    ],
    sections: [
      {
        title: "Récapitulatif",
        rows: [...paymentSummaryRows(input, dates), ["Montant remboursé", formatEuros(input.amountCents)]],
      },
    ],
    action: { label: "Voir mes inscriptions", url: input.registrationsUrl },
    after: ["Le montant apparaît sur votre compte après quelques jours ouvrables, selon votre banque."],
  });
}

/**
 * To the owner of an address someone tried to sign up with again. The sign-up answer is the same
 * as for a new address (nobody learns who has an account); the owner learns it here, with the
 * way in and the way back to a forgotten password.
 */
export function existingAccountMail(from: MailSender, firstName: string, loginUrl: string, forgotPasswordUrl: string): MailContent {
  const forgotLabel = "Mot de passe oublié ? Choisissez-en un nouveau :";
  const content = layout({
    from,
    subject: "Vous avez déjà un compte",
    heading: "Vous avez déjà un compte",
    paragraphs: [
      `Bonjour ${firstName},`,
      "Quelqu'un, sans doute vous, a voulu créer un compte parent avec cette adresse e-mail. Elle en a déjà un : aucun nouveau compte n'a été créé. Connectez-vous avec votre mot de passe habituel.",
    ],
    action: { label: "Me connecter", url: loginUrl },
    after: [`${forgotLabel} ${forgotPasswordUrl}`, "Si vous n'avez rien demandé, ignorez ce message : votre compte reste inchangé."],
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

/** A bank transfer received in full (or more): the registrations are confirmed. Names, dates and amounts only. */
export function paymentReceivedMail(
  input: PaymentOutcomeMailInput & { receivedCents: number; refundCents: number; valueDate: string },
): MailContent {
  const dates = formatDateRangeFr(input.activity.startDate, input.activity.endDate);
  return layout({
    from: input.from,
    subject: `Paiement reçu : ${input.activity.title}`,
    heading: "Nous avons reçu votre paiement",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Votre virement pour la plaine « ${input.activity.title} » (${dates}) nous est parvenu : l'inscription est confirmée.`,
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
        ? [`Vous avez versé ${formatEuros(input.refundCents)} de trop : nous vous les remboursons sur le compte d'où vient le virement.`]
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
    subject: `Rappel de paiement : ${activity.title}`,
    heading: "Votre virement est toujours attendu",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Nous n'avons pas encore reçu ${input.receivedCents > 0 ? "la totalité du" : "le"} paiement de l'inscription à la plaine « ${activity.title} » (${dates}).`,
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
    subject: `Inscription annulée faute de paiement : ${input.activity.title}`,
    heading: "Votre inscription a été annulée",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Le paiement de l'inscription à la plaine « ${input.activity.title} » (${dates}) ne nous est pas parvenu au ${formatDateFr(input.deadline)} : l'inscription est annulée et les places sont rendues.`,
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
    subject: `Une place s'est libérée : ${input.activity.title}`,
    heading: "Une place vous attend",
    paragraphs: [
      `Bonjour ${input.parentFirstName},`,
      `Vous étiez sur la liste d'attente de la plaine « ${input.activity.title} » (${dates}) : ${places} vous ${input.childNames.length > 1 ? "sont réservées" : "est réservée"} jusqu'au ${until}.`,
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
    after: ["Si vous ne souhaitez plus cette place, vous pouvez la refuser sur la même page : elle ira directement à la famille suivante."],
  });
}
