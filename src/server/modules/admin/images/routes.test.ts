import { readdir } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AdminActivityResponse } from "../../../../domain/contracts/admin-activities.ts";
import type { ImageUploadResponse } from "../../../../domain/contracts/admin-images.ts";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR } from "../../../../domain/image.ts";
import { jsonHeaders } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { images } from "../../../db/schema.ts";
import { sweepOrphanImages } from "../../../media/images.ts";

describe.each(ENGINES)("image upload on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let png: Buffer;

  beforeAll(async () => {
    png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3a86ff" } })
      .withMetadata({ exif: { IFD0: { Copyright: "Secret GPS" } } })
      .png()
      .toBuffer();
  });

  const upload = (data: Buffer, name: string, type = "application/octet-stream", bucket = "activities") =>
    t.app.inject({
      method: "POST",
      url: `/api/admin/images?bucket=${bucket}&name=${encodeURIComponent(name)}`,
      headers: { origin: t.config.publicUrl, cookie: admin.cookie, "content-type": type },
      payload: data,
    });
  const filesOf = async (bucket: string) => readdir(path.join(t.config.dataDir, "media", bucket)).catch(() => [] as string[]);
  const nameOf = (url: string) => /\/media\/\w+\/(.+)\.webp$/.exec(url)![1];

  it("stores a PNG as WebP at every width under a timestamp, a random part and the name kept to letters, digits, dot and dash", async () => {
    const response = await upload(png, "Été à la plage (1).v2.png", "image/png");
    expect(response.statusCode).toBe(200);
    const stored = response.json<ImageUploadResponse>();
    expect(stored).toMatchObject({ width: 1200, height: 800 });
    expect(stored.url).toMatch(/^\/media\/activities\/\d{13}-[0-9a-f]{12}-tlaplage1\.v2\.webp$/);
    const name = nameOf(stored.url);
    expect((await filesOf("activities")).filter((file) => file.startsWith(name)).sort()).toEqual(
      [`${name}-1600.webp`, `${name}-480.webp`, `${name}-960.webp`, `${name}.webp`].sort(),
    );
    const served = await t.app.inject({ method: "GET", url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
  });

  it("stores 20 simultaneous uploads of one file name, and a name of 250 characters, as any upload", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(png, "photo.png", "image/png")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const urls = answers.map((answer) => answer.json<ImageUploadResponse>().url);
    expect(new Set(urls).size).toBe(20);
    const long = await upload(png, `${"é-long".repeat(41)}.png`, "image/png");
    expect(long.statusCode).toBe(200);
    const url = long.json<ImageUploadResponse>().url;
    expect(url.length).toBeLessThan(120);
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
  });

  it("answers 404 for an image that does not exist or a path outside the images", async () => {
    for (const url of ["/media/activities/absente.webp", "/media/../package.json", "/media/activities/..%2F..%2Fpackage.json"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });

  it("reads the type from the content: a PNG named .gif passes, a text named .png is refused", async () => {
    expect((await upload(png, "photo.gif", "image/gif")).statusCode).toBe(200);
    const before = await t.db.select().from(images);
    const text = await upload(Buffer.from("Ceci n'est pas une image"), "photo.png", "image/png");
    expect(text.statusCode).toBe(400);
    expect(text.json<ApiErrorBody>().error.message).toBe(IMAGE_TYPE_ERROR);
    // The right first bytes, then garbage: refused the same way, never a 500.
    const broken = await upload(Buffer.concat([png.subarray(0, 16), Buffer.alloc(64)]), "cassee.png", "image/png");
    expect(broken.json<ApiErrorBody>().error.message).toBe(IMAGE_TYPE_ERROR);
    expect(await t.db.select().from(images)).toHaveLength(before.length);
  });

  it("refuses 5 MB + 1 byte with the spec's message, and takes exactly 5 MB", async () => {
    const padded = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);
    const tooBig = await upload(padded(IMAGE_MAX_BYTES + 1), "grande.png", "image/png");
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ApiErrorBody>().error.message).toBe(IMAGE_SIZE_ERROR);
    // PNG decoders ignore what follows the image's end: 5 MB exactly is read.
    expect((await upload(padded(IMAGE_MAX_BYTES), "limite.png", "image/png")).statusCode).toBe(200);
  });

  it("refuses an unknown bucket and a missing name in French", async () => {
    expect((await upload(png, "photo.png", "image/png", "profiles")).json<ApiErrorBody>().error.message).toBe(
      "Le dossier doit être activities ou news",
    );
    expect((await upload(png, "", "image/png")).json<ApiErrorBody>().error.message).toBe("Le nom du fichier est requis");
  });

  it("removes the old image when a plaine gets another one, and its image when the last plaine showing it is deleted", async () => {
    const first = (await upload(png, "premiere.png")).json<ImageUploadResponse>().url;
    const second = (await upload(png, "seconde.png")).json<ImageUploadResponse>().url;
    const activity = await insertActivity(t.db, { imageUrl: first });
    const form = {
      title: activity.title,
      description: activity.description,
      startDate: activity.startDate,
      endDate: activity.endDate,
      locationName: activity.locationName,
      locationAddress: activity.locationAddress,
      locationPostalCode: activity.locationPostalCode,
      locationCity: activity.locationCity,
      ageMin: 3,
      ageMax: 12,
      priceStandard: 80,
      capacity: 30,
      imageUrl: second,
    };
    const saved = await t.app.inject({
      method: "PUT",
      url: `/api/admin/activities/${activity.id}`,
      headers: jsonHeaders(t, admin.cookie),
      payload: form,
    });
    expect(saved.json<AdminActivityResponse>().activity.imageUrl).toBe(second);
    expect((await filesOf("activities")).some((file) => file.startsWith(nameOf(first)))).toBe(false);
    expect(
      await t.db
        .select()
        .from(images)
        .where(eq(images.name, nameOf(first))),
    ).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: first })).statusCode).toBe(404);

    // A copy ('Dupliquer') shares the picture: deleting one plaine leaves it to the other.
    const monday = new Date(`${activity.startDate}T12:00:00Z`);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const copy = await t.app.inject({
      method: "POST",
      url: `/api/admin/activities/${activity.id}/duplicate`,
      headers: jsonHeaders(t, admin.cookie),
      payload: { startDate: monday.toISOString().slice(0, 10) },
    });
    const deleteOne = (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/admin/activities/${id}`, headers: { origin: t.config.publicUrl, cookie: admin.cookie } });
    await deleteOne(activity.id);
    expect((await t.app.inject({ method: "GET", url: second })).statusCode).toBe(200);
    await deleteOne(copy.json<AdminActivityResponse>().activity.id);
    expect((await filesOf("activities")).some((file) => file.startsWith(nameOf(second)))).toBe(false);
  });

  it("sweeps images no form saved after a day, and keeps those in use", async () => {
    const used = (await upload(png, "utilisee.png")).json<ImageUploadResponse>().url;
    const quoted = (await upload(png, "citee.png", "image/png", "news")).json<ImageUploadResponse>().url;
    const orphan = (await upload(png, "abandonnee.png")).json<ImageUploadResponse>().url;
    await insertActivity(t.db, { imageUrl: used });
    await t.app.inject({
      method: "POST",
      url: "/api/admin/news",
      headers: jsonHeaders(t, admin.cookie),
      payload: { title: "Photos", content: `[image:${quoted}]`, publishDate: "2026-01-01" },
    });
    const log = { warn: () => {} };
    // Too young to be an orphan yet.
    await sweepOrphanImages(t.db, t.app.context.media, log);
    expect((await t.app.inject({ method: "GET", url: orphan })).statusCode).toBe(200);

    const tomorrow = new Date(Date.now() + 25 * 3600 * 1000);
    await sweepOrphanImages(t.db, t.app.context.media, log, tomorrow);
    expect((await t.app.inject({ method: "GET", url: orphan })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: used })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: quoted })).statusCode).toBe(200);
  });
});
