import { afterEach, describe, expect, it, vi } from "vitest";
import { GENERIC_ERROR_MESSAGE } from "../../domain/api-error.ts";
import { SESSION_EXPIRED_MESSAGE } from "../../domain/account.ts";
import { ApiError, NETWORK_ERROR_MESSAGE, api, apiUrl, isSessionExpired, onSessionExpired } from "./api-client.ts";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

afterEach(() => vi.unstubAllGlobals());

describe("apiUrl", () => {
  it("leaves out empty query values", () => {
    expect(apiUrl("/api/activities", { limit: 3, city: "", minAge: undefined, featured: true })).toBe(
      "/api/activities?limit=3&featured=true",
    );
    expect(apiUrl("/api/news")).toBe("/api/news");
  });
});

describe("api requests", () => {
  it("sends cookies and returns the JSON body", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { activities: [] })));
    vi.stubGlobal("fetch", fetchMock);
    await expect(api.get("/api/activities", { query: { limit: 3 } })).resolves.toEqual({ activities: [] });
    expect(fetchMock).toHaveBeenCalledWith("/api/activities?limit=3", expect.objectContaining({ method: "GET", credentials: "include" }));
  });

  it("posts JSON", async () => {
    const fetchMock = vi.fn(() => Promise.resolve(jsonResponse(200, { success: true })));
    vi.stubGlobal("fetch", fetchMock);
    await api.post("/api/auth/sign-out", {});
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/auth/sign-out",
      expect.objectContaining({
        method: "POST",
        body: "{}",
        headers: expect.objectContaining({ "Content-Type": "application/json" }) as unknown,
      }),
    );
  });

  it("turns the server's error body into an ApiError with its French message", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        jsonResponse(400, {
          error: {
            code: "VALIDATION",
            message: "L'âge minimum doit être un nombre",
            fields: { minAge: "L'âge minimum doit être un nombre" },
          },
        }),
      ),
    );
    const error = await api.get("/api/activities").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: "VALIDATION", message: "L'âge minimum doit être un nombre", isClientError: true });
    expect((error as ApiError).fields).toEqual({ minAge: "L'âge minimum doit être un nombre" });
  });

  it("gives a generic French message when the error has no usable body", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502, headers: { "content-type": "text/html" } })),
    );
    await expect(api.get("/api/news")).rejects.toMatchObject({ status: 502, code: "INTERNAL", message: GENERIC_ERROR_MESSAGE });
  });

  it("reports a network failure in French", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.get("/api/news")).rejects.toMatchObject({ status: 0, code: "NETWORK", message: NETWORK_ERROR_MESSAGE });
  });
});

describe("an expired session", () => {
  const unauthenticated = () => jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: SESSION_EXPIRED_MESSAGE } });

  it("tells every listener once per refused call, and the caller gets a recognisable error", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(unauthenticated()));
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const error = await api.put("/api/profile", {}).catch((caught: unknown) => caught);
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(isSessionExpired(error)).toBe(true);
    expect(error).toMatchObject({ status: 401, message: SESSION_EXPIRED_MESSAGE });
  });

  it("is not a wrong password: a 401 from the login endpoint reaches only the form", async () => {
    vi.stubGlobal("fetch", () =>
      Promise.resolve(jsonResponse(401, { error: { code: "UNAUTHENTICATED", message: "Adresse e-mail ou mot de passe incorrect." } })),
    );
    const listener = vi.fn();
    const stop = onSessionExpired(listener);
    const error = await api.post("/api/auth/sign-in/email", {}).catch((caught: unknown) => caught);
    stop();
    expect(listener).not.toHaveBeenCalled();
    expect(isSessionExpired(error)).toBe(false);
    expect(error).toMatchObject({ status: 401, message: "Adresse e-mail ou mot de passe incorrect." });
  });

  it("stops telling a listener once it is removed", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(unauthenticated()));
    const listener = vi.fn();
    onSessionExpired(listener)();
    await api.get("/api/admin/mails").catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe("a refused password", () => {
  it("keeps every reason the server lists", async () => {
    const reasons = ["Le mot de passe doit contenir au moins une lettre majuscule", "Le mot de passe doit contenir au moins un chiffre"];
    vi.stubGlobal("fetch", () =>
      Promise.resolve(
        jsonResponse(400, {
          error: { code: "VALIDATION", message: "Le mot de passe est trop faible", fields: { password: reasons[0] }, reasons },
        }),
      ),
    );
    const error = await api.post("/api/auth/reset-password", {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "VALIDATION", reasons, fields: { password: reasons[0] } });
  });
});
