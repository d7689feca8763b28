import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, lt } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import sharp from "sharp";
import { IMAGE_WIDTHS, LOGO_HEIGHT, storedImageName, storedImageOf, storedImageUrl, type ImageBucket } from "../../domain/image.ts";
import type { Db } from "../db/client.ts";
import { activities, images, news } from "../db/schema.ts";
import type { MediaStore } from "./media-store.ts";

export interface StoreImageInput {
  bucket: ImageBucket;
  data: Buffer;
  originalName: string;
  uploadedBy?: string | null;
}

export interface StoredImage {
  url: string;
  width: number;
  height: number;
}

// Each picture is decoded and encoded once, when it is stored: libvips' cache of recent
// operations (up to 50 MB and 20 open files by default) would never be hit, only hold memory.
sharp.cache(false);

/** The bytes had an image's signature but could not be decoded: a broken or disguised file. */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super("image not decoded", { cause });
    this.name = "UnreadableImageError";
  }
}

/** The image at every width of IMAGE_WIDTHS (never enlarged) as WebP, and its original size. */
async function encodeVariants(data: Buffer) {
  try {
    const source = sharp(data, { animated: false, limitInputPixels: 40_000_000 }).rotate();
    const { width = 0, height = 0 } = await source.metadata();
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (targetWidth) => ({
        targetWidth,
        data: await source.clone().resize({ width: targetWidth, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      })),
    );
    return { width, height, variants };
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

/** The keys of a stored image in the media store: the largest as `<name>.webp`, then every width. */
function imageKeys(bucket: ImageBucket, name: string): string[] {
  return [`${bucket}/${name}.webp`, ...IMAGE_WIDTHS.map((width) => `${bucket}/${name}-${width}.webp`)];
}

/**
 * Re-encodes an image to WebP at every width of IMAGE_WIDTHS, plus the largest as `<name>.webp`.
 * Re-encoding drops metadata (GPS, camera) and anything that is not an image, so what we serve is
 * always a clean picture. Answers the image's public URL and original size; UnreadableImageError
 * when the bytes do not decode.
 */
export async function storeImage(db: Db, media: MediaStore, input: StoreImageInput): Promise<StoredImage> {
  const { width, height, variants } = await encodeVariants(input.data);
  const name = storedImageName(input.originalName, randomUUID());
  const [largest, ...byWidth] = imageKeys(input.bucket, name);
  await Promise.all([
    ...variants.map(({ data }, index) => media.put(byWidth[index], data, "image/webp")),
    media.put(largest, variants.at(-1)!.data, "image/webp"),
  ]);

  await db.insert(images).values({
    bucket: input.bucket,
    name,
    originalName: input.originalName,
    width,
    height,
    uploadedBy: input.uploadedBy ?? null,
  });
  return { url: storedImageUrl(input.bucket, name), width, height };
}

/**
 * Removes a stored image's files and its row: after its record was deleted or given another
 * image. Best effort, as the change that freed it is already committed: a failure is logged and
 * the image is left for the orphan sweep. URLs that are not stored images are ignored, and so is
 * an image another plaine or article still shows (a duplicated plaine shares its picture).
 */
export async function removeStoredImage(
  db: Db,
  media: MediaStore,
  url: string | null,
  log: Pick<FastifyBaseLogger, "warn">,
): Promise<void> {
  const stored = storedImageOf(url);
  if (!stored || !url) return;
  try {
    const [stillShown] = await db
      .select({ url: activities.imageUrl })
      .from(activities)
      .where(eq(activities.imageUrl, url))
      .union(db.select({ url: news.imageUrl }).from(news).where(eq(news.imageUrl, url)))
      .limit(1);
    if (stillShown) return;
    await media.remove(imageKeys(stored.bucket, stored.name));
    await db.delete(images).where(eq(images.name, stored.name));
  } catch (error) {
    log.warn({ err: error, image: stored.name }, "stored image not removed");
  }
}

/** How long an uploaded image may wait for the form that uploaded it to be saved. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploaded images that no plaine or article uses a day after their upload: those of a
 * form that was cancelled or left. An article's content may show an image with [image:URL], so
 * its text counts as a use too. Addresses are those of the domain's storedImageUrl, never
 * rebuilt here.
 */
export async function sweepOrphanImages(
  db: Db,
  media: MediaStore,
  log: Pick<FastifyBaseLogger, "warn">,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  const candidates = await db
    .select({ bucket: images.bucket, name: images.name })
    .from(images)
    .where(and(lt(images.createdAt, cutoff), inArray(images.bucket, ["activities", "news"])));
  if (candidates.length === 0) return 0;
  const urls = candidates.map((image) => storedImageUrl(image.bucket, image.name));
  const used = new Set(
    [
      ...(await db.select({ url: activities.imageUrl }).from(activities).where(inArray(activities.imageUrl, urls))),
      ...(await db.select({ url: news.imageUrl }).from(news).where(inArray(news.imageUrl, urls))),
    ].map((row) => row.url),
  );
  const contents = (await db.select({ content: news.content }).from(news).where(like(news.content, "%/media/%"))).map((row) => row.content);
  // An article may show any width of the image: the stored name without its suffix is what counts.
  const shown = (image: { bucket: ImageBucket; name: string }) =>
    contents.some((content) => content.includes(`${storedImageUrl(image.bucket, image.name).slice(0, -".webp".length)}`));
  const orphans = candidates.filter((image, index) => !used.has(urls[index]) && !shown(image));
  for (const orphan of orphans) await removeStoredImage(db, media, storedImageUrl(orphan.bucket, orphan.name), log);
  return orphans.length;
}

/** Where the association's logo is kept: `/media/association/<name>.png`, a new name at each upload. */
const LOGO_KEY = /^\/media\/(association\/[A-Za-z0-9._-]+\.png)$/;

/**
 * The association's logo, checked by its caller (type and size): decoded and drawn again as a PNG
 * twice as high as it is shown (LOGO_HEIGHT), never enlarged. PNG keeps a transparent background
 * and is what the PDFs embed. Answers its address; UnreadableImageError when the bytes do not decode.
 */
export async function storeLogo(media: MediaStore, data: Buffer): Promise<string> {
  let png: Buffer;
  try {
    png = await sharp(data, { animated: false, limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ height: LOGO_HEIGHT * 2, withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch (error) {
    throw new UnreadableImageError(error);
  }
  const key = `association/${storedImageName("logo", randomUUID())}.png`;
  await media.put(key, png, "image/png");
  return `/media/${key}`;
}

/** The logo's PNG bytes, for a PDF; null without one or when the store has lost it. */
export async function logoBytes(media: MediaStore, url: string | null): Promise<Buffer | null> {
  const key = url ? LOGO_KEY.exec(url)?.[1] : undefined;
  const object = key ? await media.get(key) : null;
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Removes a replaced logo's file; best effort (a failure is logged, the file stays unused). */
export async function removeLogo(media: MediaStore, url: string | null, log: Pick<FastifyBaseLogger, "warn">): Promise<void> {
  const key = url ? LOGO_KEY.exec(url)?.[1] : undefined;
  if (!key) return;
  try {
    await media.remove([key]);
  } catch (error) {
    log.warn({ err: error, logo: key }, "replaced logo not removed");
  }
}
