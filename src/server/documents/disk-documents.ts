import { createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { SealedBytes } from "./document-store.ts";

/** Sealed documents as files under one folder (DATA_DIR/documents), written whole then renamed into place. */
export async function diskDocuments(root: string): Promise<SealedBytes> {
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => path.join(root, ...key.split("/"));
  return {
    kind: "disk",
    location: root,
    async write(key, body: Readable) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${crypto.randomUUID()}.partial`;
      try {
        await pipeline(body, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        await access(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async check() {
      await access(root);
    },
  };
}
