import { z } from "zod";
import { isUuid } from "../../../domain/ids.ts";
import { defineJob } from "../../jobs/job-queue.ts";

/**
 * A message to families (service.ts), sent with it in the transaction that saves it: at once, or
 * at its time (`startAfter`). Its work does nothing unless the message is still scheduled and due,
 * so a cancelled message, an earlier time moved later, or a second job of the same message sends nothing twice.
 */
export const familyMessageJob = defineJob({
  name: "family-messages",
  label: "Envoi des messages aux familles",
  payload: z.object({ messageId: z.string().refine(isUuid) }),
  retryLimit: 5,
  expireInSeconds: 15 * 60,
});
