/**
 * Messages to families (decision 0061): who a message goes to (its filter), its merge fields and
 * how one family's copy is written. The server resolves the families and merges; the admin page
 * shows the same words.
 *
 * Merge fields, written between braces in the subject or the body:
 *   {prenom}   the parent's first name
 *   {enfants}  the first names of the parent's children the message is about ("Léa et Tom")
 *   {groupe}   their groups on the plaine ("Petits, Moyens")
 *   {jour}     the day of a message to the parents of one day ("lundi 6 juillet 2026")
 * There is no field for anything of a child's medical file, and no other field: an unknown one is refused.
 */
import { formatDateFr } from "./dates.ts";

export const MESSAGE_FILTER_KINDS = ["all", "day", "group", "unpaid", "waitlist", "parents"] as const;
export type MessageFilterKind = (typeof MESSAGE_FILTER_KINDS)[number];

export type MessageFilter =
  | { kind: "all" }
  | { kind: "day"; day: string }
  | { kind: "group"; group: string }
  | { kind: "unpaid" }
  | { kind: "waitlist" }
  | { kind: "parents"; parentIds: string[] };

export const MESSAGE_FILTER_LABELS: Record<MessageFilterKind, string> = {
  all: "Tous les parents de la plaine",
  day: "Les parents d'un jour",
  group: "Les parents d'un groupe",
  unpaid: "Les parents qui ont un solde à payer",
  waitlist: "Les parents sur la liste d'attente",
  parents: "Des parents choisis",
};

/** How a message's audience reads on its page: 'Les parents d'un groupe — Petits'. */
export function describeFilter(filter: MessageFilter): string {
  const label = MESSAGE_FILTER_LABELS[filter.kind];
  if (filter.kind === "day") return `${label} — ${formatDateFr(filter.day)}`;
  if (filter.kind === "group") return `${label} — ${filter.group}`;
  if (filter.kind === "parents") return `${label} (${filter.parentIds.length})`;
  return label;
}

export const MERGE_FIELDS = ["prenom", "enfants", "groupe", "jour"] as const;
type MergeField = (typeof MERGE_FIELDS)[number];

const FIELD = /\{([^{}\s]{1,30})\}/g;

export const UNKNOWN_MERGE_FIELD = (name: string) =>
  `Le champ {${name}} n'existe pas\u00a0: utilisez {prenom}, {enfants}, {groupe} ou {jour}`;
export const DAY_FIELD_WITHOUT_DAY = "Le champ {jour} ne s'emploie que dans un message aux parents d'un jour";

/** The first problem of a text's merge fields for that filter, or null. */
export function mergeFieldProblem(text: string, filter: MessageFilterKind): string | null {
  for (const match of text.matchAll(FIELD)) {
    const name = match[1];
    if (!(MERGE_FIELDS as readonly string[]).includes(name)) return UNKNOWN_MERGE_FIELD(name);
    if (name === "jour" && filter !== "day") return DAY_FIELD_WITHOUT_DAY;
  }
  return null;
}

/** What one family's copy is written with. */
export interface FamilyMergeData {
  parentFirstName: string;
  childFirstNames: string[];
  groups: string[];
  /** The day of a message to the parents of one day. */
  day: string | null;
}

/** "Léa", "Léa et Tom", "Léa, Tom et Zoé". */
function joinFrench(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

/** A text with its merge fields replaced by the family's values (fields were checked when the message was saved). */
export function mergeText(text: string, data: FamilyMergeData): string {
  const values: Record<MergeField, string> = {
    prenom: data.parentFirstName,
    enfants: joinFrench(data.childFirstNames),
    groupe: [...new Set(data.groups)].join(", "),
    jour: data.day ? formatDateFr(data.day) : "",
  };
  return text.replace(FIELD, (whole, name: string) =>
    (MERGE_FIELDS as readonly string[]).includes(name) ? values[name as MergeField] : whole,
  );
}

/**
 * Scheduled until its job sends it (one transaction writes every family's e-mail), or cancelled
 * before; failed when, at its time, its families could no longer be found as it says (its group
 * renamed, its day made a day off, a parent picked by hand gone): the reason is kept and shown.
 */
export const FAMILY_MESSAGE_STATES = ["scheduled", "sent", "cancelled", "failed"] as const;
export type FamilyMessageState = (typeof FAMILY_MESSAGE_STATES)[number];

export const FAMILY_MESSAGE_STATE_LABELS: Record<FamilyMessageState, string> = {
  scheduled: "Programmé",
  sent: "Envoyé",
  cancelled: "Annulé",
  failed: "Non envoyé",
};

/** A family's e-mail, as its outbox row stands. */
export type RecipientState = "queued" | "sent" | "failed";

export const RECIPIENT_STATE_LABELS: Record<RecipientState, string> = {
  queued: "En attente",
  sent: "Envoyé",
  failed: "Échec",
};

/** How long a parent finds their messages in 'Messages' unless the settings say otherwise. */
export const DEFAULT_FAMILY_MESSAGE_MONTHS = 12;

export const MESSAGE_NOT_FOUND = "Ce message n'existe pas";
export const MESSAGE_NOT_EDITABLE = "Ce message n'est plus programmé\u00a0: il ne peut plus être modifié ni annulé";
export const NO_RECIPIENTS = "Aucune famille ne correspond à ce choix";
export const SEND_AT_PAST = "L'heure d'envoi doit être dans le futur";

// ---------------------------------------------------------------------------------------------
// Attachments (decision 0061, amendment): up to three PDF or image files of 5 MB each, sealed in
// the private document store, sent with each family's e-mail and found again in 'Messages'.
// ---------------------------------------------------------------------------------------------

export const MESSAGE_ATTACHMENT_MAX_COUNT = 3;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const MESSAGE_ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type MessageAttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number];

export const ATTACHMENT_TYPE_ERROR = "La pièce jointe doit être un fichier PDF, PNG, JPEG ou WebP.";
export const ATTACHMENT_SIZE_ERROR = "La pièce jointe est trop lourde\u00a0: 5\u00a0Mo au maximum.";
export const ATTACHMENT_EMPTY_ERROR = "Le fichier de la pièce jointe est vide.";
export const ATTACHMENT_TOO_MANY = `${MESSAGE_ATTACHMENT_MAX_COUNT} pièces jointes au maximum par message`;
export const ATTACHMENT_NOT_FOUND = "Cette pièce jointe est introuvable\u00a0: ajoutez-la à nouveau.";

/** How many leading bytes messageAttachmentTypeOf needs (WebP: "RIFF", its size, "WEBP"). */
export const ATTACHMENT_SIGNATURE_LENGTH = 12;

/** What a file really is, from its first bytes ("%PDF-", PNG's signature, JPEG's start of image, RIFF…WEBP); null for anything else. */
export function messageAttachmentTypeOf(head: Uint8Array): MessageAttachmentType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** What is wrong with a file before it is attached (the same check in the form and on the server), or null. */
export function messageAttachmentError(head: Uint8Array, size: number): string | null {
  if (size === 0) return ATTACHMENT_EMPTY_ERROR;
  if (messageAttachmentTypeOf(head) === null) return ATTACHMENT_TYPE_ERROR;
  if (size > MESSAGE_ATTACHMENT_MAX_BYTES) return ATTACHMENT_SIZE_ERROR;
  return null;
}

/** "1,2 Mo", "340 ko": a file's size as a list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")}\u00a0Mo`;
  return `${Math.max(1, Math.round(bytes / 1024))}\u00a0ko`;
}
