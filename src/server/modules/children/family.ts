/**
 * Separated parents (decision 0058): a child's file is its first parent's (`children.parent_id`,
 * who created it) and, once an invitation is accepted, its second parent's
 * (`children.second_parent_id`). Both see and change the file; either ends the link. An
 * invitation is e-mailed with a link whose token only its hash is kept of; the account of that
 * address accepts it within 7 days, once. Each step writes to the other parent.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";
import type { CurrentUser } from "../../../domain/account.ts";
import {
  ALREADY_SHARED,
  CHILD_INVITATION_DAYS,
  type ChildFamily,
  INVITATION_CANCELLED,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_OTHER_EMAIL,
  INVITATION_OWN_CHILD,
  INVITATION_USED,
  INVITE_YOURSELF,
  NO_OPEN_INVITATION,
  NOT_SHARED,
  ONLY_FIRST_PARENT_INVITES,
  splitLabel,
} from "../../../domain/child-family.ts";
import { CHILD_NOT_FOUND } from "../../../domain/child.ts";
import type { ChildInvitationView } from "../../../domain/contracts/children.ts";
import type { ChildInvitationInput } from "../../../domain/contracts/children-input.ts";
import { formatDateFr } from "../../../domain/dates.ts";
import { childInvitationPath, paths } from "../../../domain/paths.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { childInvitations, children, profiles, users } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { contactUs, layout } from "../../mail/templates.ts";
import { loadPublicAssociation } from "../association/index.ts";

/** What the family's services need besides the database: the outbox and the site's address for links. */
export interface FamilyDeps {
  db: Db;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  config: Pick<Config, "publicUrl">;
}

/** The children a parent may see and change: theirs, first or second. */
export const ofFamily = (parentId: string): SQL => or(eq(children.parentId, parentId), eq(children.secondParentId, parentId)) as SQL;

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** "Anne Dupont", from the profile, else the account's name. */
async function parentNames(db: Db, ids: readonly string[]): Promise<Map<string, { name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, accountName: users.name, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      { name: [row.firstName, row.lastName].filter(Boolean).join(" ").trim() || row.accountName, email: row.email },
    ]),
  );
}

/** How the parent stands to each of these files (one query for the other parents, one for the invitations). */
export async function familiesOf(
  db: Db,
  parentId: string,
  rows: readonly Pick<typeof children.$inferSelect, "id" | "parentId" | "secondParentId" | "secondParentPercent">[],
  now: Date = new Date(),
): Promise<Map<string, ChildFamily>> {
  const others = rows
    .map((row) => (row.parentId === parentId ? row.secondParentId : row.parentId))
    .filter((id): id is string => Boolean(id));
  const names = await parentNames(db, others);
  const firstOf = rows.filter((row) => row.parentId === parentId && !row.secondParentId).map((row) => row.id);
  const open =
    firstOf.length === 0
      ? []
      : await db
          .select({ childId: childInvitations.childId, email: childInvitations.email, expiresAt: childInvitations.expiresAt })
          .from(childInvitations)
          .where(
            and(
              inArray(childInvitations.childId, firstOf),
              isNull(childInvitations.acceptedAt),
              isNull(childInvitations.cancelledAt),
              gt(childInvitations.expiresAt, now),
            ),
          );
  return new Map(
    rows.map((row) => {
      const role = row.parentId === parentId ? "first" : "second";
      const otherId = role === "first" ? row.secondParentId : row.parentId;
      const invitation = open.find((candidate) => candidate.childId === row.id);
      return [
        row.id,
        {
          role,
          otherParent: otherId && names.has(otherId) ? { name: names.get(otherId)!.name } : null,
          secondParentPercent: row.secondParentPercent,
          invitation: invitation ? { email: invitation.email, expiresAt: invitation.expiresAt.toISOString() } : null,
        },
      ];
    }),
  );
}

/** The child's row, locked, when the parent may change it; else the same 404 as for an id that does not exist. */
async function lockFamilyChild(tx: Db, parentId: string, childId: string) {
  const [row] = await tx
    .select()
    .from(children)
    .where(and(eq(children.id, childId), ofFamily(parentId)))
    .for("update");
  if (!row) throw notFound(CHILD_NOT_FOUND);
  return row;
}

/**
 * The first parent invites the other parent by e-mail: a link valid 7 days, replacing any
 * invitation still waiting, with the part of each registration proposed to them.
 */
