import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_ERROR_MESSAGE } from "../../domain/api-error.ts";
import { ApiError, NETWORK_ERROR_MESSAGE, api, apiUrl } from "./api-client.ts";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiUrl", () => {
  it("leaves out empty query values", () => {
    expect(apiUrl("/api/activities", { limit: 3, city: "", minAge: undefined, featured: true })).toBe("/api/activities?limit=3&featured=true");
    expect(apiUrl("/api/news")).toBe("/api/news");
  });
});

describe("api requests", () => {
  it("sends cookies and returns the JSON body", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { activities: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.get("/api/activities", { query: { limit: 3 } })).resolves.toEqual({ activities: [] });
    expect(fetchMock).toHaveBeenCalledWith("/api/activities?limit=3", expect.objectContaining({ method: "GET", credentials: "include" }));
  });

  it("posts JSON", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await api.post("/api/auth/sign-out", {});
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/sign-out",
      expect.objectContaining({ method: "POST", body: "{}", headers: expect.objectContaining({ "Content-Type": "application/json" }) }),
    );
  });

  it("turns the server's error body into an ApiError with its French message", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse(400, { error: { code: "VALIDATION", message: "L'âge minimum doit être un nombre", fields: { minAge: "L'âge minimum doit être un nombre" } } }),
    );
    const error = await api.get("/api/activities").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "L'âge minimum doit être un nombre", isClientError: true });
    expect((error as ApiError).fields).toEqual({ minAge: "L'âge minimum doit être un nombre" });
  });

  it("gives a generic French message when the error has no usable body", async () => {
    vi.stubGlobal("fetch", async () => new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } }));
    await expect(api.get("/api/news")).rejects.toMatchObject({ status: 502, code: "INTERNAL", message: GENERIC_ERROR_MESSAGE });
  });

  it("reports a network failure in French", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api.get("/api/news")).rejects.toMatchObject({ status: 0, code: "NETWORK", message: NETWORK_ERROR_MESSAGE });
  });
});
