import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImageUploadResponse } from "../../domain/contracts/admin-images.ts";
import { insertAdmin } from "../../../tests/support/families.ts";
import { startTestS3, type TestS3 } from "../../../tests/support/s3.ts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.ts";

describe("images in an S3 bucket", () => {
  let s3: TestS3;
  let t: TestApp;
  let cdn: TestApp;
  let cookie: string;

  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp("pglite", s3.env);
    cdn = await createTestApp("pglite", { ...s3.env, S3_PUBLIC_URL: "https://images.plaines.example.org/" });
    cookie = (await insertAdmin(t)).cookie;
  });
  afterAll(async () => {
    await Promise.all([t.close(), cdn.close()]);
    await s3.close();
  });

  it("stores the upload's three widths in the bucket and serves them under /media with a year of cache", async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#ffb300" } })
      .png()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: "POST",
      url: "/api/admin/images?bucket=news&name=soleil.png",
      headers: { origin: t.config.publicUrl, cookie, "content-type": "image/png" },
      payload: png,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json<ImageUploadResponse>();
    for (const width of ["", "-480", "-960", "-1600"]) {
      const served = await t.app.inject({ method: "GET", url: url.replace(/\.webp$/, `${width}.webp`) });
      expect(served.statusCode, width).toBe(200);
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
    }
    expect((await t.app.inject({ method: "GET", url: "/media/news/absente.webp" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({ storage: { kind: "s3", state: "ok" } });
  });

  it("sends browsers to S3_PUBLIC_URL when the bucket serves the images itself", async () => {
    const served = await cdn.app.inject({ method: "GET", url: "/media/news/1700000000000-a1b2-soleil-480.webp" });
    expect(served.statusCode).toBe(301);
    expect(served.headers.location).toBe("https://images.plaines.example.org/news/1700000000000-a1b2-soleil-480.webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await cdn.app.inject({ method: "GET", url: "/media/..%2F..%2Fetc%2Fpasswd" })).statusCode).toBe(404);
  });
});
