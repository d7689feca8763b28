/** Uploaded images (spec §5, §9): accepted types, size limit, and the widths they are served at. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export const IMAGE_TYPE_ERROR = "Type de fichier non supporté. Utilisez JPG, PNG, WebP ou GIF.";
export const IMAGE_SIZE_ERROR = "Fichier trop volumineux. Maximum 5MB.";

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** The bytes each accepted format starts with; `null` stands for any byte (RIFF's length). */
const SIGNATURES: { type: ImageMimeType; bytes: (number | null)[] }[] = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // "GIF87a" or "GIF89a"
  { type: "image/gif", bytes: [0x47, 0x49, 0x46, 0x38, null, 0x61] },
  // "RIFF", four bytes of length, "WEBP"
  { type: "image/webp", bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50] },
];

/** How many leading bytes imageTypeOf needs to recognise every accepted format. */
export const IMAGE_SIGNATURE_LENGTH = 12;

/**
 * The image type a file really is, from its first bytes rather than its name or the type the
 * browser guessed from the name; `null` for anything else. The same check on both sides: the
 * browser refuses early, the server refuses for good.
 */
export function imageTypeOf(head: Uint8Array): ImageMimeType | null {
  const match = SIGNATURES.find(({ bytes }) =>
    bytes.every((byte, index) => index < head.length && (byte === null || head[index] === byte)),
  );
  return match?.type ?? null;
}

/** What is wrong with an image before it is sent (spec §5 messages), or `null` when it may go. */
export function imageUploadError(head: Uint8Array, size: number): string | null {
  if (imageTypeOf(head) === null) return IMAGE_TYPE_ERROR;
  if (size > IMAGE_MAX_BYTES) return IMAGE_SIZE_ERROR;
  return null;
}

/** Every stored image exists as WebP at these widths: `/media/<bucket>/<name>-<width>.webp`. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export type ImageBucket = "news" | "activities" | "profiles";

const STORED_IMAGE = /^\/media\/(news|activities|profiles)\/([A-Za-z0-9._-]+)\.webp$/;

/** Characters of the original name a stored name keeps: any file system takes the whole name. */
const STORED_NAME_BASE_LENGTH = 60;

/**
 * The stored file name: a timestamp, a part drawn at random (two uploads of one file name in the
 * same millisecond still get two names), then the start of the original name kept to letters,
 * digits, dot and dash. Whatever arrives, the name is unique and at most about 90 characters.
 */
export function storedImageName(originalName: string, unique: string, now: number = Date.now()): string {
  const base = originalName
    .replace(/\.[^.]*$/, "")
    .replace(/[^A-Za-z0-9.-]/g, "")
    .slice(0, STORED_NAME_BASE_LENGTH);
  return `${now}-${unique.replace(/[^A-Za-z0-9]/g, "").slice(0, 12)}-${base || "image"}`;
}

export function storedImageUrl(bucket: ImageBucket, name: string): string {
  return `/media/${bucket}/${name}.webp`;
}

/** The bucket and stored name of an image URL of this site, or null for any other URL. */
export function storedImageOf(url: string | null): { bucket: ImageBucket; name: string } | null {
  const match = url ? STORED_IMAGE.exec(url) : null;
  return match ? { bucket: match[1] as ImageBucket, name: match[2] } : null;
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
  const stored = storedImageOf(url);
  if (!stored) return { src: url };
  const { bucket, name } = stored;
  const variant = (width: number) => `/media/${bucket}/${name}-${width}.webp`;
  return {
    src: variant(IMAGE_WIDTHS[1]),
    srcSet: IMAGE_WIDTHS.map((width) => `${variant(width)} ${width}w`).join(", "),
  };
}

/** The association's logo (decision 0043): a photo-like format only (no SVG, whose script could run; no GIF), 1 MB at most. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const satisfies readonly ImageMimeType[];
export const LOGO_TYPE_ERROR = "Le logo doit être une image PNG, JPEG ou WebP (le SVG et le GIF ne sont pas acceptés).";
export const LOGO_SIZE_ERROR = "Le logo est trop lourd\u00a0: 1 Mo au maximum.";
/** Drawn at most this many CSS pixels high (header, footer, PDFs); stored at twice that for sharp screens. */
export const LOGO_HEIGHT = 48;

/** What is wrong with a logo before it is sent, or `null` when it may go: the same check on both sides. */
export function logoUploadError(head: Uint8Array, size: number): string | null {
  const type = imageTypeOf(head);
  if (type === null || !(LOGO_MIME_TYPES as readonly string[]).includes(type)) return LOGO_TYPE_ERROR;
  if (size > LOGO_MAX_BYTES) return LOGO_SIZE_ERROR;
  return null;
}
