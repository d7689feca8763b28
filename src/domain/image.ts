/** Uploaded images (spec §5, §9): accepted types, size limit, and the widths they are served at. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_TYPE_ERROR = "Type de fichier non supporté. Utilisez JPG, PNG, WebP ou GIF.";
export const IMAGE_SIZE_ERROR = "Fichier trop volumineux. Maximum 5MB.";

/** Every stored image exists as WebP at these widths: `/media/<bucket>/<name>-<width>.webp`. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_BUCKETS = ["news", "activities", "profiles"] as const;
export type ImageBucket = (typeof IMAGE_BUCKETS)[number];

const STORED_IMAGE = /^\/media\/(news|activities|profiles)\/([A-Za-z0-9._-]+)\.webp$/;

/** The stored file name: a timestamp, then the original name kept to letters, digits, dot and dash. */
export function storedImageName(originalName: string, now: number = Date.now()): string {
  const base = originalName.replace(/\.[^.]*$/, "").replace(/[^A-Za-z0-9.-]/g, "");
  return `${now}-${base || "image"}`;
}

export function storedImageUrl(bucket: ImageBucket, name: string): string {
  return `/media/${bucket}/${name}.webp`;
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcSet` for an image URL. Stored images get every width; an external URL
 * (allowed for news) is used as it is.
 */
export function responsiveImage(url: string): ResponsiveImage {
  const match = STORED_IMAGE.exec(url);
  if (!match) return { src: url };
  const [, bucket, name] = match;
  const variant = (width: number) => `/media/${bucket}/${name}-${width}.webp`;
  return {
    src: variant(IMAGE_WIDTHS[1]),
    srcSet: IMAGE_WIDTHS.map((width) => `${variant(width)} ${width}w`).join(", "),
  };
}
