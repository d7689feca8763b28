import {
  type AgeGroupsResponse,
  adminPresencePaths,
  type CheckInChildDetails,
  type CheckInTapResponse,
  type OneAgreementInput,
  type PlaineDaysResponse,
  type PresenceRoster,
  type TodayOnTheGround,
} from "../../../../domain/contracts/admin-presences.ts";
import {
  ageGroupsSchema,
  checkInTapSchema,
  oneAgreementSchema,
  childGroupSchema,
  daySettingsSchema,
  activityChildParams,
  plaineDayParams,
  activityParams,
  rosterQuery,
} from "../../../../domain/contracts/admin-presences-input.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { defaultCheckInDay, NOT_A_PLAINE_DAY } from "../../../../domain/plaine/days.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { HttpError, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { setOneAgreement } from "./centre-report.ts";
import { checkInChildDetails } from "./child-details.ts";
import { recordTap } from "./check-in.ts";
import { assertPlaineDay, loadActivity } from "./plaine.ts";
import { buildRoster } from "./roster.ts";
import { getGroups, moveChild, setDay, setGroups } from "./setup.ts";
import { plaineDaysSummary, todayOnTheGround } from "./summary.ts";

/** The plaine on the ground: check-in, days and staff, age groups (the printed lists: documents-routes.ts). */
export const adminPresenceRoutes: RoutePlugin = (app, { context: { db, cipher, clock } }, done) => {
  app.get(routeOf(app, adminPresencePaths.roster), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { date } = parseInput(rosterQuery, request.query);
    const loaded = await loadActivity(db, cipher, id);
    // Today on the site's clock: the urgent text's panel (decision 0062) shows on the plaine's day by the same clock.
    const today = brusselsToday(nowOf(clock));
    const day = date ?? defaultCheckInDay(loaded.days, today);
    if (!day) throw new HttpError("CONFLICT", "Cette plaine n'a aucun jour d'activité");
    assertPlaineDay(loaded, day);
    return (await buildRoster(db, loaded, day, today)) satisfies PresenceRoster;
  });

  app.post(routeOf(app, adminPresencePaths.tap), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const tap = parseInput(checkInTapSchema, request.body);
    return (await recordTap({ db, cipher }, request.user, id, tap)) satisfies CheckInTapResponse;
  });

  // What the team needs about one child, opened from the check-in: each opening is logged.
  app.get(routeOf(app, adminPresencePaths.childDetails), async (request) => {
    const { id, childId } = parseInput(activityChildParams, request.params);
    return (await checkInChildDetails({ db, cipher }, request.user, id, childId)) satisfies CheckInChildDetails;
  });

  app.put(routeOf(app, adminPresencePaths.day), async (request) => {
    const { id, date } = parseInput(plaineDayParams, request.params);
    const input = parseInput(daySettingsSchema, request.body);
    await setDay(db, id, date, input);
    const loaded = await loadActivity(db, cipher, id);
    // A day marked off has no roster: the answer is the next running day's, or an empty plaine's.
    const day = loaded.days.includes(date) ? date : defaultCheckInDay(loaded.days, date);
    if (!day) throw new HttpError("CONFLICT", NOT_A_PLAINE_DAY);
    return (await buildRoster(db, loaded, day, brusselsToday(nowOf(clock)))) satisfies PresenceRoster;
  });

  app.get(routeOf(app, adminPresencePaths.days), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    return (await plaineDaysSummary(db, cipher, id)) satisfies PlaineDaysResponse;
  });

  app.get(
    routeOf(app, adminPresencePaths.today),
    async () => (await todayOnTheGround(db, cipher, brusselsToday())) satisfies TodayOnTheGround,
  );

  app.get(routeOf(app, adminPresencePaths.groups), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    return (await getGroups(db, id)) satisfies AgeGroupsResponse;
  });

  app.put(routeOf(app, adminPresencePaths.groups), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { groups } = parseInput(ageGroupsSchema, request.body);
    return (await setGroups(db, request.user, id, groups)) satisfies AgeGroupsResponse;
  });

  app.put(routeOf(app, adminPresencePaths.childGroup), async (request) => {
    const { id, childId } = parseInput(activityChildParams, request.params);
    const { groupName } = parseInput(childGroupSchema, request.body);
    await moveChild(db, request.user, id, childId, groupName);
    return (await getGroups(db, id)) satisfies AgeGroupsResponse;
  });

  app.put(routeOf(app, adminPresencePaths.oneAgreement), async (request) => {
    const { id } = parseInput(activityParams, request.params);
    const { requestedOn } = parseInput(oneAgreementSchema, request.body);
    await setOneAgreement(db, request.user, id, requestedOn, brusselsToday(nowOf(clock)));
    return { requestedOn } satisfies OneAgreementInput;
  });

  done();
};
