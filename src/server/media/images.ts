import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, storedImageName, storedImageUrl, type ImageBucket } from "../../domain/image.ts";
import type { Db } from "../db/client.ts";
import { images } from "../db/schema.ts";

export interface StoreImageInput {
  bucket: ImageBucket;
  data: Buffer;
  originalName: string;
  uploadedBy?: string | null;
}

/**
 * Re-encodes an image to WebP at every width of IMAGE_WIDTHS (never enlarged), plus the
 * largest as `<name>.webp`. Re-encoding drops metadata (GPS, camera) and anything that is
 * not an image, so what we serve is always a clean picture. Returns the image's public URL.
 */
export async function storeImage(db: Db, mediaDir: string, input: StoreImageInput): Promise<string> {
  const source = sharp(input.data, { animated: false, limitInputPixels: 40_000_000 }).rotate();
  const { width = 0, height = 0 } = await source.metadata();
  const name = storedImageName(input.originalName);
  const folder = path.join(mediaDir, input.bucket);
  await mkdir(folder, { recursive: true });

  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (targetWidth) => ({
      targetWidth,
      data: await source.clone().resize({ width: targetWidth, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
    })),
  );
  await Promise.all(
    variants.map(({ targetWidth, data }) => writeFile(path.join(folder, `${name}-${targetWidth}.webp`), data, { flag: "wx" })),
  );
  await writeFile(path.join(folder, `${name}.webp`), variants.at(-1)!.data, { flag: "wx" });

  await db.insert(images).values({
    bucket: input.bucket,
    name,
    originalName: input.originalName,
    width,
    height,
    uploadedBy: input.uploadedBy ?? null,
  });
  return storedImageUrl(input.bucket, name);
}
