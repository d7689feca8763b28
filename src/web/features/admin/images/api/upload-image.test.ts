import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-client.ts";
import { imageUploader, uploadImage } from "./upload-image.ts";

/** Stands in for the browser's XMLHttpRequest: records the request, and the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
}

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
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const progress: number[] = [];
    const done = uploadImage("activities", photo, (fraction) => progress.push(fraction));
    const request = FakeXhr.last;
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
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = imageUploader("news")(photo, () => undefined);
    expect(FakeXhr.last.url).toContain("bucket=news");
    FakeXhr.last.answer(201, { url: "/media/news/1700-photo.webp", width: 800, height: 600 });
    await expect(done).resolves.toBe("/media/news/1700-photo.webp");
  });

  it("passes on the server's French reason for a refusal", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const done = uploadImage("activities", photo, () => undefined);
    FakeXhr.last.answer(413, { error: { code: "PAYLOAD_TOO_LARGE", message: "Fichier trop volumineux. Maximum 5MB." } });
    const error = await failure(done);
    expect(error.status).toBe(413);
    expect(error.message).toBe("Fichier trop volumineux. Maximum 5MB.");
  });

  it("says 'Erreur lors de l'upload' when the server gave no reason, or could not be reached", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const unexplained = uploadImage("activities", photo, () => undefined);
    FakeXhr.last.answer(502, "<html>Bad gateway</html>");
    expect((await failure(unexplained)).message).toBe("Erreur lors de l'upload");

    const offline = uploadImage("activities", photo, () => undefined);
    FakeXhr.last.onerror?.();
    const error = await failure(offline);
    expect(error.code).toBe("NETWORK");
    expect(error.message).toBe("Erreur lors de l'upload");

    const garbled = uploadImage("activities", photo, () => undefined);
    FakeXhr.last.answer(200, "pas du JSON");
    expect((await failure(garbled)).message).toBe("Erreur lors de l'upload");
  });
});
