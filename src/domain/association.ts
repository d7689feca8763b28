/**
 * The association's identity (name, logo, contact, postal address, social page) and the bank
 * account parents pay by transfer: kept by an administrator in the settings, filled once from
 * the environment on a new site (decision 0043). Everything a parent reads about who runs the
 * site comes from here: the footer, the legal pages, the e-mails, the transfer page and its QR
 * code, the PDFs and the Belcotax file. No contact detail is written in the code.
 */
import { formatPhone } from "./phone.ts";
import type { StaffingNormsId } from "./plaine/staffing-norms.ts";

/**
 * The sending rate of messages to families (decision 0061, amendment): a setting of the
 * association's; the outbox sends at most this many of their e-mails per minute, whatever the
 * number of processes. Kept here, not with the messages, so that the pages that show the
 * association (every page's footer) load nothing of the messages.
 */
export const DEFAULT_MESSAGES_PER_MINUTE = 60;
export const MESSAGES_PER_MINUTE_MAX = 1000;
export const MESSAGES_PER_MINUTE_INVALID = `Le nombre d'e-mails par minute est un nombre entier de 1 à ${MESSAGES_PER_MINUTE_MAX}, écrit en chiffres`;

export interface AssociationIdentity {
  /** The association's name as it signs ("Plaines Soleil ASBL"); blank until entered. */
  name: string;
  /** The stored logo (`/media/association/….png`), or null. */
  logoUrl: string | null;
  /** E.164 ("+3221234567"), blank when the association gives none. */
  phone: string;
  email: string;
  street: string;
  postalCode: string;
  city: string;
  /** The association's page on a social network (https), or null. */
  socialUrl: string | null;
  /** Who the association is, in its own words, for 'À propos' (paragraphs apart by a blank line), or null. */
  about: string | null;
  /** Its recognition by the ONE as it wants it shown ("Centre de vacances agréé par l'ONE"), or null. */
  oneRecognition: string | null;
  /** The staffing norms its plaines follow (decision 0059): the ONE's unless it says otherwise. */
  staffingNorms: StaffingNormsId;
  /** The e-mails of messages to families sent per minute at most (decision 0061). */
  messagesPerMinute: number;
}

export interface BankAccount {
  /** Compact, upper case ("BE68539007547034"). */
  iban: string;
  bic: string;
  /** The account holder's name, as the bank knows it (at most 70 characters: the SEPA limit). */
  beneficiary: string;
  /** A demonstration site's sample account: every place that shows it says it is not to be paid. */
  demo: boolean;
}

export interface AssociationSettings {
  identity: AssociationIdentity;
  /** Null until the association has given its account: no transfer is offered then. */
  bank: BankAccount | null;
}

/** A site whose settings are still empty: nothing invented, no account. */
export const EMPTY_ASSOCIATION: AssociationSettings = {
  identity: {
    name: "",
    logoUrl: null,
    phone: "",
    email: "",
    street: "",
    postalCode: "",
    city: "",
    socialUrl: null,
    about: null,
    oneRecognition: null,
    staffingNorms: "one",
    messagesPerMinute: DEFAULT_MESSAGES_PER_MINUTE,
  },
  bank: null,
};

/** What the footer and the home page say the association does (the spec's description, not a contact detail). */
export const ASSOCIATION_DESCRIPTION =
  "Association sans but lucratif dédiée à l'organisation de plaines de jeux récréatives pour les enfants pendant les vacances scolaires.";

/** The footer's postal address is in Belgium (spec §2). */
const ASSOCIATION_COUNTRY = "Belgique";

/** The name shown while the association has not given its own. */
export const UNNAMED_ASSOCIATION = "Plaines de vacances";

/** The registration form's words while no account is known (the text, word for word). */
export const TRANSFER_NOT_READY = "Le paiement par virement sera possible dès que l'association aura indiqué son compte";

/** The server's refusal of a registration when no way of paying is offered at all. */
export const NO_WAY_TO_PAY =
  "Les inscriptions ne sont pas encore possibles\u00a0: l'association n'a encore indiqué aucun moyen de paiement. Réessayez plus tard ou contactez-la.";

/** Said beside a demonstration site's sample account: on the transfer page and in the e-mails. */
export const DEMO_ACCOUNT_NOTICE =
  "Compte de démonstration\u00a0: ce site est une démonstration, n'effectuez aucun virement vers ce compte.";

/** The same in the QR code's text (the EPC payload's line for the payer, printable ASCII, 70 characters at most). */
export const DEMO_QR_INFORMATION = "DEMONSTRATION - compte fictif, ne pas payer";

/** The name, or the neutral one while none is given. */
function associationName(identity: Pick<AssociationIdentity, "name">): string {
  return identity.name.trim() || UNNAMED_ASSOCIATION;
}

/** The name without its legal form, for the tab's title and the header: "Plaines Soleil ASBL" → "Plaines Soleil". */
function shortNameOf(name: string): string {
  const short = name.replace(/[\s,]+(a\.?i\.?s\.?b\.?l\.?|a\.?s\.?b\.?l\.?|i\.?v\.?z\.?w\.?|v\.?z\.?w\.?)$/i, "").trim();
  return short || name;
}

