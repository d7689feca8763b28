/**
 * The team's invitations and roles (decision 0063): an administrator invites an address as
 * 'animateur' or 'coordinateur' of some plaines; the e-mail's link carries a random token of which
 * only the SHA-256 is kept, valid 7 days; the account of that address accepts it once, signed in.
 * Revoking ends the role at once: the team's area reads the roles from the database on every request.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/account.ts";
import { ACTIVITY_NOT_FOUND } from "../../../domain/activity.ts";
import {
  STAFF_ALREADY_ENDED,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_EXPIRED,
  STAFF_INVITATION_NOT_FOUND,
  STAFF_INVITATION_OTHER_EMAIL,
  STAFF_INVITATION_REVOKED,
  STAFF_INVITATION_USED,
  STAFF_NOT_FOUND,
  STAFF_RESEND_ACTIVE,
  STAFF_ROLE_LABELS,
  staffAlreadyInvited,
  type StaffInvitationInput,
  type StaffInvitationView,
  type StaffMemberView,
  type StaffState,
} from "../../../domain/contracts/staff.ts";
import { brusselsToday, formatDateFr } from "../../../domain/dates.ts";
import { paths, staffInvitationPath } from "../../../domain/paths.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { activities, profiles, staffAssignments, staffRolePlaines, staffRoles } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { contactUs, layout } from "../../mail/templates.ts";
import { type AuditActor, type AuditSnapshot, recordAudit } from "../audit-log.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { qualificationDatesOf, standingOn } from "./qualifications.ts";

/** What the invitations need besides the database: the outbox and the site's address for links. */
export interface StaffDeps {
  db: Db;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  config: Pick<Config, "publicUrl">;
}

type StaffRoleRow = typeof staffRoles.$inferSelect;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
const DAY_MS = 24 * 3600 * 1000;

function stateOf(row: StaffRoleRow, now: Date): StaffState {
  if (row.revokedAt) return "revoked";
  if (row.acceptedAt) return "active";
  return row.expiresAt <= now ? "expired" : "invited";
}

