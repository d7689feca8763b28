/** What the administrators' messages to families accept (decision 0061; views: admin-messages.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isIsoDate } from "../dates.ts";
import { typedBrusselsInstant } from "../date-time.ts";
import {
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_TOO_MANY,
  MESSAGE_ATTACHMENT_MAX_COUNT,
  type MessageFilter,
  mergeFieldProblem,
} from "../family-messages.ts";
import { isUuid } from "../ids.ts";
import { URGENT_TEXT_MAX, URGENT_TEXT_REQUIRED, URGENT_TEXT_TOO_LONG } from "../urgent-texts.ts";
import { requiredText } from "./admin-form-fields.ts";
import { idParams, uploadNameQuery } from "./common-input.ts";

export const familyMessageParams = idParams("ID du message invalide");
export const messageAttachmentParams = idParams("ID de la pièce jointe invalide");

/** `?name=`: the file's name as the device gave it (the type is read from its bytes). */
export const messageAttachmentQuery = uploadNameQuery;
/** Better-auth's user ids are not uuids: a bounded token of letters, digits, - and _. */
const parentId = z.string({ error: "Identifiant du parent invalide" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "Identifiant du parent invalide");

const filterSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("all") }),
    z.object({
      kind: z.literal("day"),
      day: z.string({ error: "Choisissez le jour" }).refine(isIsoDate, "Le jour doit être une date (AAAA-MM-JJ)"),
    }),
    z.object({ kind: z.literal("group"), group: requiredText("Choisissez le groupe", 40) }),
    z.object({ kind: z.literal("unpaid") }),
    z.object({ kind: z.literal("waitlist") }),
    z.object({
      kind: z.literal("parents"),
      parentIds: z
        .array(parentId, { error: "Choisissez au moins un parent" })
        .min(1, "Choisissez au moins un parent")
        .max(500, "500 parents au maximum")
        .transform((ids) => [...new Set(ids)]),
    }),
  ],
  { error: "Choisissez à qui écrire" },
) satisfies z.ZodType<MessageFilter>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The subject's and the body's merge fields: known ones only, {jour} only for the parents of a day. */
function checkMergeFields(input: { filter: MessageFilter; subject: string; body: string }, context: z.RefinementCtx): void {
  for (const field of ["subject", "body"] as const) {
    const problem = mergeFieldProblem(input[field], input.filter.kind);
    if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
  }
}

const plaineId = z.string({ error: "Choisissez la plaine" }).refine(isUuid, "Choisissez la plaine");

/**
 * A message as the form sends it: the plaine, the families, the subject and body (merge fields
 * checked for that filter), and when: now (both blank) or a day and a time on a Brussels clock.
 */
export const familyMessageSchema = z
  .object({
    activityId: plaineId,
    filter: filterSchema,
    subject: requiredText("L'objet est requis", 200),
    body: requiredText("Le message est requis", 20_000),
    // The files sent while it was written (decision 0061): three at most, each once.
    attachmentIds: z
      .array(z.string({ error: ATTACHMENT_NOT_FOUND }).refine(isUuid, ATTACHMENT_NOT_FOUND), { error: ATTACHMENT_NOT_FOUND })
      .max(MESSAGE_ATTACHMENT_MAX_COUNT, ATTACHMENT_TOO_MANY)
      .default([])
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    sendDate: z.string({ error: "Le jour d'envoi doit être une date" }).trim().max(10, "Le jour d'envoi doit être une date").default(""),
    sendTime: z
      .string({ error: "L'heure d'envoi doit être une heure (HH:MM)" })
      .trim()
      .max(5, "L'heure d'envoi doit être une heure (HH:MM)")
      .default(""),
  })
  .superRefine((input, context) => {
    checkMergeFields(input, context);
    if (!input.sendDate && !input.sendTime) return;
    if (!isIsoDate(input.sendDate))
      context.addIssue({ code: "custom", path: ["sendDate"], message: "Le jour d'envoi doit être une date (AAAA-MM-JJ)" });
    else if (!TIME.test(input.sendTime))
      context.addIssue({ code: "custom", path: ["sendTime"], message: "L'heure d'envoi doit être une heure (HH:MM)" });
  })
  .transform(({ sendDate, sendTime, ...message }) => ({
    ...message,
    /** Null: now. */
    sendAt: sendDate && sendTime ? typedBrusselsInstant(sendDate, sendTime) : null,
  }));
export type FamilyMessageInput = z.infer<typeof familyMessageSchema>;

/** The preview while the message is written: subject and body may still be blank; whose copy to show (the first family unless said). */
export const familyMessagePreviewSchema = z
  .object({
    activityId: plaineId,
    filter: filterSchema,
    subject: z.string({ error: "L'objet doit être un texte" }).trim().max(200, "200 caractères au maximum").default(""),
    body: z.string({ error: "Le message doit être un texte" }).trim().max(20_000, "20000 caractères au maximum").default(""),
    previewParentId: parentId.nullish().transform((id) => id ?? null),
  })
  .superRefine(checkMergeFields);
export type FamilyMessagePreviewInput = z.infer<typeof familyMessagePreviewSchema>;

/** Today's families of a plaine, for an urgent text (decision 0062). */
export const urgentTextPreviewSchema = z.object({ activityId: plaineId });

/** An urgent text: the plaine and a short text, without merge fields, sent at once to today's families. */
export const urgentTextSchema = z.object({
  activityId: plaineId,
  text: z
    .string({ error: URGENT_TEXT_REQUIRED })
    .trim()
    .min(1, URGENT_TEXT_REQUIRED)
    .max(URGENT_TEXT_MAX, URGENT_TEXT_TOO_LONG)
    .transform((text) => text.replace(/\r\n?/g, "\n")),
});
export type UrgentTextInput = z.infer<typeof urgentTextSchema>;