export async function inviteSecondParent(
  deps: FamilyDeps,
  parent: CurrentUser,
  childId: string,
  input: ChildInvitationInput,
  now: Date = new Date(),
): Promise<ChildFamily> {
  const email = input.email.trim().toLowerCase();
  if (email === parent.email.toLowerCase()) throw new HttpError("VALIDATION", INVITE_YOURSELF, { email: INVITE_YOURSELF });
  const family = await deps.db.transaction(async (tx) => {
    const child = await lockFamilyChild(tx, parent.id, childId);
    if (child.parentId !== parent.id) throw new HttpError("FORBIDDEN", ONLY_FIRST_PARENT_INVITES);
    if (child.secondParentId) throw new HttpError("CONFLICT", ALREADY_SHARED);
    await tx
      .update(childInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(childInvitations.childId, childId), isNull(childInvitations.acceptedAt), isNull(childInvitations.cancelledAt)));
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + CHILD_INVITATION_DAYS * 24 * 3600 * 1000);
    const [invitation] = await tx
      .insert(childInvitations)
      .values({ childId, invitedBy: parent.id, email, tokenHash: tokenHash(token), percent: input.percent, expiresAt, createdAt: now })
      .returning();
    const from = await loadPublicAssociation(tx);
    const inviter = `${parent.firstName} ${parent.lastName}`.trim();
    const child_ = `${child.firstName} ${child.lastName}`;
    await deps.mailer.queue(
      {
        dedupeKey: `child-invitation:${invitation.id}`,
        kind: "child-invitation",
        to: email,
        ...layout({
          from,
          subject: `${inviter} vous invite à suivre le dossier de ${child.firstName}`,
          heading: `Le dossier de ${child_}`,
          paragraphs: [
            "Bonjour,",
            `${inviter} vous invite à partager le dossier de ${child_} sur le site de ${from.name}\u00a0: vous verrez sa fiche santé et ses inscriptions, vous pourrez l'inscrire vous-même, et chacun paie sa part.`,
            `Part proposée pour vous\u00a0: ${input.percent}\u00a0% de chaque inscription (${splitLabel(input.percent)}).`,
            `Connectez-vous (ou créez votre compte) avec cette adresse e-mail, puis acceptez l'invitation. Le lien est valable jusqu'au ${formatDateFr(expiresAt.toISOString().slice(0, 10))}.`,
          ],
          action: { label: "Voir l'invitation", url: `${deps.config.publicUrl}${childInvitationPath(token)}` },
          after: [
            "Si vous ne connaissez pas cette personne, ignorez ce message\u00a0: rien ne sera partagé.",
            `Pour toute question, ${contactUs(from)}.`,
          ],
        }),
      },
      tx,
    );
    return (await familiesOf(tx, parent.id, [child], now)).get(childId)!;
  });
  // The e-mail queued in the transaction leaves now, not at the outbox job's next turn.
  deps.mailer.deliverSoon();
  return family;
}

/** The first parent withdraws the invitation still waiting: its link no longer works. */
export async function cancelInvitation(db: Db, parent: CurrentUser, childId: string, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const child = await lockFamilyChild(tx, parent.id, childId);
    if (child.parentId !== parent.id) throw new HttpError("FORBIDDEN", ONLY_FIRST_PARENT_INVITES);
    const cancelled = await tx
      .update(childInvitations)
      .set({ cancelledAt: now })
      .where(and(eq(childInvitations.childId, childId), isNull(childInvitations.acceptedAt), isNull(childInvitations.cancelledAt)))
      .returning({ id: childInvitations.id });
    if (cancelled.length === 0) throw new HttpError("CONFLICT", NO_OPEN_INVITATION);
  });
}

async function findInvitation(db: Db, token: string, lock = false) {
  const query = db
    .select({ invitation: childInvitations, child: children })
    .from(childInvitations)
    .innerJoin(children, eq(children.id, childInvitations.childId))
    .where(eq(childInvitations.tokenHash, tokenHash(token)));
  const [row] = lock ? await query.for("update", { of: childInvitations }) : await query;
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  return row;
}

type InvitationRow = Awaited<ReturnType<typeof findInvitation>>;

function stateOf({ invitation }: InvitationRow, now: Date): ChildInvitationView["state"] {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.cancelledAt) return "cancelled";
  return invitation.expiresAt <= now ? "expired" : "open";
}

/** Why this account cannot accept the invitation, or null when it can. */
function refusalOf(row: InvitationRow, user: CurrentUser, now: Date): string | null {
  const state = stateOf(row, now);
  if (state === "accepted") return INVITATION_USED;
  if (state === "cancelled") return INVITATION_CANCELLED;
  if (state === "expired") return INVITATION_EXPIRED;
  if (row.child.parentId === user.id || row.child.secondParentId === user.id) return INVITATION_OWN_CHILD;
  if (row.child.secondParentId) return ALREADY_SHARED;
  if (row.invitation.email !== user.email.toLowerCase()) return INVITATION_OTHER_EMAIL(row.invitation.email);
  return null;
}

