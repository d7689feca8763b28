import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, TEST_BUCKET, type TestS3 } from "../../../tests/support/s3.ts";
import { diskMediaStore } from "./disk-store.ts";
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaStore } from "./media-store.ts";
import { s3MediaStore } from "./s3-store.ts";

async function text(store: MediaStore, key: string): Promise<string | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

describe("media keys", () => {
  it("are paths of plain names, never leaving the store", () => {
    expect(isMediaKey("activities/1700000000000-a1b2-photo-480.webp")).toBe(true);
    for (const key of [
      "",
      "/etc/passwd",
      "activities/../../x",
      "..",
      "a//b",
      "a/./b",
      ".hidden",
      "a b",
      "a\u0000b",
      "private/certificate-runs/x.zip",
    ]) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});

describe.each(["disk", "s3"] as const)("the %s media store", (kind) => {
  let store: MediaStore;
  let s3: TestS3 | undefined;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), "plaines-media-"));
    if (kind === "disk") {
      store = await diskMediaStore(folder);
    } else {
      s3 = await startTestS3();
      store = s3MediaStore({
        bucket: s3.env.S3_BUCKET,
        endpoint: s3.env.S3_ENDPOINT,
        region: s3.env.S3_REGION,
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
      });
    }
  });
  afterAll(async () => {
    await s3?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("writes, reads and removes objects, with their type; a missing one is null", async () => {
    await store.check();
    await store.put("news/essai-480.webp", Buffer.from("RIFF-webp"), "image/webp");
    const object = await store.get("news/essai-480.webp");
    expect(object?.contentType).toBe("image/webp");
    expect(object?.length).toBe(9);
    object?.body.destroy();
    expect(await text(store, "news/essai-480.webp")).toBe("RIFF-webp");
    expect(await store.get("news/absente.webp")).toBeNull();
    expect(await store.get("../package.json")).toBeNull();
    await store.remove(["news/essai-480.webp", "news/absente.webp"]);
    expect(await store.get("news/essai-480.webp")).toBeNull();
    await expect(store.put("../evasion.webp", Buffer.from("x"), "image/webp")).rejects.toThrow();
  });

  it.runIf(kind === "s3")("stores each object with a year of cache, for a bucket or CDN that serves it itself", async () => {
    await store.put("activities/cache-960.webp", Buffer.from("x"), "image/webp");
    const client = new S3Client({
      region: "us-east-1",
      endpoint: s3!.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const head = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: "activities/cache-960.webp" }));
    expect(head.CacheControl).toBe(MEDIA_CACHE_CONTROL);
    expect(head.ContentType).toBe("image/webp");
  });

  it.runIf(kind === "s3")("says when the bucket cannot be reached", async () => {
    const elsewhere = s3MediaStore({
      bucket: "absent",
      endpoint: s3!.env.S3_ENDPOINT,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    });
    await expect(elsewhere.check()).rejects.toThrow();
  });
});
