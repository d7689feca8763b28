import type { FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type CurrentUser, SESSION_EXPIRED_MESSAGE } from "../../domain/account.ts";
import { SIGN_IN_REQUIRED_MESSAGE } from "../../domain/session-messages.ts";
import { STAFF_ONLY, type StaffRole } from "../../domain/contracts/staff.ts";
import type { Db } from "../db/client.ts";
import { profiles, staffQualifications, staffRolePlaines, staffRoles } from "../db/schema.ts";
import { HttpError } from "../http/errors.ts";
import type { Auth } from "./auth.ts";

export type { CurrentUser };

/** What telling who asks needs: the sessions (better-auth) and the profiles. */
interface SessionDeps {
  auth: Auth;
  db: Db;
}

/** The signed-in user of a request with the role of their profile, or null. */
export async function currentUser({ auth, db }: SessionDeps, request: FastifyRequest): Promise<CurrentUser | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const { user } = session;
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.firstName ?? user.name,
    lastName: profile?.lastName ?? "",
    isAdmin: profile?.role === "admin",
  };
}

/** The hook of the signed-in and administrators' areas starts here (areas.ts): no session, no answer (401 in French). */
export async function requireUser(context: SessionDeps, request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(context, request);
  // A session cookie that no longer opens a session expired; no cookie at all is a visitor who never signed in.
  if (!user) throw new HttpError("UNAUTHENTICATED", hasSessionCookie(request) ? SESSION_EXPIRED_MESSAGE : SIGN_IN_REQUIRED_MESSAGE);
  return user;
}

export async function requireAdmin(context: SessionDeps, request: FastifyRequest): Promise<CurrentUser> {
  const user = await requireUser(context, request);
  if (!user.isAdmin) throw new HttpError("FORBIDDEN", "Accès réservé aux administrateurs.");
  return user;
}

/** A plaine the signed-in person works on, and their role there (coordinateur over animateur when both). */
export interface StaffGrant {
  activityId: string;
  role: StaffRole;
}

/**
 * The plaines a person works on, read from the database on every request: a role revoked a
 * moment ago no longer opens anything, even to a session opened before (decision 0063).
 */
async function staffGrantsOf(db: Db, profileId: string): Promise<StaffGrant[]> {
  const rows = await db
    .select({ activityId: staffRolePlaines.activityId, role: staffRoles.role })
    .from(staffRoles)
    .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
    .where(and(eq(staffRoles.profileId, profileId), isNotNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)));
  const grants = new Map<string, StaffRole>();
  for (const row of rows) if (grants.get(row.activityId) !== "coordinateur") grants.set(row.activityId, row.role);
  return [...grants].map(([activityId, role]) => ({ activityId, role }));
}

/** Whether a person holds an active role on some plaine: what GET /api/me says for the header's 'Mon équipe'. */
export async function isInTeam(db: Db, profileId: string): Promise<boolean> {
  return (await staffGrantsOf(db, profileId)).length > 0;
}

/**
 * Whether qualifications are kept in a person's name (decision 0065): a former member's, within
 * the retention year, still open 'Mes qualifications' (GET /api/me says it for 'Mon espace').
 */
export async function hasQualifications(db: Db, profileId: string): Promise<boolean> {
  const [held] = await db
    .select({ id: staffQualifications.id })
    .from(staffQualifications)
    .where(eq(staffQualifications.profileId, profileId))
    .limit(1);
  return held !== undefined;
}

/** The hook of the team's area: signed in, with at least one role on a plaine (else a 403 in French). */
export async function requireStaff(context: SessionDeps, request: FastifyRequest): Promise<{ user: CurrentUser; grants: StaffGrant[] }> {
  const user = await requireUser(context, request);
  const grants = await staffGrantsOf(context.db, user.id);
  if (grants.length === 0) throw new HttpError("FORBIDDEN", STAFF_ONLY);
  return { user, grants };
}

/** Whether the request carries better-auth's session cookie (`better-auth.session_token`, `__Secure-` prefixed behind https). */
function hasSessionCookie(request: FastifyRequest): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(request.headers.cookie ?? "");
}
