import { describe, expect, it } from "vitest";
import * as account from "./account.ts";
import { LOGOUT_SUCCESS_MESSAGE, SESSION_EXPIRED_MESSAGE } from "./session-messages.ts";

describe("session messages", () => {
  it("are the account rules' own words", () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe(account.SESSION_EXPIRED_MESSAGE);
    expect(LOGOUT_SUCCESS_MESSAGE).toBe(account.LOGOUT_SUCCESS_MESSAGE);
  });
});
