import { activityParams } from "../../../../domain/contracts/admin-presences-input.ts";
import {
  planCellSchema,
  staffInvitationSchema,
  staffParams,
  staffPaths,
  staffPresenceTapSchema,
  teamDayQuery,
  type TeamDay,
  type StaffListResponse,
  type StaffMemberView,
  type StaffPlan,
} from "../../../../domain/contracts/staff.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import {
  inviteStaff,
  listStaff,
  planOf,
  resendStaffInvitation,
  revokeStaff,
  setPlanCell,
  tapStaffPresence,
  teamDay,
} from "../../staff/index.ts";

/** 'Équipe' (decision 0063): the team's invitations and roles, and each plaine's plan. */
export const adminStaffRoutes: RoutePlugin = (app, { context: { db, cipher, mailer, config, clock } }, done) => {
  const deps = { db, mailer, config };

  app.get(routeOf(app, staffPaths.list), async () => ({ staff: await listStaff(db, nowOf(clock)) }) satisfies StaffListResponse);

  app.post(routeOf(app, staffPaths.list), async (request, reply) => {
    const input = parseInput(staffInvitationSchema, request.body ?? {});
    const member = await inviteStaff(deps, request.user, input, nowOf(clock));
    return reply.code(201).send(member satisfies StaffMemberView);
  });

  app.post(routeOf(app, staffPaths.resend), async (request) => {
    const { id } = parseInput(staffParams, request.params);
    return (await resendStaffInvitation(deps, request.user, id, nowOf(clock))) satisfies StaffMemberView;
  });

  app.post(routeOf(app, staffPaths.revoke), async (request) => {
    const { id } = parseInput(staffParams, request.params);
    return (await revokeStaff(db, request.user, id, nowOf(clock))) satisfies StaffMemberView;
  });

  app.get(routeOf(app, staffPaths.adminPlan), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    return (await planOf(db, cipher, id)) satisfies StaffPlan;
  });

  app.put(routeOf(app, staffPaths.adminPlan), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const cell = parseInput(planCellSchema, request.body);
    return (await setPlanCell(db, cipher, request.user, id, cell)) satisfies StaffPlan;
  });

  // 'Équipe du jour' on the administrators' check-in: anyone of the plaine's team.
  app.get(routeOf(app, staffPaths.adminTeamDay), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { date } = parseInput(teamDayQuery, request.query);
    return (await teamDay({ db, cipher }, { user: request.user, role: "admin" }, id, date, nowOf(clock))) satisfies TeamDay;
  });

  app.post(routeOf(app, staffPaths.adminTeamDay), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const tap = parseInput(staffPresenceTapSchema, request.body);
    return (await tapStaffPresence({ db, cipher }, { user: request.user, role: "admin" }, id, tap, nowOf(clock))) satisfies TeamDay;
  });

  done();
};