const SOCIAL_NETWORKS: [host: RegExp, name: string][] = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.me$/, "Facebook"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)youtube\.com$/, "YouTube"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
];

/** "Suivez-nous sur Facebook" for a Facebook page; "Suivez-nous en ligne" for another address. */
function socialLinkLabel(url: string): string {
  let host = "";
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return "Suivez-nous en ligne";
  }
  const network = SOCIAL_NETWORKS.find(([pattern]) => pattern.test(host));
  return network ? `Suivez-nous sur ${network[1]}` : "Suivez-nous en ligne";
}

/** The association as the site shows it to everyone: GET /api/association, the e-mails, the PDFs. No bank account. */
export interface PublicAssociation {
  name: string;
  shortName: string;
  description: string;
  logoUrl: string | null;
  phone: { display: string; href: string } | null;
  email: string | null;
  address: { street: string; postalCode: string; city: string; country: string } | null;
  social: { url: string; label: string } | null;
}

export function publicAssociation(identity: AssociationIdentity): PublicAssociation {
  const name = associationName(identity);
  const hasAddress = identity.street !== "" || identity.postalCode !== "" || identity.city !== "";
  return {
    name,
    shortName: shortNameOf(name),
    description: ASSOCIATION_DESCRIPTION,
    logoUrl: identity.logoUrl,
    phone: identity.phone ? { display: formatPhone(identity.phone), href: `tel:${identity.phone}` } : null,
    email: identity.email || null,
    address: hasAddress
      ? { street: identity.street, postalCode: identity.postalCode, city: identity.city, country: ASSOCIATION_COUNTRY }
      : null,
    social: identity.socialUrl ? { url: identity.socialUrl, label: socialLinkLabel(identity.socialUrl) } : null,
  };
}

/** What 'À propos' says of the association beyond its contact: GET /api/association/about. */
export interface AssociationAbout {
  /** Its own words, paragraph by paragraph (a paragraph keeps its line breaks); empty until written. */
  paragraphs: string[];
  /** Its recognition by the ONE, as it wrote it; null when it states none. */
  oneRecognition: string | null;
}

/** The longest presentation the settings take (about a page of text). */
export const ABOUT_MAX_LENGTH = 3000;
/** "3 000", as French writes it (a non-breaking space between the thousands), for the form's hint and refusal. */
export const ABOUT_MAX_LENGTH_TEXT = ABOUT_MAX_LENGTH.toLocaleString("fr-BE").replace(/\s/g, "\u00a0");
/** The longest recognition line the settings take. */
export const ONE_RECOGNITION_MAX_LENGTH = 200;

/** The presentation's paragraphs: apart by a blank line, each trimmed, none empty. */
function aboutParagraphs(text: string | null): string[] {
  if (!text) return [];
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
}

export function associationAbout(identity: Pick<AssociationIdentity, "about" | "oneRecognition">): AssociationAbout {
  return { paragraphs: aboutParagraphs(identity.about), oneRecognition: identity.oneRecognition?.trim() || null };
}

/** "Rue des Écoliers 12, 1340 Ottignies" (the parts given), for one line of an e-mail or a PDF. */
export function addressLine(address: PublicAssociation["address"]): string {
  if (!address) return "";
  return [address.street, `${address.postalCode} ${address.city}`.trim()].filter(Boolean).join(", ");
}

/** The contact line of an e-mail's or a PDF's foot: the parts the association gives. */
export function contactLine(association: PublicAssociation): string {
  return [association.phone?.display, association.email, association.social?.url].filter(Boolean).join(" · ");
}

/** Whether one way of paying is offered to parents, and what an administrator must do when it is not. */
interface PaymentWayReadiness {
  available: boolean;
  /** Why it is not offered, in French, for the administrators (null when it is). */
  reason: string | null;
}

/**
 * Which ways of paying the registration form offers now (modules/association: paymentReadiness):
 * registrations can be submitted only with one at least.
 */
export interface PaymentReadiness {
  card: PaymentWayReadiness;
  transfer: PaymentWayReadiness & {
    /** The account is a demonstration site's sample: offered, and said to be fictitious everywhere. */
    demo: boolean;
  };
  /** At least one way of paying: the registration form can be sent. */
  open: boolean;
  /** Why registrations cannot be sent (null when they can). */
  reason: string | null;
}

/** What the checklist says when the card cannot be offered. */
const CARD_NOT_CONFIGURED =
  "Le paiement par carte n'est pas configuré\u00a0: il demande les clés Stripe (variables STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET du serveur).";

/** What the checklist says when the transfer cannot be offered. */
const BANK_ACCOUNT_MISSING = "Indiquez le compte bancaire de l'association (IBAN, BIC et bénéficiaire) dans les paramètres.";

/** Whether each way of paying is offered, from what is configured: a card checkout, and the association's account. */
export function readinessOf(cardConfigured: boolean, bank: BankAccount | null): PaymentReadiness {
  const card = { available: cardConfigured, reason: cardConfigured ? null : CARD_NOT_CONFIGURED };
  const transfer = { available: bank !== null, reason: bank ? null : BANK_ACCOUNT_MISSING, demo: bank?.demo ?? false };
  const open = card.available || transfer.available;
  return { card, transfer, open, reason: open ? null : NO_WAY_TO_PAY };
}
