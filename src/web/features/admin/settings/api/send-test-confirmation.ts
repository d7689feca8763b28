import { adminPaths, type TestMailResponse } from "../../../../../domain/contracts/admin.ts";
import type { TestConfirmationInput } from "../../../../../domain/contracts/admin-input.ts";
import { api } from "../../../../lib/api-client.ts";

/** Queues the real confirmation e-mail, filled with these made-up values, to the signed-in administrator only. */
export async function sendTestConfirmation(input: TestConfirmationInput): Promise<boolean> {
  const { success } = await api.post<TestMailResponse>(adminPaths.testConfirmation.url(), input);
  return success;
}
