/**
 * The parent's rights over their data (GDPR art. 15, 17 and 20) as the site words them, and the
 * retention periods the association may set. Shared by the server (refusals, purges) and the
 * browser (the pages that explain them).
 */
import { formatDateFr } from "./dates.ts";
import { DEFAULT_FAMILY_MESSAGE_MONTHS } from "./family-messages.ts";
import type { PaymentMethod, PaymentStatus } from "./registration.ts";

export const EXPORT_BUTTON_LABEL = "Télécharger mes données";
export const ERASE_BUTTON_LABEL = "Supprimer mon compte";

/** What the parent reads before erasing their account: what goes, what stays and why. */
export const ERASURE_EXPLANATION = {
  erased: [
    "votre profil (nom, adresse, téléphone, numéro de registre national) et votre adresse e-mail\u00a0;",
    "la fiche de chacun de vos enfants (numéro de registre national, informations médicales, personnes à contacter et consentements compris) et ses présences\u00a0;",
    "vos attestations fiscales dans les fichiers préparés pour l'administration fiscale et le comptable de l'association (sauf ce que la loi impose de garder, ci-dessous)\u00a0;",
    "vos inscriptions, vos places sur les listes d'attente, vos sessions de connexion et les e-mails que nous vous avons envoyés.",
  ],
  kept: "Les paiements reçus restent dans la comptabilité de l'association, sans votre nom ni votre adresse e-mail (montant, date, communication structurée et plaine), pendant la durée que la loi impose (7 ans par défaut), puis ils sont supprimés. Une attestation fiscale déjà émise reste aussi, chiffrée et détachée de votre compte (son numéro, ses montants, vos noms, adresse et numéros de registre national, ceux de l'enfant), car l'association doit pouvoir la rectifier auprès de l'administration fiscale\u00a0: elle n'est lue que pour une telle rectification et supprimée après le délai légal (7 ans après l'année de revenus par défaut).",
  irreversible: "La suppression est définitive\u00a0: votre compte ne pourra pas être récupéré.",
} as const;

export const ERASE_PASSWORD_WRONG = "Mot de passe incorrect";
export const ERASE_PASSWORD_REQUIRED = "Saisissez votre mot de passe pour confirmer";
export const PARENT_ERASED_MESSAGE = "Le compte du parent et ses données ont été supprimés.";
export const PARENT_NOT_FOUND = "Parent non trouvé";
export const NO_ACCOUNT_FOR_EMAIL = "Aucun compte n'utilise cette adresse e-mail";
export const ADMIN_CANNOT_BE_ERASED = "Le compte d'un administrateur ne peut pas être supprimé ainsi\u00a0: retirez-lui d'abord ce rôle.";

/**
 * Why an account cannot be erased yet: a plaine to come holds a registration. A paid one must be
 * cancelled and refunded first (the money would otherwise be kept for a child nobody can find),
 * an unpaid one cancelled (its place goes back to another family). Worded for who asked: the
 * parent (their « Mes inscriptions ») or an administrator (the administration's « Inscriptions »);
 * the parent is given the association's e-mail when its settings have one.
 */
export function erasureRefusal(
  activities: { title: string; paid: boolean }[],
  reader: "parent" | "admin" = "parent",
  contactEmail: string | null = null,
): string {
  const at = contactEmail ? ` à ${contactEmail}` : "";
  const titles = activities.map((activity) => activity.title).join(", ");
  const paid = activities.some((activity) => activity.paid);
  if (reader === "admin") {
    return paid
      ? `Ce compte ne peut pas encore être supprimé\u00a0: le parent a une inscription payée en cours pour ${titles}. Annulez-la et remboursez-la depuis la page «\u00a0Inscriptions\u00a0» de l'administration, puis supprimez le compte.`
      : `Ce compte ne peut pas encore être supprimé\u00a0: le parent a une inscription en cours pour ${titles}. Annulez-la depuis la page «\u00a0Inscriptions\u00a0» de l'administration, puis supprimez le compte.`;
  }
  return paid
    ? `Votre compte ne peut pas encore être supprimé\u00a0: une inscription payée est en cours pour ${titles}. Annulez-la depuis «\u00a0Mes inscriptions\u00a0» (jusqu'à 15 jours avant le début) et demandez-nous son remboursement${at}, ou écrivez-nous pour que nous l'annulions\u00a0; vous pourrez ensuite supprimer votre compte.`
    : `Votre compte ne peut pas encore être supprimé\u00a0: une inscription est en cours pour ${titles}. Annulez-la depuis «\u00a0Mes inscriptions\u00a0» (ou écrivez-nous${at} si le début est dans moins de 15 jours), puis supprimez votre compte.`;
}