async function plainesOf(db: Db, roleIds: string[]): Promise<Map<string, { id: string; title: string }[]>> {
  const byRole = new Map<string, { id: string; title: string }[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .select({ roleId: staffRolePlaines.staffRoleId, id: activities.id, title: activities.title })
    .from(staffRolePlaines)
    .innerJoin(activities, eq(activities.id, staffRolePlaines.activityId))
    .where(inArray(staffRolePlaines.staffRoleId, roleIds))
    .orderBy(asc(activities.startDate), asc(activities.title));
  for (const { roleId, ...plaine } of rows) byRole.set(roleId, [...(byRole.get(roleId) ?? []), plaine]);
  return byRole;
}

/** A role as the activity log keeps it: the address, the role, its plaines, its state and the link's end. */
async function auditOf(tx: Db, row: StaffRoleRow, now: Date): Promise<AuditSnapshot> {
  const plaines = (await plainesOf(tx, [row.id])).get(row.id) ?? [];
  return {
    email: row.email,
    role: row.role,
    plaines: plaines.map((plaine) => plaine.title).join(", "),
    state: stateOf(row, now),
    expiresAt: row.acceptedAt || row.revokedAt ? null : row.expiresAt.toISOString(),
  };
}

/** A role's change (a new link, its end) in the activity log, in the change's transaction. */
async function auditRoleChange(tx: Db, admin: AuditActor, before: StaffRoleRow, after: StaffRoleRow, now: Date): Promise<void> {
  await recordAudit(tx, {
    actor: admin,
    entity: "staff_role",
    entityId: before.id,
    action: "update",
    before: await auditOf(tx, before, now),
    after: await auditOf(tx, after, now),
  });
}

/** The administrators' 'Équipe' list: every invitation, newest first, with its state. */
/** Breveté and qualified coordinator today, for an accepted role (nothing before). */
function qualifiedToday(held: Awaited<ReturnType<typeof qualificationDatesOf>>, profileId: string | null, today: string) {
  if (!profileId) return { brevete: false, qualifiedCoordinator: false };
  const { brevete, coordinator } = standingOn(held, profileId, today);
  return { brevete, qualifiedCoordinator: coordinator };
}

export async function listStaff(db: Db, now: Date = new Date()): Promise<StaffMemberView[]> {
  const rows = await db
    .select({ role: staffRoles, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(staffRoles)
    .leftJoin(profiles, eq(profiles.id, staffRoles.profileId))
    .orderBy(desc(staffRoles.createdAt), asc(staffRoles.email));
  const plaines = await plainesOf(
    db,
    rows.map((row) => row.role.id),
  );
  const today = brusselsToday(now);
  const held = await qualificationDatesOf(
    db,
    rows.flatMap((row) => (row.role.profileId ? [row.role.profileId] : [])),
  );
  return rows.map(({ role, firstName, lastName }) => ({
    id: role.id,
    email: role.email,
    name: firstName ? `${firstName} ${lastName ?? ""}`.trim() : null,
    role: role.role,
    plaines: plaines.get(role.id) ?? [],
    state: stateOf(role, now),
    expiresAt: role.expiresAt.toISOString(),
    createdAt: role.createdAt.toISOString(),
    profileId: role.profileId,
    ...qualifiedToday(held, role.profileId, today),
  }));
}

/** The invitation's e-mail, queued in the caller's transaction, with a fresh link. */
async function mailInvitation(deps: StaffDeps, tx: Db, row: StaffRoleRow, token: string, plaineTitles: string[]) {
  const from = await loadPublicAssociation(tx);
  await deps.mailer.queue(
    {
      dedupeKey: `staff-invitation:${row.id}:${row.tokenHash.slice(0, 16)}`,
      kind: "staff-invitation",
      to: row.email,
      ...layout({
        from,
        subject: `${from.name} vous invite dans l'équipe des plaines`,
        heading: "Bienvenue dans l'équipe",
        paragraphs: [
          "Bonjour,",
          `${from.name} vous invite comme ${STAFF_ROLE_LABELS[row.role].toLowerCase()} pour\u00a0: ${plaineTitles.join(", ")}.`,
          row.role === "animateur"
            ? "Sur le site, vous verrez les jours et les groupes où vous êtes prévu·e\u00a0: la liste du jour, les présences et ce qu'il faut savoir de chaque enfant de vos groupes (allergies, médicaments, régime, personnes à appeler et à qui le confier)."
            : "Sur le site, vous verrez les jours et tous les groupes de vos plaines, ce qu'il faut savoir de chaque enfant sur le terrain, et le planning de l'équipe.",
          `Connectez-vous (ou créez votre compte) avec cette adresse e-mail, puis acceptez l'invitation. Le lien est valable jusqu'au ${formatDateFr(row.expiresAt.toISOString().slice(0, 10))}.`,
        ],
        action: { label: "Voir l'invitation", url: `${deps.config.publicUrl}${staffInvitationPath(token)}` },
        after: [
          "Si vous ne vous attendiez pas à ce message, ignorez-le\u00a0: rien ne sera ouvert.",
          `Pour toute question, ${contactUs(from)}.`,
        ],
      }),
    },
    tx,
  );
}

/** The titles of the plaines, in their order; an id that is no plaine (or a deleted one) is refused. */
async function plaineTitles(db: Db, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: activities.id, title: activities.title, deletedAt: activities.deletedAt })
    .from(activities)
    .where(inArray(activities.id, ids));
  const live = rows.filter((row) => !row.deletedAt);
  if (live.length !== ids.length) throw new HttpError("VALIDATION", ACTIVITY_NOT_FOUND, { activityIds: ACTIVITY_NOT_FOUND });
  return ids.map((id) => live.find((row) => row.id === id)!.title);
}

/** An administrator invites a person into the team of some plaines: an e-mail with a link valid 7 days. */
export async function inviteStaff(
  deps: StaffDeps,
  admin: CurrentUser,
  input: StaffInvitationInput,
  now: Date = new Date(),
): Promise<StaffMemberView> {
  const id = await deps.db.transaction(async (tx) => {
    const titles = await plaineTitles(tx, input.activityIds);
    await refuseSameRoleTwice(tx, input, now);
    const token = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(staffRoles)
      .values({
        email: input.email,
        role: input.role,
        tokenHash: tokenHash(token),
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
        invitedBy: admin.id,
        createdAt: now,
      })
      .returning();
    await tx.insert(staffRolePlaines).values(input.activityIds.map((activityId) => ({ staffRoleId: row.id, activityId })));
    await mailInvitation(deps, tx, row, token, titles);
    await recordAudit(tx, {
      actor: admin,
      entity: "staff_role",
      entityId: row.id,
      action: "create",
      before: null,
      after: await auditOf(tx, row, now),
    });
    return row.id;
  });
  deps.mailer.deliverSoon();
  return (await listStaff(deps.db, now)).find((member) => member.id === id)!;
}

/**
 * One address holds a role on a plaine once: a second invitation while the first waits (or was
 * accepted) is refused, naming the plaine; an expired or revoked one may be followed by a new one.
 */
async function refuseSameRoleTwice(
  tx: Db,
  input: Pick<StaffInvitationInput, "email" | "role" | "activityIds">,
  now: Date,
  except?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ title: activities.title })
    .from(staffRoles)
    .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
    .innerJoin(activities, eq(activities.id, staffRolePlaines.activityId))
    .where(
      and(
        eq(staffRoles.email, input.email),
        eq(staffRoles.role, input.role),
        isNull(staffRoles.revokedAt),
        or(isNotNull(staffRoles.acceptedAt), gt(staffRoles.expiresAt, now)),
        inArray(staffRolePlaines.activityId, input.activityIds),
        except ? ne(staffRoles.id, except) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError("CONFLICT", staffAlreadyInvited(taken.title));
}

async function lockRole(tx: Db, id: string): Promise<StaffRoleRow> {
  const [row] = await tx.select().from(staffRoles).where(eq(staffRoles.id, id)).for("update");
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return row;
}

/** An invitation not accepted yet (waiting or expired) is sent again with a new link, valid 7 more days; the old link no longer works. */
export async function resendStaffInvitation(
  deps: StaffDeps,
  admin: AuditActor,
  id: string,
  now: Date = new Date(),
): Promise<StaffMemberView> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRole(tx, id);
    if (row.revokedAt) throw new HttpError("CONFLICT", STAFF_ALREADY_ENDED);
    if (row.acceptedAt) throw new HttpError("CONFLICT", STAFF_RESEND_ACTIVE);
    // An expired invitation sent again must not become a second role beside one given since.
    const plaines = (await plainesOf(tx, [id])).get(id) ?? [];
    await refuseSameRoleTwice(tx, { email: row.email, role: row.role, activityIds: plaines.map((plaine) => plaine.id) }, now, id);
    const token = randomBytes(32).toString("base64url");
    const [fresh] = await tx
      .update(staffRoles)
      .set({ tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS) })
      .where(eq(staffRoles.id, id))
      .returning();
    const titles = plaines.map((plaine) => plaine.title);
    await mailInvitation(deps, tx, fresh, token, titles);
    await auditRoleChange(tx, admin, row, fresh, now);
  });
  deps.mailer.deliverSoon();
  return (await listStaff(deps.db, now)).find((member) => member.id === id)!;
}

