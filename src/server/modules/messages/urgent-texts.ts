/**
 * Urgent texts (decision 0062): on a day a plaine runs, a short message to the parents of the
 * children present or expected that day — by SMS on a mobile, by e-mail without one. It is a message
 * to families (decision 0061) of channel 'sms' to the parents of today: the same send job, the same
 * copies in 'Messages', the same retention, erasure and export.
 */
import type { UrgentTextInput } from "../../../domain/contracts/admin-messages-input.ts";
import type { UrgentTextPreview } from "../../../domain/contracts/admin-messages.ts";
import { brusselsToday } from "../../../domain/dates.ts";
import { formatTimeFr } from "../../../domain/date-time.ts";
import {
  NO_FAMILY_TODAY,
  NOT_A_DAY_OF_THE_PLAINE_TODAY,
  splitByChannel,
  URGENT_TEXT_SUBJECT,
  URGENT_TEXT_TWIN_MINUTES,
  urgentTextAlreadySent,
} from "../../../domain/urgent-texts.ts";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { activities, familyMessages } from "../../db/schema.ts";
import { HttpError } from "../../http/errors.ts";
import type { SmsSender } from "../../sms/sender.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { familyMessageJob } from "./jobs.ts";
import { runningDays } from "../activities/index.ts";
import { familiesOf } from "./recipients.ts";
import { auditOf, type MessageDeps, plaineOf } from "./service.ts";

/** Today's families of the plaine, each with how it will receive the text; refused on a day it does not run. */
async function todaysFamilies(db: Db, activityId: string, now: Date, smsConfigured: boolean) {
  const plaine = await plaineOf(db, activityId);
  const day = brusselsToday(now);
  if (!(await runningDays(db, plaine)).includes(day))
    throw new HttpError("BAD_REQUEST", NOT_A_DAY_OF_THE_PLAINE_TODAY, { activityId: NOT_A_DAY_OF_THE_PLAINE_TODAY });
  const families = await familiesOf(db, plaine, { kind: "day", day });
  const split = smsConfigured ? splitByChannel(families) : { sms: [], email: families };
  return { plaine, day, families, split };
}

/** How many families today's urgent text reaches, how many by SMS and by e-mail, and who; nothing is saved. */
export async function previewUrgentText(
  db: Db,
  sms: Pick<SmsSender, "configured">,
  activityId: string,
  now: Date,
): Promise<UrgentTextPreview> {
  const { day, families, split } = await todaysFamilies(db, activityId, now, sms.configured);
  const bySms = new Set(split.sms.map((family) => family.parentId));
  return {
    day,
    smsConfigured: sms.configured,
    recipientCount: families.length,
    bySms: split.sms.length,
    byEmail: split.email.length,
    families: families.map((family) => ({
      parentId: family.parentId,
      name: `${family.parentFirstName} ${family.lastName}`,
      children: family.childFirstNames.join(", "),
      channel: bySms.has(family.parentId) ? "sms" : "email",
    })),
  };
}

/**
 * Today's urgent text saved and its job sent in one transaction, audited with its audience and how
 * many families it reaches by SMS and by e-mail; the job resolves the families again when it runs.
 */
export async function sendUrgentText(
  deps: MessageDeps & { sms: Pick<SmsSender, "configured"> },
  actor: AuditActor,
  input: UrgentTextInput,
  now: Date,
): Promise<string> {
  const { plaine, day, families, split } = await todaysFamilies(deps.db, input.activityId, now, deps.sms.configured);
  if (families.length === 0) throw new HttpError("BAD_REQUEST", NO_FAMILY_TODAY, { activityId: NO_FAMILY_TODAY });
  return deps.db.transaction(async (tx) => {
    // One urgent text of a plaine at a time: the same text pressed twice waits here, then finds the first.
    await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, plaine.id)).for("update");
    const [twin] = await tx
      .select({ sendAt: familyMessages.sendAt })
      .from(familyMessages)
      .where(
        and(
          eq(familyMessages.activityId, plaine.id),
          eq(familyMessages.channel, "sms"),
          eq(familyMessages.body, input.text),
          gt(familyMessages.sendAt, new Date(now.getTime() - URGENT_TEXT_TWIN_MINUTES * 60_000)),
        ),
      )
      .limit(1);
    if (twin) throw new HttpError("CONFLICT", urgentTextAlreadySent(formatTimeFr(twin.sendAt)));
    const [row] = await tx
      .insert(familyMessages)
      .values({
        activityId: plaine.id,
        authorId: actor.id,
        filter: { kind: "day", day },
        subject: URGENT_TEXT_SUBJECT,
        body: input.text,
        sendAt: now,
        channel: "sms",
      })
      .returning();
    await recordAudit(tx, {
      actor,
      entity: "family_message",
      entityId: row.id,
      action: "create",
      before: null,
      after: { ...auditOf(row), text: input.text, families: families.length, bySms: split.sms.length, byEmail: split.email.length },
    });
    await deps.jobs.send(familyMessageJob, { messageId: row.id }, { tx });
    return row.id;
  });
}