/** The heading of the refusal on 'Mes données', above the registrations that keep the account. */
export const ERASURE_BLOCKED_TITLE = "Votre compte ne peut pas encore être supprimé";

/** One registration that keeps the account, as 'Mes données' describes it (contracts/privacy.ts: ErasureBlocker). */
interface BlockingRegistration {
  startDate: string;
  endDate: string;
  when: "in-progress" | "upcoming";
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  cancellableUntil: string | null;
  freeFrom: string;
}

/** Why this registration keeps the account: where the plaine stands, and its payment. */
export function erasureBlockerReason(blocker: BlockingRegistration): string {
  const plaine =
    blocker.when === "in-progress"
      ? `La plaine est en cours jusqu'au ${formatDateFr(blocker.endDate)}`
      : `La plaine commence le ${formatDateFr(blocker.startDate)}`;
  const payment =
    blocker.paymentStatus === "paid"
      ? "l'inscription est payée"
      : blocker.paymentStatus === "refunded"
        ? "le paiement a été remboursé"
        : blocker.paymentMethod === "bank_transfer"
          ? "le virement est attendu"
          : "le paiement par carte n'est pas terminé";
  return `${plaine} et ${payment}.`;
}

/** What the parent can do about it: cancel it while they still may, else write to the association, or wait for the plaine's end. */
export function erasureBlockerAdvice(blocker: BlockingRegistration): string {
  const wait = `vous pourrez supprimer votre compte à partir du ${formatDateFr(blocker.freeFrom)}`;
  if (blocker.when === "in-progress") return `Attendez la fin de la plaine\u00a0: ${wait}.`;
  if (blocker.cancellableUntil === null) {
    return `L'annulation en ligne n'est plus possible\u00a0: écrivez-nous pour l'annuler, ou attendez la fin de la plaine (${wait}).`;
  }
  const until = formatDateFr(blocker.cancellableUntil);
  return blocker.paymentStatus === "paid"
    ? `Annulez-la dans «\u00a0Mes inscriptions\u00a0» (jusqu'au ${until}) et demandez-nous son remboursement avant de supprimer votre compte, ou attendez la fin de la plaine (${wait}).`
    : `Annulez-la dans «\u00a0Mes inscriptions\u00a0» (jusqu'au ${until})\u00a0: la place ira à une autre famille. Ou attendez la fin de la plaine (${wait}).`;
}

// ---------------------------------------------------------------------------------------------
// After the erasure: the confirmation page and e-mail
// ---------------------------------------------------------------------------------------------

export const ACCOUNT_DELETED_TITLE = "Votre compte a été supprimé";
export const ACCOUNT_DELETED_SUBJECT = "Votre compte a été supprimé";

/** What the confirmation page and e-mail say, the page's and the mail's words alike. */
export const ACCOUNT_DELETED_TEXT = {
  intro: "Votre compte parent et les données qui vous concernent ont été supprimés. Vous avez été déconnecté.",
  erasedTitle: "Ce qui a été supprimé",
  erased: [
    "votre profil (nom, adresse, téléphone, numéro de registre national) et votre adresse e-mail\u00a0;",
    "la fiche de chacun de vos enfants, avec ses informations médicales, les personnes à contacter, les consentements et les présences\u00a0;",
    "vos inscriptions, vos places sur les listes d'attente, vos sessions de connexion et les e-mails que nous vous avons envoyés.",
  ],
  keptTitle: "Ce que la loi nous oblige à garder",
  mail: "Un e-mail de confirmation part vers votre adresse. Une fois envoyé, nous n'en gardons ni l'adresse ni le contenu.",
  again: "Vous pourrez toujours créer un nouveau compte avec la même adresse.",
} as const;

