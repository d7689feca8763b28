import { describe, expect, it } from "vitest";
import { CURRENT_REGISTRATION_CHILD_IDS_KEY, CURRENT_REGISTRATION_ID_KEY } from "./pending-registration.ts";
import { currentRegistrationId, forgetCurrentRegistration } from "./registration-storage.ts";

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
  };
}

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const OTHER = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

describe("currentRegistrationId", () => {
  it("prefers the id of the URL", () => {
    expect(currentRegistrationId(ID, memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: OTHER }))).toBe(ID);
  });

  it("falls back on the stored id, then on nothing", () => {
    expect(currentRegistrationId(null, memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: OTHER }))).toBe(OTHER);
    expect(currentRegistrationId("  ", memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: OTHER }))).toBe(OTHER);
    expect(currentRegistrationId(null, memoryStore())).toBeNull();
    expect(currentRegistrationId(null, memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: "" }))).toBeNull();
    expect(currentRegistrationId(null, null)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(currentRegistrationId(null, broken)).toBeNull();
  });
});

describe("forgetCurrentRegistration", () => {
  it("removes both keys once the stored registration was shown", () => {
    const store = memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: ID, [CURRENT_REGISTRATION_CHILD_IDS_KEY]: "[]", other: "kept" });
    forgetCurrentRegistration(ID.toUpperCase(), store);
    expect([...store.map.keys()]).toEqual(["other"]);
  });

  it("removes stray child ids when no id is stored", () => {
    const store = memoryStore({ [CURRENT_REGISTRATION_CHILD_IDS_KEY]: "[]" });
    forgetCurrentRegistration(ID, store);
    expect(store.map.size).toBe(0);
  });

  it("keeps the stored registration of another submission", () => {
    const store = memoryStore({ [CURRENT_REGISTRATION_ID_KEY]: OTHER, [CURRENT_REGISTRATION_CHILD_IDS_KEY]: "[]" });
    forgetCurrentRegistration(ID, store);
    expect(store.map.size).toBe(2);
  });
});
