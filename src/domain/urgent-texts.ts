/**
 * Urgent text messages (decision 0062): on the day itself (closing early, a lost child, a new
 * pick-up point), a short text to the parents of the children present or expected today. Each
 * family receives it by SMS on its mobile, or by e-mail when its profile has none. It is kept as a
 * message to families (decision 0061) whose channel is 'sms': the parent finds it in 'Messages'.
 */
import { normalizePhone } from "./phone.ts";

/** Two SMS segments at most: an urgent message says one thing. */
export const URGENT_TEXT_MAX = 320;

export const URGENT_TEXT_REQUIRED = "Écrivez le message";
export const URGENT_TEXT_TOO_LONG = `Un message urgent fait ${URGENT_TEXT_MAX} caractères au maximum`;
export const NOT_A_DAY_OF_THE_PLAINE_TODAY = "La plaine n'a pas lieu aujourd'hui\u00a0: un message urgent ne s'envoie que le jour même";
export const NO_FAMILY_TODAY = "Aucune famille n'a d'enfant présent ou attendu aujourd'hui";

/**
 * The GSM 03.38 alphabet, with its extension (written as two characters): a text made of it alone
 * travels as plain text; any other character ("ê", "ç", "œ", "’", "«") asks for Unicode, or the
 * parent's phone shows it replaced.
 */
const GSM_7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà^{}\\[~]|€",
);

/** Whether a text can travel in the GSM alphabet; otherwise it is sent as Unicode (shorter segments, every character kept). */
export function isGsm7(text: string): boolean {
  return [...text].every((character) => GSM_7.has(character));
}

/** The same text to the same plaine within this time is the same press twice (a request that timed out), not a new message. */
export const URGENT_TEXT_TWIN_MINUTES = 10;

export const urgentTextAlreadySent = (time: string) =>
  `Ce message urgent est déjà parti à ${time}\u00a0: il n'est pas envoyé deux fois. Pour en envoyer un autre, changez-en le texte.`;

/** The subject an urgent text carries in 'Messages' and in the e-mail sent instead. */
export const URGENT_TEXT_SUBJECT = "Message urgent";

/** How a message to families leaves: an e-mail (decision 0061) or an urgent SMS (this file). */
export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The state of a family's SMS as the provider answered. */
export const SMS_STATES = ["pending", "sent", "failed"] as const;
export type SmsState = (typeof SMS_STATES)[number];

/**
 * The number an SMS goes to, in E.164 ("+32470123456"), or null when the phone cannot receive one:
 * blank, not a number, or a Belgian fixed line. A Belgian mobile starts with 04 (45 to 49); a
 * number of another country, typed with its prefix, is taken as its owner gave it for messages.
 */
export function mobileNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const e164 = normalizePhone(phone);
  if (!e164) return null;
  if (e164.startsWith("+32")) return /^\+324[5-9]\d{7}$/.test(e164) ? e164 : null;
  return e164;
}

interface UrgentFamily {
  parentId: string;
  phone: string | null;
}

/** Who receives the text by SMS (a mobile) and who by e-mail instead (no mobile on the profile). */
export function splitByChannel<T extends UrgentFamily>(families: readonly T[]): { sms: (T & { mobile: string })[]; email: T[] } {
  const sms: (T & { mobile: string })[] = [];
  const email: T[] = [];
  for (const family of families) {
    const mobile = mobileNumber(family.phone);
    if (mobile) sms.push({ ...family, mobile });
    else email.push(family);
  }
  return { sms, email };
}