/**
 * An administrator ends a role (or an invitation still waiting): from the next request on, its
 * plaines open nothing to it, whatever session is open. Its places in the plans of those plaines
 * go with it, unless another active role of the person still covers the plaine.
 */
export async function revokeStaff(db: Db, admin: AuditActor, id: string, now: Date = new Date()): Promise<StaffMemberView> {
  await db.transaction(async (tx) => {
    const row = await lockRole(tx, id);
    if (row.revokedAt) throw new HttpError("CONFLICT", STAFF_ALREADY_ENDED);
    await tx.update(staffRoles).set({ revokedAt: now }).where(eq(staffRoles.id, id));
    await auditRoleChange(tx, admin, row, { ...row, revokedAt: now }, now);
    if (!row.profileId) return;
    const ended = (await plainesOf(tx, [id])).get(id)?.map((plaine) => plaine.id) ?? [];
    const still = await tx
      .select({ activityId: staffRolePlaines.activityId })
      .from(staffRoles)
      .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
      .where(and(eq(staffRoles.profileId, row.profileId), isNull(staffRoles.revokedAt)));
    const gone = ended.filter((activityId) => !still.some((other) => other.activityId === activityId));
    if (gone.length > 0)
      await tx
        .delete(staffAssignments)
        .where(and(eq(staffAssignments.profileId, row.profileId), inArray(staffAssignments.activityId, gone)));
  });
  return (await listStaff(db, now)).find((member) => member.id === id)!;
}

async function findByToken(db: Db, token: string, lock = false): Promise<StaffRoleRow> {
  const query = db
    .select()
    .from(staffRoles)
    .where(eq(staffRoles.tokenHash, tokenHash(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(STAFF_INVITATION_NOT_FOUND);
  return row;
}

function refusalOf(row: StaffRoleRow, user: CurrentUser, now: Date): string | null {
  const state = stateOf(row, now);
  if (state === "active") return STAFF_INVITATION_USED;
  if (state === "revoked") return STAFF_INVITATION_REVOKED;
  if (state === "expired") return STAFF_INVITATION_EXPIRED;
  if (row.email !== user.email.toLowerCase()) return STAFF_INVITATION_OTHER_EMAIL(row.email);
  return null;
}

/** The invitation as the invited person reads it, signed in, before accepting. */
export async function staffInvitationView(db: Db, user: CurrentUser, token: string, now: Date = new Date()): Promise<StaffInvitationView> {
  const row = await findByToken(db, token);
  return {
    email: row.email,
    role: row.role,
    plaines: (await plainesOf(db, [row.id])).get(row.id) ?? [],
    expiresAt: row.expiresAt.toISOString(),
    state: stateOf(row, now),
    refusal: refusalOf(row, user, now),
  };
}

/** The signed-in account of the invited address accepts: the role is theirs, beside what the account already is (a parent stays a parent). */
export async function acceptStaffInvitation(db: Db, user: CurrentUser, token: string, now: Date = new Date()): Promise<string> {
  await db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    const refusal = refusalOf(row, user, now);
    if (refusal) throw new HttpError("CONFLICT", refusal);
    await tx.update(staffRoles).set({ profileId: user.id, acceptedAt: now }).where(eq(staffRoles.id, row.id));
  });
  return paths.team;
}
