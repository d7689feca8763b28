// What other modules use of the messages to families (decision 0061): the administrators' area
// writes and reads them, the job list sends them, the privacy rules erase, export and purge them.
export { familyMessageJob } from "./jobs.ts";
export { openAttachmentForAdmin, openAttachmentForTeam, storeMessageAttachment } from "./attachments.ts";
export {
  cancelMessage,
  createMessage,
  emailInsteadOfText,
  forgetParentInMessages,
  listMessages,
  messageDetail,
  parentMessages,
  previewMessage,
  purgeFamilyMessages,
  sendFamilyMessage,
  type SendDeps,
  updateMessage,
} from "./service.ts";
export { messageRoutes, replyWithAttachment } from "./routes.ts";
export { previewUrgentText, sendUrgentText } from "./urgent-texts.ts";
export { applyTemplate, createTemplate, deleteTemplate, listTemplates, updateTemplate } from "./templates.ts";
