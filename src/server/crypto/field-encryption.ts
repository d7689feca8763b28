/**
 * Encryption at rest of the fields the site marks as sensitive: a child's medical file (its health
 * form, emergency contacts included), the national register numbers of parents and children and
 * the certificates that carry them (the list: crypto/rotate.ts). AES-256-GCM with a fresh 12-byte IV per
 * value; the value carries the id of the key that sealed it, so keys can be rotated: the first key
 * of the ring seals, every key of the ring opens. The keys live outside the database
 * (DATA_ENCRYPTION_KEY, or the key file of the embedded database): a dump alone reveals nothing.
 *
 * A sealed value is one text: `enc1:<key id>:<iv>:<ciphertext and tag>` (base64url), so a column
 * stays `text`, and `keys:rotate` finds the values of older keys by their prefix.
 *
 * `context` is bound to the value as GCM's additional data (the table, column and row it belongs
 * to): a value copied into another row or column does not open.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const FORMAT = "enc1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export interface DataKey {
  id: string;
  key: Buffer;
}

export class FieldEncryptionError extends Error {}

/** A key's id when none is given: derived from the key (no secret leaks from 32 bits of a hash). */
function derivedKeyId(key: Buffer): string {
  return `k${createHash("sha256").update("plaines data key id").update(key).digest("hex").slice(0, 8)}`;
}

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Reads a key list: `id:base64,id:base64` (newest first), or one bare base64 key. Throws a French
 * message naming what is wrong (the configuration shows it at start).
 */
export function parseDataKeys(text: string): DataKey[] {
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new FieldEncryptionError("aucune clé");
  const keys = entries.map((entry) => {
    const separator = entry.indexOf(":");
    const id = separator === -1 ? null : entry.slice(0, separator);
    const encoded = separator === -1 ? entry : entry.slice(separator + 1);
    if (id !== null && !KEY_ID.test(id)) {
      throw new FieldEncryptionError(`identifiant de clé « ${id.slice(0, 40)} » invalide (lettres, chiffres, - et _, 32 au plus)`);
    }
    const key = Buffer.from(encoded, "base64");
    if (key.length !== KEY_BYTES || !/^[A-Za-z0-9+/_-]+=*$/.test(encoded)) {
      throw new FieldEncryptionError(`chaque clé doit faire 32 octets encodés en base64 (openssl rand -base64 32)`);
    }
    return { id: id ?? derivedKeyId(key), key };
  });
  if (new Set(keys.map((k) => k.id)).size !== keys.length) throw new FieldEncryptionError("deux clés portent le même identifiant");
  return keys;
}

/** A new key, written as the key list expects it. */
export function newDataKeyEntry(now = new Date()): string {
  const id = `k${now.toISOString().slice(0, 10).replaceAll("-", "")}${randomBytes(2).toString("hex")}`;
  return `${id}:${randomBytes(KEY_BYTES).toString("base64")}`;
}

export class FieldCipher {
  readonly #keys: Map<string, Buffer>;
  readonly currentKeyId: string;

  constructor(keys: DataKey[]) {
    if (keys.length === 0) throw new FieldEncryptionError("aucune clé");
    this.#keys = new Map(keys.map((k) => [k.id, k.key]));
    this.currentKeyId = keys[0].id;
  }

  /** The prefix of every value sealed with the current key (what rotation leaves alone). */
  get currentPrefix(): string {
    return `${FORMAT}:${this.currentKeyId}:`;
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", this.#keys.get(this.currentKeyId)!, iv);
    cipher.setAAD(Buffer.from(context, "utf8"));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
    return `${FORMAT}:${this.currentKeyId}:${iv.toString("base64url")}:${body.toString("base64url")}`;
  }

  open(sealed: string, context: string): string {
    const [format, keyId, ivText, bodyText, ...rest] = sealed.split(":");
    if (format !== FORMAT || !keyId || !ivText || !bodyText || rest.length > 0) throw new FieldEncryptionError("valeur chiffrée illisible");
    const key = this.#keys.get(keyId);
    // Never guess: a value whose key is gone must stop the request, not read as empty.
    if (!key) throw new FieldEncryptionError(`clé « ${keyId} » absente de DATA_ENCRYPTION_KEY`);
    const iv = Buffer.from(ivText, "base64url");
    const body = Buffer.from(bodyText, "base64url");
    if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new FieldEncryptionError("valeur chiffrée illisible");
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    decipher.setAAD(Buffer.from(context, "utf8"));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    } catch {
      throw new FieldEncryptionError("valeur chiffrée altérée ou déplacée");
    }
  }

  /** A sealed value's key id, or null when the text is not a sealed value. */
  static keyIdOf(sealed: string): string | null {
    const [format, keyId] = sealed.split(":");
    return format === FORMAT && keyId ? keyId : null;
  }

  /** Seals a JSON value (a group of fields stored in one column). */
  sealJson(value: unknown, context: string): string {
    return this.seal(JSON.stringify(value), context);
  }

  openJson(sealed: string, context: string): unknown {
    return JSON.parse(this.open(sealed, context)) as unknown;
  }
}
