import { FieldCipher, parseDataKeys } from "../../src/server/crypto/field-encryption.ts";

/** The key of every test app (createTestApp), fixed so helpers writing to the database seal alike. */
export const TEST_DATA_KEY = `test1:${Buffer.alloc(32, 7).toString("base64")}`;

export const TEST_CIPHER = new FieldCipher(parseDataKeys(TEST_DATA_KEY));
