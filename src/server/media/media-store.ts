/**
 * Where uploaded images live: the local disk (DATA_DIR/media, the default) or an S3-compatible
 * bucket (S3_BUCKET…), behind one interface that the image service, `/media/*` and the orphan
 * sweep all use. Keys are paths under /media: `<bucket>/<name>-<width>.webp`. Stored names are
 * unique and never reused, so an object is written once and may be cached for a year.
 */
import type { Readable } from "node:stream";

export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

interface MediaObject {
  body: Readable;
  contentType: string;
  length?: number;
}

export interface MediaStore {
  kind: "disk" | "s3";
  /** Where it keeps the files, for the settings page and the health check (no secret in it). */
  location: string;
  /** Writes a new object; a key is never written twice. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Reads an object; null when there is none. */
  get(key: string): Promise<MediaObject | null>;
  /** Removes objects; a missing one is no error. */
  remove(keys: string[]): Promise<void>;
  /** Throws when the storage cannot be reached (health check). */
  check(): Promise<void>;
  /** The public address an object is served at instead of `/media/*`, when there is one. */
  publicUrl?(key: string): string;
}

/** A key of this store: segments of letters, digits, dot, dash and underscore, never "..". */
export function isMediaKey(key: string): boolean {
  return isStoreKey(key) && !key.startsWith(PRIVATE_PREFIX);
}

/** Where the private documents sit in a bucket the media share (documents/s3-documents.ts): never a media key. */
export const PRIVATE_PREFIX = "private/";

/** A key of a store: segments of letters, digits, dot, dash and underscore, never "..". */
export function isStoreKey(key: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) && !key.split("/").includes("..");
}
