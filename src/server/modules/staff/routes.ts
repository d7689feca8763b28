import type { CheckInChildDetails, CheckInTapResponse, PresenceRoster } from "../../../domain/contracts/admin-presences.ts";
import { activityParams, checkInTapSchema, activityChildParams, rosterQuery } from "../../../domain/contracts/admin-presences-input.ts";
import {
  availabilitySchema,
  planCellSchema,
  staffDetailsQuery,
  staffInvitationToken,
  staffPaths,
  staffPresenceTapSchema,
  teamDayQuery,
  type TeamDay,
  type StaffHomeResponse,
  type StaffInvitationView,
  type StaffAvailability,
  type StaffPlan,
} from "../../../domain/contracts/staff.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { parseInput } from "../../http/errors.ts";
import { routeOf } from "../../http/route-path.ts";
import { requireCoordinator, staffChildDetails, staffHome, staffRoster, staffTap } from "./ground.ts";
import { availabilityOf, setAvailability } from "./availability.ts";
import { acceptStaffInvitation, staffInvitationView } from "./invitations.ts";
import { planOf, setPlanCell } from "./plan.ts";
import { tapStaffPresence, teamDay, teamViewer } from "./presence.ts";

/** The invited person, signed in (signed-in area): the invitation read, then accepted. */
export const staffInvitationRoutes: RoutePlugin = (app, { context: { db, clock } }, done) => {
  app.get(routeOf(app, staffPaths.invitation), async (request) => {
    const { token } = parseInput(staffInvitationToken, request.query);
    return (await staffInvitationView(db, request.user, token, nowOf(clock))) satisfies StaffInvitationView;
  });

  app.post(routeOf(app, staffPaths.accept), async (request) => {
    const { token } = parseInput(staffInvitationToken, request.body ?? {});
    return { next: await acceptStaffInvitation(db, request.user, token, nowOf(clock)) };
  });

  done();
};

/**
 * The team's space (the staff area, decision 0063): its hook lets in only a person with a role on
 * a plaine, read from the database on every request; each route checks the plaine, and for an
 * animateur the day and the group, from the plan.
 */
export const teamRoutes: RoutePlugin = (app, { context: { db, cipher, clock } }, done) => {
  const deps = { db, cipher };

  app.get(routeOf(app, staffPaths.home), async (request) => {
    return { plaines: await staffHome(deps, request.user, request.staff) } satisfies StaffHomeResponse;
  });

  app.get(routeOf(app, staffPaths.roster), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { date } = parseInput(rosterQuery, request.query);
    return (await staffRoster(deps, request.user, request.staff, id, date, brusselsToday(nowOf(clock)))) satisfies PresenceRoster;
  });

  app.post(routeOf(app, staffPaths.tap), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const tap = parseInput(checkInTapSchema, request.body);
    return (await staffTap(deps, request.user, request.staff, id, tap)) satisfies CheckInTapResponse;
  });

  // What the ground needs about one child of the person's groups: each opening is logged.
  app.get(routeOf(app, staffPaths.childDetails), async (request) => {
    const { id, childId } = parseInput(activityChildParams, request.params);
    const { date } = parseInput(staffDetailsQuery, request.query);
    const day = date ?? brusselsToday(nowOf(clock));
    return (await staffChildDetails(deps, request.user, request.staff, id, childId, day)) satisfies CheckInChildDetails;
  });

  app.get(routeOf(app, staffPaths.plan), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id);
    return (await planOf(db, cipher, id)) satisfies StaffPlan;
  });

  app.put(routeOf(app, staffPaths.plan), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    requireCoordinator(request.staff, id);
    const cell = parseInput(planCellSchema, request.body);
    return (await setPlanCell(db, cipher, request.user, id, cell)) satisfies StaffPlan;
  });

  // The person's own available days on a plaine of theirs (any role there), the whole set replaced.
  app.get(routeOf(app, staffPaths.availability), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    teamViewer(request.user, request.staff, id);
    return (await availabilityOf(db, request.user.id, id, brusselsToday(nowOf(clock)))) satisfies StaffAvailability;
  });

  app.put(routeOf(app, staffPaths.availability), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    teamViewer(request.user, request.staff, id);
    const { days } = parseInput(availabilitySchema, request.body);
    return (await setAvailability(db, request.user.id, id, days, brusselsToday(nowOf(clock)))) satisfies StaffAvailability;
  });

  // 'Équipe du jour': the coordination taps anyone of the plaine's team, an animateur themselves.
  app.get(routeOf(app, staffPaths.teamDay), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { date } = parseInput(teamDayQuery, request.query);
    const viewer = teamViewer(request.user, request.staff, id);
    return (await teamDay(deps, viewer, id, date, nowOf(clock))) satisfies TeamDay;
  });

  app.post(routeOf(app, staffPaths.teamDay), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const viewer = teamViewer(request.user, request.staff, id);
    const tap = parseInput(staffPresenceTapSchema, request.body);
    return (await tapStaffPresence(deps, viewer, id, tap, nowOf(clock))) satisfies TeamDay;
  });

  done();
};
