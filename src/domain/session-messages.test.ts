import { describe, expect, it } from "vitest";
import { LOGOUT_SUCCESS_MESSAGE, SESSION_EXPIRED_MESSAGE } from "./session-messages.ts";

describe("session messages", () => {
  it("are the spec's exact words", () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe("Session expirée. Veuillez vous reconnecter.");
    expect(LOGOUT_SUCCESS_MESSAGE).toBe("Vous avez été déconnecté avec succès");
  });
});
