import { describe, expect, it } from "vitest";
import { apiPath } from "./api-path.ts";

describe("apiPath", () => {
  it("keeps the pattern the server registers", () => {
    expect(apiPath("/api/children/:id").pattern).toBe("/api/children/:id");
  });

  it("builds the address of a path without parameters", () => {
    expect(apiPath("/api/children").url()).toBe("/api/children");
  });

  it("fills every parameter in, encoded, and leaves the rest of the path alone", () => {
    expect(apiPath("/api/registrations/:id/qr.png").url({ id: "a/b c" })).toBe("/api/registrations/a%2Fb%20c/qr.png");
    expect(apiPath("/api/checkout/simulated/:sessionId").url({ sessionId: "sim_cs_1" })).toBe("/api/checkout/simulated/sim_cs_1");
  });
});
