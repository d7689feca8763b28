import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataKeyFile, prependKeyToFile, resolveFieldCipher } from "./data-keys.ts";
import { FieldCipher, FieldEncryptionError, newDataKeyEntry, parseDataKeys } from "./field-encryption.ts";

const keyA = `a:${Buffer.alloc(32, 1).toString("base64")}`;
const keyB = `b:${Buffer.alloc(32, 2).toString("base64")}`;

describe("field encryption", () => {
  it("opens what it sealed, with a fresh IV each time and the key id in the value", () => {
    const cipher = new FieldCipher(parseDataKeys(keyA));
    const one = cipher.seal("Arachides", "children.medical_file:1");
    const two = cipher.seal("Arachides", "children.medical_file:1");
    expect(one).not.toBe(two);
    expect(one.startsWith("enc1:a:")).toBe(true);
    expect(one).not.toContain("Arachides");
    expect(cipher.open(one, "children.medical_file:1")).toBe("Arachides");
    expect(FieldCipher.keyIdOf(one)).toBe("a");
  });

  it("refuses a value moved to another row, altered, or sealed with a key it does not hold", () => {
    const cipher = new FieldCipher(parseDataKeys(keyA));
    const sealed = cipher.seal("Asthme", "children.medical_file:1");
    expect(() => cipher.open(sealed, "children.medical_file:2")).toThrow(FieldEncryptionError);
    const altered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA");
    expect(() => cipher.open(altered, "children.medical_file:1")).toThrow(FieldEncryptionError);
    expect(() => new FieldCipher(parseDataKeys(keyB)).open(sealed, "children.medical_file:1")).toThrow(/clé «\u00a0a\u00a0» absente/);
  });

  it("seals with the first key of the ring and opens with any of them (rotation)", () => {
    const old = new FieldCipher(parseDataKeys(keyA));
    const sealedByOld = old.seal("Ventolin", "x");
    const ring = new FieldCipher(parseDataKeys(`${keyB},${keyA}`));
    expect(ring.open(sealedByOld, "x")).toBe("Ventolin");
    expect(FieldCipher.keyIdOf(ring.seal("Ventolin", "x"))).toBe("b");
    expect(ring.currentPrefix).toBe("enc1:b:");
  });

  it("reads a bare key with an id derived from it, and refuses bad lists in French", () => {
    const [bare] = parseDataKeys(Buffer.alloc(32, 3).toString("base64"));
    expect(bare.id).toMatch(/^k[0-9a-f]{8}$/);
    expect(() => parseDataKeys("abc")).toThrow("32 octets");
    expect(() => parseDataKeys(`${keyA},${keyA}`)).toThrow("même identifiant");
    expect(() => parseDataKeys(`é:${Buffer.alloc(32).toString("base64")}`)).toThrow("identifiant de clé");
    expect(() => parseDataKeys(" , ")).toThrow("aucune clé");
    expect(parseDataKeys(newDataKeyEntry())).toHaveLength(1);
  });

  it("creates the key file of DATA_DIR once, says so, and puts a new key first on rotation", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "keys-"));
    try {
      const warnings: string[] = [];
      const log = { warn: (message: string) => void warnings.push(message) };
      const first = await resolveFieldCipher({ dataDir }, log);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(dataKeyFile({ dataDir }));
      const again = await resolveFieldCipher({ dataDir }, log);
      expect(warnings).toHaveLength(1);
      expect(again.currentKeyId).toBe(first.currentKeyId);
      const sealed = first.seal("Pollen", "x");
      const newId = await prependKeyToFile({ dataDir });
      const rotated = await resolveFieldCipher({ dataDir }, log);
      expect(rotated.currentKeyId).toBe(newId);
      expect(rotated.open(sealed, "x")).toBe("Pollen");
      expect((await readFile(dataKeyFile({ dataDir }), "utf8")).split(",")).toHaveLength(2);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
