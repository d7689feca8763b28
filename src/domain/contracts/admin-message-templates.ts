/** The message templates administrators keep and start a message from (decision 0061, 'Templates'; inputs: admin-message-templates-input.ts). */
import { apiPath } from "./api-path.ts";

export const adminMessageTemplatePaths = {
  /** GET: every template, in their order; POST: a new one, last. */
  list: apiPath("/api/admin/message-templates"),
  /** PUT: a template changed; DELETE: removed. */
  template: apiPath("/api/admin/message-templates/:id"),
  /** POST: its subject and body with the chosen plaine's fields filled (nothing saved). */
  apply: apiPath("/api/admin/message-templates/:id/apply"),
};

export interface MessageTemplateView {
  id: string;
  name: string;
  subject: string;
  body: string;
}

export interface AppliedTemplate {
  subject: string;
  body: string;
}
