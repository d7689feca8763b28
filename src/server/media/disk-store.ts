import { createReadStream } from "node:fs";
import { access, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isMediaKey, type MediaStore } from "./media-store.ts";

/** Images as files under one folder (DATA_DIR/media): one process, or several sharing a disk. */
export async function diskMediaStore(root: string): Promise<MediaStore> {
  await mkdir(root, { recursive: true });
  const fileOf = (key: string) => {
    if (!isMediaKey(key)) throw new Error("invalid media key");
    return path.join(root, ...key.split("/"));
  };
  return {
    kind: "disk",
    location: root,
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // "wx": a stored name is never reused; writing over one would be a bug to hear about.
      await writeFile(file, data, { flag: "wx" });
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: createReadStream(file), contentType: contentTypeOf(key), length: size };
      } catch {
        return null;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async check() {
      await access(root);
    },
  };
}

function contentTypeOf(key: string): string {
  if (key.endsWith(".webp")) return "image/webp";
  if (key.endsWith(".png")) return "image/png";
  if (key.endsWith(".jpg") || key.endsWith(".jpeg")) return "image/jpeg";
  if (key.endsWith(".gif")) return "image/gif";
  return "application/octet-stream";
}
