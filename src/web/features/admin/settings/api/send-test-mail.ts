import { adminPaths, type TestMailResponse } from "../../../../../domain/contracts/admin.ts";
import { api } from "../../../../lib/api-client.ts";

/** Queues a test message to the signed-in administrator; resolves to whether it was queued. */
export async function sendTestMail(): Promise<boolean> {
  const { success } = await api.post<TestMailResponse>(adminPaths.testMail.url(), {});
  return success;
}
