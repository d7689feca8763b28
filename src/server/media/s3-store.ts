import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { isMediaKey, MEDIA_CACHE_CONTROL, type MediaStore } from "./media-store.ts";

export interface S3Settings {
  bucket: string;
  /** An S3-compatible host (MinIO, Scaleway, OVH, Cloudflare R2…); unset: AWS itself. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Where the bucket (or a CDN in front of it) serves objects to browsers; unset: the site serves them. */
  publicUrl?: string;
}

/** A client of the bucket (the media and the private documents share it). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // Most S3-compatible hosts (and local stand-ins) address buckets by path, not by sub-domain.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
}

/**
 * Images in an S3 bucket: every process of the site reads and writes the same objects. Each object
 * carries its type and a year of cache, so the bucket or a CDN in front of it serves it as the site
 * would.
 */
export function s3MediaStore(settings: S3Settings): MediaStore {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const publicBase = settings.publicUrl?.replace(/\/$/, "");
  return {
    kind: "s3",
    location: `s3://${Bucket}${settings.endpoint ? ` (${new URL(settings.endpoint).host})` : ""}`,
    async put(key, data, contentType) {
      if (!isMediaKey(key)) throw new Error("invalid media key");
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, CacheControl: MEDIA_CACHE_CONTROL }),
      );
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          length: object.ContentLength,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    publicUrl: publicBase ? (key) => `${publicBase}/${key}` : undefined,
  };
}
