/**
 * Message templates (decision 0061, 'Templates'): the texts administrators keep, in their order,
 * and one applied to a plaine (its fields filled, nothing saved) to start a message from.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { ACTIVITY_NOT_FOUND } from "../../../domain/activity.ts";
import type { MessageTemplateInput } from "../../../domain/contracts/admin-message-templates-input.ts";
import type { AppliedTemplate, MessageTemplateView } from "../../../domain/contracts/admin-message-templates.ts";
import { fillTemplate, TEMPLATE_NAME_TAKEN, TEMPLATE_NOT_FOUND, type TemplatePlaine } from "../../../domain/message-templates.ts";
import { practicalInfoOf } from "../../../domain/practical-info.ts";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { activities, messageTemplates } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/errors.ts";

const view = { id: messageTemplates.id, name: messageTemplates.name, subject: messageTemplates.subject, body: messageTemplates.body };

export async function listTemplates(db: Db): Promise<MessageTemplateView[]> {
  return db.select(view).from(messageTemplates).orderBy(asc(messageTemplates.position), asc(messageTemplates.createdAt));
}

async function refusingTakenName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, "message_templates_name_unique"))
      throw new HttpError("CONFLICT", TEMPLATE_NAME_TAKEN, { name: TEMPLATE_NAME_TAKEN });
    throw error;
  }
}

/** A new template, after the others. */
export async function createTemplate(db: Db, input: MessageTemplateInput): Promise<MessageTemplateView> {
  return refusingTakenName(async () => {
    const [row] = await db
      .insert(messageTemplates)
      .values({ ...input, position: sql`(SELECT coalesce(max("position"), 0) + 1 FROM "message_templates")` })
      .returning(view);
    return row;
  });
}

export async function updateTemplate(db: Db, id: string, input: MessageTemplateInput): Promise<MessageTemplateView> {
  return refusingTakenName(async () => {
    const [row] = await db
      .update(messageTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(messageTemplates.id, id))
      .returning(view);
    if (!row) throw notFound(TEMPLATE_NOT_FOUND);
    return row;
  });
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  const [row] = await db.delete(messageTemplates).where(eq(messageTemplates.id, id)).returning({ id: messageTemplates.id });
  if (!row) throw notFound(TEMPLATE_NOT_FOUND);
}

/** The template's subject and body with the plaine's fields filled; the merge fields stay for the send. */
export async function applyTemplate(db: Db, id: string, activityId: string): Promise<AppliedTemplate> {
  const [template] = await db.select(view).from(messageTemplates).where(eq(messageTemplates.id, id));
  if (!template) throw notFound(TEMPLATE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, activityId), isNull(activities.deletedAt)));
  if (!row) throw new HttpError("BAD_REQUEST", ACTIVITY_NOT_FOUND, { activityId: ACTIVITY_NOT_FOUND });
  const plaine: TemplatePlaine = {
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    place: { name: row.locationName, address: row.locationAddress, postalCode: row.locationPostalCode, city: row.locationCity },
    practical: practicalInfoOf(row),
  };
  return { subject: fillTemplate(template.subject, plaine), body: fillTemplate(template.body, plaine) };
}
