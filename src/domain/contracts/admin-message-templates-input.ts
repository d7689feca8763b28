/** What the administrators' message templates accept (decision 0061, 'Templates'; views: admin-message-templates.ts). */
import { z } from "zod";
import "../zod-locale.ts";
import { isUuid } from "../ids.ts";
import { TEMPLATE_NAME_MAX_LENGTH, templateFieldProblem } from "../message-templates.ts";
import { requiredText } from "./admin-form-fields.ts";
import { idParams } from "./common-input.ts";

export const messageTemplateParams = idParams("ID du modèle invalide");

/** A template: its name (unique), subject and body (the limits of a message), fields known to a template only. */
export const messageTemplateSchema = z
  .object({
    name: requiredText("Le nom du modèle est requis", TEMPLATE_NAME_MAX_LENGTH),
    subject: requiredText("L'objet est requis", 200),
    body: requiredText("Le message est requis", 20_000),
  })
  .superRefine((input, context) => {
    for (const field of ["subject", "body"] as const) {
      const problem = templateFieldProblem(input[field]);
      if (problem) context.addIssue({ code: "custom", path: [field], message: problem });
    }
  });
export type MessageTemplateInput = z.output<typeof messageTemplateSchema>;

/** The plaine whose fields fill the template. */
export const applyTemplateSchema = z.object({
  activityId: z.string({ error: "Choisissez la plaine" }).refine(isUuid, "Choisissez la plaine"),
});
