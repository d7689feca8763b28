import { api } from "../../../../lib/api-client.ts";

/** Queues a test message to the signed-in administrator; resolves to whether it was queued. */
export async function sendTestMail(): Promise<boolean> {
  const { success } = await api.post<{ success: boolean }>("/api/admin/mails/test", {});
  return success;
}
