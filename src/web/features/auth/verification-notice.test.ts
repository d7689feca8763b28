import { describe, expect, it } from "vitest";
import {
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_LINK_EXPIRED_MESSAGE,
  VERIFICATION_LINK_INVALID_MESSAGE,
  verificationNotice,
} from "./verification-notice.ts";

const notice = (query: string) => verificationNotice(new URLSearchParams(query));

describe("verificationNotice", () => {
  it("confirms a followed link", () => {
    expect(notice("verified=1")).toEqual({ kind: "verified", message: EMAIL_VERIFIED_MESSAGE });
    expect(notice("verified=1&redirect=/dashboard")).toMatchObject({ kind: "verified" });
  });

  it("says a refused link is invalid, or expired, even with verified=1", () => {
    expect(notice("verified=1&error=INVALID_TOKEN")).toEqual({ kind: "invalid-link", message: VERIFICATION_LINK_INVALID_MESSAGE });
    expect(notice("verified=1&error=TOKEN_EXPIRED")).toEqual({ kind: "invalid-link", message: VERIFICATION_LINK_EXPIRED_MESSAGE });
    expect(notice("error=USER_NOT_FOUND")).toMatchObject({ kind: "invalid-link" });
  });

  it("says nothing on an ordinary visit", () => {
    expect(notice("")).toBeNull();
    expect(notice("redirect=/dashboard")).toBeNull();
    expect(notice("verified=0")).toBeNull();
  });
});
