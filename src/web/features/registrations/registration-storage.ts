/**
 * What the registration page leaves in the browser before sending the parent to the success
 * page (spec §4, pending-registration.ts): the registration id and the selected
 * children. The success page falls back on the id when the link lost it, and forgets both once
 * it has shown that registration.
 */
import { CURRENT_REGISTRATION_CHILD_IDS_KEY, CURRENT_REGISTRATION_ID_KEY } from "./pending-registration.ts";

type KeyValueStore = Pick<Storage, "getItem" | "removeItem">;

/** localStorage, or null where the browser refuses it (private modes, disabled storage). */
function defaultStore(): KeyValueStore | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The registration to show: the one in the URL, else the stored one, else null. */
export function currentRegistrationId(fromUrl: string | null, store: KeyValueStore | null = defaultStore()): string | null {
  const inUrl = fromUrl?.trim();
  if (inUrl) return inUrl;
  try {
    return store?.getItem(CURRENT_REGISTRATION_ID_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

/**
 * Forgets the stored registration once `shownId` was loaded. A stored id of another registration
 * (not shown yet) is left alone.
 */
export function forgetCurrentRegistration(shownId: string, store: KeyValueStore | null = defaultStore()): void {
  if (!store) return;
  try {
    const stored = store.getItem(CURRENT_REGISTRATION_ID_KEY)?.trim();
    if (stored && stored.toLowerCase() !== shownId.toLowerCase()) return;
    store.removeItem(CURRENT_REGISTRATION_ID_KEY);
    store.removeItem(CURRENT_REGISTRATION_CHILD_IDS_KEY);
  } catch {
    // Nothing to do: the stored id only serves a link that lost its own.
  }
}
