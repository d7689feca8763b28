/**
 * The private documents (decision 0040): files that name people — a year's certificates ZIP today;
 * proofs of tariffs, staff qualifications and message attachments next. Unlike the media store
 * (public images, served to anyone under /media and cached for a year), a document is sealed with
 * the field cipher before it leaves the process, bound to its key (a document copied under another
 * key does not open), and read only through a route that checks who asks. On the local disk
 * (DATA_DIR/documents) or in the media's S3 bucket under `private/` (the same switch, S3_BUCKET),
 * written and read as streams.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FieldCipher } from "../crypto/field-encryption.ts";
import { isStoreKey } from "../media/media-store.ts";

/** Where sealed bytes are kept: a folder or a bucket (disk-documents.ts, s3-documents.ts). */
export interface SealedBytes {
  kind: "disk" | "s3";
  location: string;
  /** Writes all of `body` under `key`, replacing what was there only once it is whole. */
  write(key: string, body: Readable): Promise<void>;
  read(key: string): Promise<Readable | null>;
  remove(keys: readonly string[]): Promise<void>;
  check(): Promise<void>;
}

export interface DocumentStore {
  kind: SealedBytes["kind"];
  location: string;
  /** Seals and writes a document as it comes (a stream, or bytes already in memory). */
  write(key: string, content: Readable | Uint8Array): Promise<void>;
  /** The document opened as a stream, or null when there is none; the stream fails if it was changed. */
  read(key: string): Promise<Readable | null>;
  /** The whole document in memory (a ZIP to rebuild), or null. */
  readAll(key: string): Promise<Buffer | null>;
  /** Removes documents; a missing one is no error. */
  remove(keys: readonly string[]): Promise<void>;
  check(): Promise<void>;
}

/** A document's key: segments of letters, digits, dot, dash and underscore, as the media's. */
const isDocumentKey = isStoreKey;

const contextOf = (key: string) => `document:${key}`;

export function documentStore(bytes: SealedBytes, cipher: FieldCipher): DocumentStore {
  const checked = (key: string) => {
    if (!isDocumentKey(key)) throw new Error("invalid document key");
    return key;
  };
  const read = async (key: string): Promise<Readable | null> => {
    const sealed = await bytes.read(checked(key));
    if (!sealed) return null;
    const opened = cipher.openStream(contextOf(key));
    sealed.on("error", (error) => opened.destroy(error));
    return sealed.pipe(opened);
  };
  return {
    kind: bytes.kind,
    location: bytes.location,
    async write(key, content) {
      const sealing = cipher.sealStream(contextOf(checked(key)));
      const source = content instanceof Readable ? content : Readable.from([Buffer.from(content)]);
      await Promise.all([pipeline(source, sealing), bytes.write(key, sealing)]);
    },
    read,
    async readAll(key) {
      const stream = await read(key);
      if (!stream) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    remove: (keys) => bytes.remove(keys.map(checked)),
    check: () => bytes.check(),
  };
}
