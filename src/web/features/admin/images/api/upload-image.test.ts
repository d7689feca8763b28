import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeXhr } from "../../../../../../tests/support/fake-xhr.ts";
import { ApiError, isSessionExpired, onSessionExpired } from "../../../../lib/api-client.ts";
import { imageUploader, uploadImage } from "./upload-image.ts";

const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "Photo d'été.png", { type: "image/png" });

afterEach(() => vi.unstubAllGlobals());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("uploadImage", () => {
  it("sends the file's bytes to its bucket with its name, reports progress and resolves to the stored image", async () => {
    const lastRequest = fakeXhr();
    const progress: number[] = [];
    const done = uploadImage("activities", photo, (fraction) => progress.push(fraction));
    const request = lastRequest();
    expect(request.method).toBe("POST");
    expect(request.url).toBe("/api/admin/images?bucket=activities&name=Photo+d%27%C3%A9t%C3%A9.png");
    expect(request.body).toBe(photo);
    expect(request.withCredentials).toBe(true);
    expect(request.headers).toEqual({ Accept: "application/json", "Content-Type": "application/octet-stream" });

    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(201, { url: "/media/activities/1700-photo-ete.webp", width: 1600, height: 900 });
    await expect(done).resolves.toEqual({ url: "/media/activities/1700-photo-ete.webp", width: 1600, height: 900 });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("gives the form's field only the stored URL", async () => {
    const lastRequest = fakeXhr();
    const done = imageUploader("news")(photo, () => undefined);
    expect(lastRequest().url).toContain("bucket=news");
    lastRequest().answer(201, { url: "/media/news/1700-photo.webp", width: 800, height: 600 });
    await expect(done).resolves.toBe("/media/news/1700-photo.webp");
  });

  it("passes on the server's French reason for a refusal", async () => {
    const lastRequest = fakeXhr();
    const done = uploadImage("activities", photo, () => undefined);
    lastRequest().answer(413, { error: { code: "PAYLOAD_TOO_LARGE", message: "Fichier trop volumineux. Maximum 5MB." } });
    const error = await failure(done);
    expect(error.status).toBe(413);
    expect(error.message).toBe("Fichier trop volumineux. Maximum 5MB.");
  });

  it("says 'Erreur lors de l'upload' when the server gave no reason, or could not be reached", async () => {
    const lastRequest = fakeXhr();
    const unexplained = uploadImage("activities", photo, () => undefined);
    lastRequest().answer(502, "<html>Bad gateway</html>");
    expect((await failure(unexplained)).message).toBe("Erreur lors de l'upload");

    const offline = uploadImage("activities", photo, () => undefined);
    lastRequest().onerror?.();
    const error = await failure(offline);
    expect(error.code).toBe("NETWORK");
    expect(error.message).toBe("Erreur lors de l'upload");

    const garbled = uploadImage("activities", photo, () => undefined);
    lastRequest().answer(200, "pas du JSON");
    expect((await failure(garbled)).message).toBe("Erreur lors de l'upload");
  });

  it("signs the person out like any other call when the session has expired", async () => {
    const lastRequest = fakeXhr();
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    const done = uploadImage("activities", photo, () => undefined);
    lastRequest().answer(401, { error: { code: "UNAUTHENTICATED", message: "Session expirée" } });
    expect(isSessionExpired(await failure(done))).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    stop();
  });
});
