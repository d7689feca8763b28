import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TEST_CIPHER } from "../../../tests/support/data-keys.ts";
import { diskDocuments } from "./disk-documents.ts";
import { type DocumentStore, documentStore } from "./document-store.ts";

describe("the private document store on disk", () => {
  let root: string;
  let store: DocumentStore;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "documents-"));
    store = documentStore(await diskDocuments(root), TEST_CIPHER);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const sealedFile = (key: string) => path.join(root, ...key.split("/"));

  it("seals what it writes, streamed in records, and gives it back whole", async () => {
    const content = Buffer.alloc(200_000, 0);
    content.write("Léa Lefèvre 16.03.15-123.07", 150_000);
    await store.write("certificate-runs/a.zip", Readable.from([content.subarray(0, 70_000), content.subarray(70_000)]));
    const raw = await readFile(sealedFile("certificate-runs/a.zip"));
    expect(raw.includes("Lefèvre")).toBe(false);
    expect((await store.readAll("certificate-runs/a.zip"))?.equals(content)).toBe(true);
    await store.write("b.bin", new Uint8Array());
    expect((await store.readAll("b.bin"))?.length).toBe(0);
    expect(await store.read("missing.zip")).toBeNull();
    expect(await readdir(path.join(root, "certificate-runs"))).toEqual(["a.zip"]);
  });

  it("refuses a changed, cut or moved document", async () => {
    await store.write("a.zip", Buffer.alloc(100_000, 7));
    const raw = await readFile(sealedFile("a.zip"));
    const changed = Buffer.from(raw);
    changed[raw.length - 40] ^= 1;
    await writeFile(sealedFile("changed.zip"), changed);
    await expect(store.readAll("changed.zip")).rejects.toThrow();
    await writeFile(sealedFile("cut.zip"), raw.subarray(0, 4 + 1 + 20 + 7 + 4 + 65_536 + 16));
    await expect(store.readAll("cut.zip")).rejects.toThrow();
    await writeFile(sealedFile("moved.zip"), raw);
    await expect(store.readAll("moved.zip")).rejects.toThrow();
  });

  it("removes documents and refuses keys that leave its folder", async () => {
    await store.write("a.zip", Buffer.from("x"));
    await store.remove(["a.zip", "never-written.zip"]);
    expect(await store.read("a.zip")).toBeNull();
    await expect(store.write("../escape.zip", Buffer.from("x"))).rejects.toThrow("invalid document key");
  });
});
