import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { PRIVATE_PREFIX } from "../media/media-store.ts";
import { s3Client, type S3Settings } from "../media/s3-store.ts";
import type { SealedBytes } from "./document-store.ts";

/**
 * Sealed documents in the media's S3 bucket, under `private/`: the bucket serves nothing there in
 * clear (each object is sealed), and /media/* refuses the prefix. An object is sent whole: the
 * sealed stream is gathered first (the SDK's one-shot upload needs its length).
 */
export function s3Documents(settings: S3Settings): SealedBytes {
  const client = s3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${PRIVATE_PREFIX}${key}`;
  return {
    kind: "s3",
    location: `s3://${Bucket}/${PRIVATE_PREFIX}`,
    async write(key, body) {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: objectKey(key),
          Body: Buffer.concat(chunks),
          ContentType: "application/octet-stream",
          CacheControl: "no-store",
        }),
      );
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      await client.send(
        new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((key) => ({ Key: objectKey(key) })), Quiet: true } }),
      );
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
