import {
  applyTemplateSchema,
  messageTemplateParams,
  messageTemplateSchema,
} from "../../../../domain/contracts/admin-message-templates-input.ts";
import {
  adminMessageTemplatePaths,
  type AppliedTemplate,
  type MessageTemplateView,
} from "../../../../domain/contracts/admin-message-templates.ts";
import {
  familyMessageParams,
  familyMessagePreviewSchema,
  familyMessageSchema,
  urgentTextPreviewSchema,
  urgentTextSchema,
} from "../../../../domain/contracts/admin-messages-input.ts";
import {
  adminMessagePaths,
  type FamilyMessageDetail,
  type FamilyMessagePreview,
  type FamilyMessageSummary,
  type UrgentTextPreview,
} from "../../../../domain/contracts/admin-messages.ts";
import { nowOf, type RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import {
  applyTemplate,
  cancelMessage,
  createMessage,
  createTemplate,
  deleteTemplate,
  listMessages,
  listTemplates,
  messageDetail,
  previewMessage,
  previewUrgentText,
  sendUrgentText,
  updateMessage,
  updateTemplate,
} from "../../messages/index.ts";

/** 'Messages aux familles': write to the parents of a plaine, see how many and one family's copy, send now or later, follow each message. */
export const adminMessageRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, jobs, sms, documents } = context;
  const deps = { db, jobs, documents };

  app.get(routeOf(app, adminMessagePaths.list), async () => (await listMessages(db)) satisfies FamilyMessageSummary[]);

  app.post(routeOf(app, adminMessagePaths.preview), async (request) => {
    const input = parseInput(familyMessagePreviewSchema, request.body ?? {});
    return (await previewMessage(db, input)) satisfies FamilyMessagePreview;
  });

  app.post(routeOf(app, adminMessagePaths.list), async (request, reply) => {
    const input = parseInput(familyMessageSchema, request.body ?? {});
    const id = await createMessage(deps, request.user, input, nowOf(context.clock));
    return reply.status(201).send((await messageDetail(db, id)) satisfies FamilyMessageDetail);
  });

  // Urgent texts of the day (decision 0062): today's families, by SMS or by e-mail, sent at once.
  app.post(routeOf(app, adminMessagePaths.urgentPreview), async (request) => {
    const { activityId } = parseInput(urgentTextPreviewSchema, request.body ?? {});
    return (await previewUrgentText(db, sms, activityId, nowOf(context.clock))) satisfies UrgentTextPreview;
  });

  app.post(routeOf(app, adminMessagePaths.urgent), async (request, reply) => {
    const input = parseInput(urgentTextSchema, request.body ?? {});
    const id = await sendUrgentText({ ...deps, sms }, request.user, input, nowOf(context.clock));
    return reply.status(201).send((await messageDetail(db, id)) satisfies FamilyMessageDetail);
  });

  app.get(routeOf(app, adminMessagePaths.message), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  app.put(routeOf(app, adminMessagePaths.message), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    const input = parseInput(familyMessageSchema, request.body ?? {});
    await updateMessage(deps, request.user, id, input, nowOf(context.clock));
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  app.post(routeOf(app, adminMessagePaths.cancel), async (request) => {
    const { id } = parseInput(familyMessageParams, request.params);
    await cancelMessage(deps, request.user, id, nowOf(context.clock));
    return (await messageDetail(db, id)) satisfies FamilyMessageDetail;
  });

  // The templates a message starts from (decision 0061, 'Templates').
  app.get(routeOf(app, adminMessageTemplatePaths.list), async () => (await listTemplates(db)) satisfies MessageTemplateView[]);

  app.post(routeOf(app, adminMessageTemplatePaths.list), async (request, reply) => {
    const input = parseInput(messageTemplateSchema, request.body ?? {});
    return reply.status(201).send((await createTemplate(db, input)) satisfies MessageTemplateView);
  });

  app.put(routeOf(app, adminMessageTemplatePaths.template), async (request) => {
    const { id } = parseInput(messageTemplateParams, request.params);
    const input = parseInput(messageTemplateSchema, request.body ?? {});
    return (await updateTemplate(db, id, input)) satisfies MessageTemplateView;
  });

  app.delete(routeOf(app, adminMessageTemplatePaths.template), async (request, reply) => {
    const { id } = parseInput(messageTemplateParams, request.params);
    await deleteTemplate(db, id);
    return reply.status(204).send();
  });

  app.post(routeOf(app, adminMessageTemplatePaths.apply), async (request) => {
    const { id } = parseInput(messageTemplateParams, request.params);
    const { activityId } = parseInput(applyTemplateSchema, request.body ?? {});
    return (await applyTemplate(db, id, activityId)) satisfies AppliedTemplate;
  });

  done();
};
