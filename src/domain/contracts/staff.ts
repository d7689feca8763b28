/**
 * The team of the plaines (decision 0063): staff invited by an administrator as 'animateur' or
 * 'coordinateur' of some plaines, the plan of who works with which group on which day, and what
 * each role sees on the ground. Input schemas are at the end of this file.
 */
import { z } from "zod";
import "../zod-locale.ts";
import { emailSchema } from "../account-schemas.ts";
import { isIsoDate } from "../dates.ts";
import { AGE_GROUP_NAME_MAX } from "../plaine/age-groups.ts";
import type { PlanDayCheck } from "../plaine/plan-check.ts";
import { QUALIFICATION_KINDS, type QualificationKind } from "../staff/qualifications.ts";
import type { MessageAttachmentType } from "../family-messages.ts";
import { STAFF_PRESENCE_ACTIONS, type StaffPresenceAction } from "../plaine/staff-presence.ts";
import { apiPath } from "./api-path.ts";

export const STAFF_ROLES = ["animateur", "coordinateur"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { animateur: "Animateur·rice", coordinateur: "Coordinateur·rice" };

/** An invitation's link is valid this many days. */
export const STAFF_INVITATION_DAYS = 7;

/** Where an invitation stands, as the administrators' list shows it. */
export type StaffState = "invited" | "active" | "expired" | "revoked";
export const STAFF_STATE_LABELS: Record<StaffState, string> = {
  invited: "Invitée",
  active: "Active",
  expired: "Expirée",
  revoked: "Révoquée",
};

export const STAFF_ONLY = "Accès réservé à l'équipe des plaines.";
export const NOT_YOUR_PLAINE = "Vous ne faites pas partie de l'équipe de cette plaine.";
export const NOT_PLANNED = "Vous n'êtes pas prévu·e avec ce groupe ce jour-là.";
export const COORDINATORS_ONLY = "Seule la coordination de la plaine modifie le planning.";
/** An animateur (or anyone but the plaine's coordination) asking for its messages to the families. */
export const COORDINATORS_WRITE = "Seule la coordination de la plaine écrit aux familles.";
export const STAFF_INVITATION_NOT_FOUND = "Cette invitation n'existe pas ou n'est plus valable.";
export const STAFF_INVITATION_EXPIRED = "Cette invitation a expiré\u00a0: demandez-en une nouvelle à l'association.";
export const STAFF_INVITATION_USED = "Cette invitation a déjà été acceptée.";
export const STAFF_INVITATION_REVOKED = "Cette invitation a été retirée par l'association.";
export const STAFF_INVITATION_OTHER_EMAIL = (email: string) =>
  `Cette invitation est destinée à ${email}\u00a0: connectez-vous avec cette adresse pour l'accepter.`;
export const STAFF_NOT_FOUND = "Cette personne de l'équipe n'existe pas.";
export const STAFF_ALREADY_ENDED = "Cet accès est déjà terminé.";
export const STAFF_RESEND_ACTIVE = "Cette personne a déjà accepté son invitation.";
/** Inviting an address again in a role it already has (waiting or accepted) on one of the same plaines. */
export const staffAlreadyInvited = (title: string) =>
  `Cette adresse est déjà invitée ou dans l'équipe de «\u00a0${title}\u00a0» avec ce rôle\u00a0: renvoyez l'invitation ou révoquez-la d'abord.`;
export const UNKNOWN_GROUP = "Ce groupe n'existe pas dans cette plaine.";
export const NOT_IN_TEAM = "Cette personne ne fait pas partie de l'équipe de cette plaine.";
/** An animateur tapping someone else's arrival or departure. */
export const OWN_PRESENCE_ONLY = "Un·e animateur·rice ne note que sa propre arrivée et son propre départ.";
export const PRESENCE_TODAY_ONLY = "L'arrivée et le départ de l'équipe se notent le jour même.";
export const PRESENCE_NOT_ARRIVED = "Cette personne n'est pas encore notée arrivée ce jour-là.";
/** A day sent as available that the plaine does not run. */
export const AVAILABILITY_NOT_A_PLAINE_DAY = "Un des jours choisis ne fait pas partie de la plaine.";

/** One invitation (and, once accepted, one role) as the administrators' 'Équipe' page lists it. */
export interface StaffMemberView {
  id: string;
  email: string;
  /** The account's name once accepted; null before. */
  name: string | null;
  role: StaffRole;
  plaines: { id: string; title: string }[];
  state: StaffState;
  expiresAt: string;
  createdAt: string;
  /** The account once accepted (its qualifications are the person's); null before. */
  profileId: string | null;
  /** Counts as 'breveté' today, and as a qualified coordinator (decision 0065). */
  brevete: boolean;
  qualifiedCoordinator: boolean;
}

export interface StaffListResponse {
  staff: StaffMemberView[];
}

/** An invitation as the invited person reads it before accepting. */
export interface StaffInvitationView {
  email: string;
  role: StaffRole;
  plaines: { id: string; title: string }[];
  expiresAt: string;
  state: StaffState;
  /** Why the signed-in account cannot accept it; null when it can. */
  refusal: string | null;
}

/** A plaine of the signed-in staff member: their role there and the days they work (an animateur: with their groups). */
export interface StaffPlaine {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  role: StaffRole;
  days: { date: string; groups: string[] }[];
}

export interface StaffHomeResponse {
  plaines: StaffPlaine[];
}

/** The plan of a plaine: who works with which group on which day. */
export interface StaffPlan {
  activity: { id: string; title: string };
  days: string[];
  groups: string[];
  team: { profileId: string; name: string; role: StaffRole }[];
  assignments: { date: string; groupName: string; profileId: string }[];
  /** Each day against the norms: animateurs, brevetés, qualified coordinator (decision 0065). */
  checks: PlanDayCheck[];
  /** The days each person of the team said they are available (amendment "the team's availabilities"). */
  availability: { profileId: string; dates: string[] }[];
}

/** One running day of the plaine as its team member sets their availability. */
interface AvailabilityDay {
  date: string;
  available: boolean;
  /** Before today (the site's clock): shown as it was, no longer changed. */
  past: boolean;
}

/** GET and PUT …/availability: the person's own available days on one of their plaines. */
export interface StaffAvailability {
  activity: { id: string; title: string };
  days: AvailabilityDay[];
}

/** A qualification of a person of the team (decision 0065), its proof opened apart. */
export interface QualificationView {
  id: string;
  kind: QualificationKind;
  obtainedOn: string;
  issuer: string;
  expiresOn: string | null;
  fileName: string;
  contentType: MessageAttachmentType;
  sizeBytes: number;
  /** Valid today; ends within 60 days. */
  validToday: boolean;
  expiringSoon: boolean;
  /** Added by the person themselves from 'Mes qualifications', not by an administrator. */
  declaredBySelf: boolean;
  createdAt: string;
}

export interface QualificationListResponse {
  qualifications: QualificationView[];
}

export const QUALIFICATION_NOT_FOUND = "Cette qualification n'existe pas.";
export const NOT_A_TEAM_MEMBER = "Cette personne ne fait pas partie de l'équipe.";
export const QUALIFICATION_OBTAINED_FUTURE = "La date d'obtention ne peut pas être dans le futur.";

/** One person of the team on the day's check-in: planned that day (their groups) or not, and their arrival and departure. */
export interface TeamDayPerson {
  profileId: string;
  name: string;
  role: StaffRole;
  /** The groups the person is planned with that day; empty: not planned (shown on demand). */
  groups: string[];
  arrivedAt: string | null;
  leftAt: string | null;
  /** Who tapped the last change (arrival or departure); null before any. */
  recordedByName: string | null;
  /** The person reading is this one. */
  self: boolean;
  /** The person reading may tap this one's arrival and departure (today only). */
  canTap: boolean;
}

/**
 * GET …/team-presences?date=: 'Équipe du jour' on the check-in (decision 0063, amendment "the
 * team's presence"); a POST of a tap answers the same.
 */
export interface TeamDay {
  date: string;
  /** Taps are taken on the day itself (the site's clock); another day is shown as recorded. */
  tappable: boolean;
  people: TeamDayPerson[];
}

export const staffPaths = {
  /** The administrators' 'Équipe': the invitations and roles. */
  list: apiPath("/api/admin/staff"),
  resend: apiPath("/api/admin/staff/:id/resend"),
  revoke: apiPath("/api/admin/staff/:id/revoke"),
  adminPlan: apiPath("/api/admin/activities/:id/staff-plan"),
  /** The invited person, signed in. */
  invitation: apiPath("/api/staff-invitations"),
  accept: apiPath("/api/staff-invitations/accept"),
  /** The team's own space. */
  home: apiPath("/api/staff/plaines"),
  roster: apiPath("/api/staff/activities/:id/presences"),
  tap: apiPath("/api/staff/activities/:id/presences/taps"),
  childDetails: apiPath("/api/staff/activities/:id/presences/children/:childId"),
  plan: apiPath("/api/staff/activities/:id/plan"),
  /** The person's own available days on the plaine: GET them, PUT the whole set. */
  availability: apiPath("/api/staff/activities/:id/availability"),
  /** 'Équipe du jour' on the check-in: GET the day's team (?date=), POST an arrival, a departure or a cancellation. */
  teamDay: apiPath("/api/staff/activities/:id/team-presences"),
  adminTeamDay: apiPath("/api/admin/activities/:id/team-presences"),
  /**
   * The coordination's messages to the families of its plaine (decisions 0061, 0063): GET the
   * plaine's messages, POST a new one (now or scheduled); the preview; one message (GET, PUT while
   * scheduled) and its cancellation; POST a file to attach (bytes as the body, `?name=`).
   */
  messages: apiPath("/api/staff/activities/:id/messages"),
  messagePreview: apiPath("/api/staff/activities/:id/messages/preview"),
  message: apiPath("/api/staff/activities/:id/messages/:messageId"),
  messageCancel: apiPath("/api/staff/activities/:id/messages/:messageId/cancel"),
  messageAttachments: apiPath("/api/staff/activities/:id/messages/attachments"),
  /** GET: a file of one of the plaine's messages, or an upload of one's own not yet sent, opened again. */
  messageAttachment: apiPath("/api/staff/activities/:id/messages/attachments/:fileId"),
  /**
   * Qualifications (decision 0065): an administrator lists a person's (the id is the account's) and
   * adds one, its proof's bytes as the body and its details in the query; opens a proof (logged);
   * deletes one. A person of the team adds their own (POST, same input, declared by them); they
   * read their own and open their proofs, still once every role has ended while these are kept.
   */
  personQualifications: apiPath("/api/admin/staff/people/:id/qualifications"),
  qualification: apiPath("/api/admin/staff/qualifications/:id"),
  qualificationProof: apiPath("/api/admin/staff/qualifications/:id/proof"),
  /** POST: a qualification the person declared, checked by an administrator: it counts from then on. */
  qualificationConfirm: apiPath("/api/admin/staff/qualifications/:id/confirm"),
  myQualifications: apiPath("/api/staff/qualifications"),
  myQualificationProof: apiPath("/api/staff/qualifications/:id/proof"),
};

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

const PLAINES_MAX = 50;
const CELL_PEOPLE_MAX = 50;
const AVAILABILITY_DAYS_MAX = 400;

export const staffInvitationSchema = z.object({
  email: emailSchema,
  role: z.enum(STAFF_ROLES, { error: "Choisissez un rôle\u00a0: animateur ou coordinateur" }),
  activityIds: z
    .array(z.uuid({ error: "Plaine invalide" }), { error: "Choisissez au moins une plaine" })
    .min(1, "Choisissez au moins une plaine")
    .max(PLAINES_MAX, `${PLAINES_MAX} plaines au maximum`)
    // One id once, whatever its case (PostgreSQL reads "ABCD…" as "abcd…").
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type StaffInvitationInput = z.infer<typeof staffInvitationSchema>;

export const staffParams = z.object({ id: z.uuid({ error: "ID invalide" }) });

/** The token of the e-mail's link: 43 characters of base64url (32 random bytes). */
export const staffInvitationToken = z.object({
  token: z.string({ error: "Lien d'invitation invalide" }).regex(/^[A-Za-z0-9_-]{43}$/, "Lien d'invitation invalide"),
});

/** One cell of the plan: the people with a group on a day (an empty list clears it). */
export const planCellSchema = z.object({
  date: z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide"),
  groupName: z
    .string({ error: "Le groupe est requis" })
    .trim()
    .min(1, "Le groupe est requis")
    .max(AGE_GROUP_NAME_MAX, `${AGE_GROUP_NAME_MAX} caractères au maximum`),
  profileIds: z
    .array(z.string({ error: "Personne invalide" }).min(1, "Personne invalide").max(64, "Personne invalide"), {
      error: "Les personnes doivent être une liste",
    })
    .max(CELL_PEOPLE_MAX, `${CELL_PEOPLE_MAX} personnes au maximum`)
    .transform((ids) => [...new Set(ids)]),
});
export type PlanCellInput = z.infer<typeof planCellSchema>;

/** The days a person of the team is available on a plaine: the whole set (an empty list: none). */
export const availabilitySchema = z.object({
  days: z
    .array(z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide"), { error: "Les jours doivent être une liste" })
    .max(AVAILABILITY_DAYS_MAX, `${AVAILABILITY_DAYS_MAX} jours au maximum`)
    .transform((days) => [...new Set(days)].sort()),
});

/** A message of the plaine's coordination: the plaine and the message. */
export const teamMessageParams = z.object({
  id: z.uuid({ error: "ID de la plaine invalide" }),
  messageId: z.uuid({ error: "ID du message invalide" }),
});

/** A file of the coordination's messages: the plaine and the file. */
export const teamAttachmentParams = z.object({
  id: z.uuid({ error: "ID de la plaine invalide" }),
  fileId: z.uuid({ error: "ID de la pièce jointe invalide" }),
});

/** The child's details opened on the ground: the day the team member works (today by default). */
export const staffDetailsQuery = z.object({ date: z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide").optional() });

/** A person of the team by their account's id. */
export const staffPersonParams = z.object({
  id: z.string({ error: "Personne invalide" }).min(1, "Personne invalide").max(64, "Personne invalide"),
});

const ISSUER_MAX = 200;
const isoDate = (label: string) => z.string({ error: `${label} invalide` }).refine(isIsoDate, `${label} invalide`);

/** A qualification added with its proof: the details in the query, the file's bytes as the body. */
export const qualificationQuery = z
  .object({
    kind: z.enum(QUALIFICATION_KINDS, { error: "Choisissez le type de qualification" }),
    obtainedOn: isoDate("Date d'obtention"),
    issuer: z
      .string({ error: "L'organisme est requis" })
      .trim()
      .min(1, "L'organisme est requis")
      .max(ISSUER_MAX, `${ISSUER_MAX} caractères au maximum`),
    expiresOn: z
      .string({ error: "Date d'expiration invalide" })
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : null))
      .refine((value) => value === null || isIsoDate(value), "Date d'expiration invalide"),
    name: z.string({ error: "Nom de fichier invalide" }).max(255, "Nom de fichier trop long").default("preuve"),
  })
  .refine((input) => input.expiresOn === null || input.expiresOn >= input.obtainedOn, {
    message: "L'expiration doit suivre la date d'obtention",
    path: ["expiresOn"],
  });
export type QualificationInput = z.infer<typeof qualificationQuery>;
/** The day of 'Équipe du jour' (the check-in's default day when left out). */
export const teamDayQuery = z.object({ date: z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide").optional() });

/** A tap on a person of the team: arrived, left, or a tap made by mistake taken back. */
export const staffPresenceTapSchema = z.object({
  date: z.string({ error: "Date invalide" }).refine(isIsoDate, "Date invalide"),
  profileId: z.string({ error: "Personne invalide" }).min(1, "Personne invalide").max(64, "Personne invalide"),
  action: z.enum(STAFF_PRESENCE_ACTIONS, { error: "Action invalide" }),
});
export type StaffPresenceTapInput = z.infer<typeof staffPresenceTapSchema> & { action: StaffPresenceAction };
