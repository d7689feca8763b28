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
import { Transform } from "node:stream";

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
      throw new FieldEncryptionError(
        `identifiant de clé «\u00a0${id.slice(0, 40)}\u00a0» invalide (lettres, chiffres, - et _, 32 au plus)`,
      );
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
    if (!key) throw new FieldEncryptionError(`clé «\u00a0${keyId}\u00a0» absente de DATA_ENCRYPTION_KEY`);
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

  /** A stream that seals the bytes written to it (a private document; decision 0040), bound to `context`. */
  sealStream(context: string): Transform {
    return sealingStream({ id: this.currentKeyId, key: this.#keys.get(this.currentKeyId)! }, context);
  }

  /** A stream that opens what `sealStream` wrote with the same context; fails on a change, a cut or another context. */
  openStream(context: string): Transform {
    return openingStream((keyId) => this.#keys.get(keyId), context);
  }

  /** Seals a JSON value (a group of fields stored in one column). */
  sealJson(value: unknown, context: string): string {
    return this.seal(JSON.stringify(value), context);
  }

  openJson(sealed: string, context: string): unknown {
    return JSON.parse(this.open(sealed, context)) as unknown;
  }
}

/**
 * A sealed stream: `PLS1`, the key id (its length in one byte, then the id), a 7-byte random
 * prefix, then records of at most RECORD_BYTES: each its length (4 bytes), its ciphertext and its
 * GCM tag. A record's IV is the prefix, its number (4 bytes) and 1 for the last record, 0 before
 * (the STREAM construction): records cannot be reordered, dropped or cut short without the tag
 * failing, and the context is every record's additional data.
 */
const STREAM_MAGIC = Buffer.from("PLS1");
const RECORD_BYTES = 64 * 1024;
const PREFIX_BYTES = 7;

function recordIv(prefix: Buffer, index: number, last: boolean): Buffer {
  const iv = Buffer.alloc(IV_BYTES);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, PREFIX_BYTES);
  iv[IV_BYTES - 1] = last ? 1 : 0;
  return iv;
}

function sealingStream({ id, key }: DataKey, context: string): Transform {
  const prefix = randomBytes(PREFIX_BYTES);
  const aad = Buffer.from(context, "utf8");
  let pending = Buffer.alloc(0);
  let index = 0;
  const record = (plain: Buffer, last: boolean): Buffer => {
    const cipher = createCipheriv("aes-256-gcm", key, recordIv(prefix, index, last));
    index += 1;
    cipher.setAAD(aad);
    const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(plain.length);
    return Buffer.concat([length, body]);
  };
  const idBytes = Buffer.from(id, "utf8");
  return new Transform({
    construct(callback) {
      this.push(Buffer.concat([STREAM_MAGIC, Buffer.from([idBytes.length]), idBytes, prefix]));
      callback();
    },
    transform(chunk: Buffer, _encoding, callback) {
      pending = Buffer.concat([pending, chunk]);
      // One byte is always kept back: the last record is known only at the end.
      while (pending.length > RECORD_BYTES) {
        this.push(record(pending.subarray(0, RECORD_BYTES), false));
        pending = pending.subarray(RECORD_BYTES);
      }
      callback();
    },
    flush(callback) {
      this.push(record(pending, true));
      callback();
    },
  });
}

function openingStream(keyOf: (keyId: string) => Buffer | undefined, context: string): Transform {
  const aad = Buffer.from(context, "utf8");
  let buffered = Buffer.alloc(0);
  let header: { key: Buffer; prefix: Buffer } | null = null;
  let index = 0;
  let ended = false;
  const unreadable = () => new FieldEncryptionError("document chiffré illisible");
  const step = (stream: Transform): void => {
    if (!header) {
      if (buffered.length < STREAM_MAGIC.length + 1) return;
      if (!buffered.subarray(0, STREAM_MAGIC.length).equals(STREAM_MAGIC)) throw unreadable();
      const idLength = buffered[STREAM_MAGIC.length];
      const end = STREAM_MAGIC.length + 1 + idLength + PREFIX_BYTES;
      if (buffered.length < end) return;
      const keyId = buffered.subarray(STREAM_MAGIC.length + 1, STREAM_MAGIC.length + 1 + idLength).toString("utf8");
      const key = keyOf(keyId);
      if (!key) throw new FieldEncryptionError(`clé «\u00a0${keyId}\u00a0» absente de DATA_ENCRYPTION_KEY`);
      header = { key, prefix: Buffer.from(buffered.subarray(end - PREFIX_BYTES, end)) };
      buffered = buffered.subarray(end);
    }
    while (buffered.length >= 4) {
      if (ended) throw new FieldEncryptionError("document chiffré altéré\u00a0: des octets suivent sa fin");
      const length = buffered.readUInt32BE(0);
      if (length > RECORD_BYTES) throw unreadable();
      if (buffered.length < 4 + length + TAG_BYTES) return;
      const body = buffered.subarray(4, 4 + length);
      const tag = buffered.subarray(4 + length, 4 + length + TAG_BYTES);
      buffered = buffered.subarray(4 + length + TAG_BYTES);
      // A shorter record must be the last; a full one may be.
      const plain =
        length < RECORD_BYTES
          ? openRecord(header, index, body, tag, true)
          : (openRecord(header, index, body, tag, false) ?? openRecord(header, index, body, tag, true));
      if (!plain) throw new FieldEncryptionError("document chiffré altéré ou déplacé");
      ended = plain.last;
      index += 1;
      stream.push(plain.bytes);
    }
  };
  const openRecord = (
    { key, prefix }: { key: Buffer; prefix: Buffer },
    at: number,
    body: Buffer,
    tag: Buffer,
    last: boolean,
  ): { bytes: Buffer; last: boolean } | null => {
    const decipher = createDecipheriv("aes-256-gcm", key, recordIv(prefix, at, last));
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    try {
      return { bytes: Buffer.concat([decipher.update(body), decipher.final()]), last };
    } catch {
      return null;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      buffered = Buffer.concat([buffered, chunk]);
      try {
        step(this);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      // Cut short: the last record never came.
      callback(ended && buffered.length === 0 ? null : new FieldEncryptionError("document chiffré incomplet"));
    },
  });
}