/** What tax and accounting law keep after the erasure (decision 0036), for the periods in force. */
export function accountDeletedKept({
  paymentYears,
  taxCertificateYears,
}: Pick<RetentionSettings, "paymentYears" | "taxCertificateYears">): string[] {
  return [
    `les paiements reçus, sans votre nom ni votre adresse e-mail (montant, date, communication structurée et plaine), pendant ${paymentYears} ans\u00a0: c'est une obligation comptable\u00a0;`,
    `les attestations fiscales déjà émises, chiffrées et détachées de votre compte, pour pouvoir les rectifier auprès de l'administration fiscale\u00a0; elles sont supprimées ${taxCertificateYears} ans après l'année de revenus.`,
  ];
}

// ---------------------------------------------------------------------------------------------
// Retention
// ---------------------------------------------------------------------------------------------

export interface RetentionSettings {
  /** Medical fields are erased this many months after the end of the child's last plaine. */
  medicalMonths: number;
  /** An account nobody signed in to for this long is warned, then erased 30 days later. */
  inactiveAccountMonths: number;
  /** Anonymised payment records are deleted after this many years (Belgian accounting law: 7). */
  paymentYears: number;
  /** A sent e-mail's body and attachments are emptied after this many days (its subject and address stay). */
  mailBodyDays: number;
  medicalAccessLogMonths: number;
  auditLogMonths: number;
  /** A tax certificate kept after its family's erasure is deleted this many years after its income year. */
  taxCertificateYears: number;
  /** A message to families leaves the parents' 'Messages' this many months after it was sent. */
  familyMessageMonths: number;
}

export const DEFAULT_RETENTION: RetentionSettings = {
  medicalMonths: 12,
  inactiveAccountMonths: 36,
  paymentYears: 7,
  mailBodyDays: 30,
  medicalAccessLogMonths: 24,
  auditLogMonths: 60,
  taxCertificateYears: 7,
  familyMessageMonths: DEFAULT_FAMILY_MESSAGE_MONTHS,
};

/** Each period's bounds: short enough to mean something, long enough to never erase by a typing slip. */
export const RETENTION_BOUNDS: Record<keyof RetentionSettings, { min: number; max: number; unit: string; label: string }> = {
  medicalMonths: { min: 1, max: 60, unit: "mois", label: "Informations médicales après la dernière plaine" },
  inactiveAccountMonths: { min: 12, max: 120, unit: "mois", label: "Comptes inactifs (avertis puis supprimés 30 jours plus tard)" },
  paymentYears: { min: 7, max: 10, unit: "ans", label: "Paiements anonymisés (obligation comptable)" },
  mailBodyDays: { min: 7, max: 365, unit: "jours", label: "Contenu des e-mails envoyés" },
  medicalAccessLogMonths: { min: 6, max: 120, unit: "mois", label: "Journal des accès aux informations médicales" },
  auditLogMonths: { min: 12, max: 120, unit: "mois", label: "Historique des modifications des administrateurs" },
  taxCertificateYears: {
    min: 7,
    max: 10,
    unit: "ans",
    label: "Attestations fiscales des comptes supprimés, après l'année de revenus (obligation fiscale)",
  },
  familyMessageMonths: { min: 1, max: 60, unit: "mois", label: "Messages aux familles dans l'espace des parents" },
};

/** Days between the inactivity warning and the erasure. */
export const INACTIVITY_GRACE_DAYS = 30;

/** The retention rules, by job name, as the settings page names their purges. */
export const RETENTION_JOB_LABELS = {
  "purge-medical-files": "Informations médicales effacées",
  "warn-inactive-accounts": "Comptes inactifs avertis",
  "erase-inactive-accounts": "Comptes inactifs supprimés",
  "purge-anonymised-payments": "Paiements anonymisés supprimés",
  "purge-bank-statements": "Relevés et virements non rapprochés anciens supprimés",
  "purge-mail-bodies": "Contenus d'e-mails effacés",
  "purge-access-logs": "Entrées de journaux supprimées",
  "purge-family-messages": "Messages aux familles supprimés",
  "purge-retained-certificates": "Attestations fiscales de comptes supprimés effacées",
  "sweep-expired-auth": "Sessions, liens et compteurs expirés supprimés",
} as const;
export type RetentionJobName = keyof typeof RETENTION_JOB_LABELS;
