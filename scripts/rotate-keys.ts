/**
 * `npm run keys:rotate`: re-encrypts every sensitive field with the newest key (the first of
 * DATA_ENCRYPTION_KEY, or of DATA_DIR's key file). `-- --new-key` first adds a new key at the
 * head of the key file (installations without DATA_ENCRYPTION_KEY). Safe to stop and run again.
 */
import path from "node:path";
import { ConfigError, loadConfig } from "../src/server/config.ts";
import { prependKeyToFile, resolveFieldCipher } from "../src/server/crypto/data-keys.ts";
import { rotateSealedColumns } from "../src/server/crypto/rotate.ts";
import { openDatabase } from "../src/server/db/client.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const log = { warn: (message: string) => console.warn(message) };
if (process.argv.includes("--new-key")) {
  if (config.dataKeys) {
    console.error("DATA_ENCRYPTION_KEY est défini : ajoutez la nouvelle clé en tête de sa liste (id:clé,ancien-id:ancienne-clé).");
    process.exit(1);
  }
  await resolveFieldCipher(config, log);
  console.log(`Nouvelle clé ${await prependKeyToFile(config)} ajoutée en tête du fichier de clés.`);
}

const cipher = await resolveFieldCipher(config, log);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, "pglite"), poolSize: 2 });
try {
  const results = await rotateSealedColumns(database.db, cipher, {
    onBatch: ({ table, column, rotated }) => console.log(`${table}.${column} : ${rotated} valeurs rechiffrées…`),
  });
  for (const { table, column, rotated } of results)
    console.log(`${table}.${column} : ${rotated} valeurs rechiffrées avec la clé ${cipher.currentKeyId}.`);
  console.log("Rotation terminée : les anciennes clés peuvent être retirées quand aucun autre serveur ne les utilise.");
} finally {
  await database.close();
}
