import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type DataKey, FieldCipher, newDataKeyEntry, parseDataKeys } from "./field-encryption.ts";

/** What the keys need of the configuration (config.ts reads them from the environment). */
interface KeySettings {
  dataDir: string;
  /** DATA_ENCRYPTION_KEY, read; unset: the key file of `dataDir`. */
  dataKeys?: DataKey[];
}

/** Where the embedded installation keeps its keys when DATA_ENCRYPTION_KEY is unset. */
export function dataKeyFile(config: Pick<KeySettings, "dataDir">): string {
  return path.join(config.dataDir, "data-encryption-key");
}

interface KeyLog {
  warn(message: string): void;
}

/**
 * The cipher of the sensitive fields: DATA_ENCRYPTION_KEY when set, otherwise the key file of
 * DATA_DIR, created on first start (and said in the log: it must be saved with the database's
 * backups, yet apart from them). Production with DATABASE_URL never gets here without the variable
 * (config.ts refuses to start).
 */
export async function resolveFieldCipher(config: KeySettings, log: KeyLog): Promise<FieldCipher> {
  if (config.dataKeys) return new FieldCipher(config.dataKeys);
  const file = dataKeyFile(config);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    // `wx`: two processes starting together keep one key, the first one written.
    const created = await writeFile(file, `${newDataKeyEntry()}\n`, { mode: 0o600, flag: "wx" }).then(
      () => true,
      () => false,
    );
    if (created) {
      log.warn(
        `Clé de chiffrement des données créée dans ${file} : sauvegardez-la à part de la base (sans elle, les dossiers médicaux sont illisibles), ou définissez DATA_ENCRYPTION_KEY.`,
      );
    }
    text = await readFile(file, "utf8");
  }
  return new FieldCipher(parseDataKeys(text.trim()));
}

/** Puts a new key at the head of the key file (the embedded installation's rotation); answers its id. */
export async function prependKeyToFile(config: Pick<KeySettings, "dataDir">): Promise<string> {
  const file = dataKeyFile(config);
  const existing = (await readFile(file, "utf8").catch(() => "")).trim();
  const entry = newDataKeyEntry();
  await writeFile(file, `${[entry, existing].filter(Boolean).join(",")}\n`, { mode: 0o600 });
  return entry.slice(0, entry.indexOf(":"));
}