/** The invitation as the invited parent reads it before accepting. */
export async function invitationView(db: Db, user: CurrentUser, token: string, now: Date = new Date()): Promise<ChildInvitationView> {
  const row = await findInvitation(db, token);
  const inviter = (await parentNames(db, [row.invitation.invitedBy])).get(row.invitation.invitedBy);
  return {
    childFirstName: row.child.firstName,
    childLastName: row.child.lastName,
    invitedByName: inviter?.name ?? "",
    email: row.invitation.email,
    percent: row.invitation.percent,
    expiresAt: row.invitation.expiresAt.toISOString(),
    state: stateOf(row, now),
    refusal: refusalOf(row, user, now),
  };
}

/** The signed-in parent accepts: the child's file is theirs too, at the part proposed; the first parent is told. */
export async function acceptInvitation(deps: FamilyDeps, user: CurrentUser, token: string, now: Date = new Date()): Promise<string> {
  const childId = await deps.db.transaction(async (tx) => {
    const found = await findInvitation(tx, token);
    // The child's row first (as every writer of it), then the invitation.
    const [child] = await tx.select().from(children).where(eq(children.id, found.child.id)).for("update");
    const row = await findInvitation(tx, token, true);
    const refusal = refusalOf({ ...row, child }, user, now);
    if (refusal) throw new HttpError("CONFLICT", refusal);
    await tx
      .update(children)
      .set({ secondParentId: user.id, secondParentPercent: row.invitation.percent, updatedAt: now })
      .where(eq(children.id, child.id));
    await tx.update(childInvitations).set({ acceptedAt: now }).where(eq(childInvitations.id, row.invitation.id));
    await tellOtherParent(deps, tx, {
      to: child.parentId,
      key: `child-linked:${row.invitation.id}`,
      subject: `${user.firstName} ${user.lastName} suit désormais le dossier de ${child.firstName}`,
      text: `${user.firstName} ${user.lastName} a accepté votre invitation\u00a0: le dossier de ${child.firstName} ${child.lastName} est partagé, et chacun paie sa part des inscriptions (${row.invitation.percent}\u00a0% pour ${user.firstName}).`,
    });
    return child.id;
  });
  deps.mailer.deliverSoon();
  return childId;
}

/**
 * Either parent ends the link: the second parent no longer sees the child (the first keeps the
 * file); what was shared of registrations already made stays as it is. The other parent is told.
 */
export async function unlinkSecondParent(deps: FamilyDeps, parent: CurrentUser, childId: string, now: Date = new Date()): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const child = await lockFamilyChild(tx, parent.id, childId);
    if (!child.secondParentId) throw new HttpError("CONFLICT", NOT_SHARED);
    await tx.update(children).set({ secondParentId: null, updatedAt: now }).where(eq(children.id, childId));
    const other = child.parentId === parent.id ? child.secondParentId : child.parentId;
    await tellOtherParent(deps, tx, {
      to: other,
      key: `child-unlinked:${childId}:${now.toISOString()}`,
      subject: `Le dossier de ${child.firstName} n'est plus partagé`,
      text: `${parent.firstName} ${parent.lastName} a retiré le lien\u00a0: le dossier de ${child.firstName} ${child.lastName} n'est plus partagé. ${
        child.parentId === parent.id
          ? "Vous ne voyez plus ce dossier\u00a0; vos parts des inscriptions déjà faites restent dans «\u00a0Mes inscriptions\u00a0»."
          : "Le dossier reste le vôtre\u00a0; les parts des inscriptions déjà faites ne changent pas."
      }`,
    });
  });
  deps.mailer.deliverSoon();
}

/** A short message to the other parent about the link, in the caller's transaction. */
async function tellOtherParent(deps: FamilyDeps, tx: Db, message: { to: string; key: string; subject: string; text: string }) {
  const recipient = (await parentNames(tx, [message.to])).get(message.to);
  if (!recipient) return;
  const from = await loadPublicAssociation(tx);
  await deps.mailer.queue(
    {
      dedupeKey: message.key,
      kind: "child-link",
      to: recipient.email,
      ...layout({
        from,
        subject: message.subject,
        heading: message.subject,
        paragraphs: ["Bonjour,", message.text],
        action: { label: "Mes enfants", url: `${deps.config.publicUrl}${paths.children}` },
        after: [`Pour toute question, ${contactUs(from)}.`],
      }),
    },
    tx,
  );
}
