/**
 * The registration just submitted, kept in the browser before leaving for the payment step
 * (spec §4): the success page finds it again when it is opened without ?registration_id=
 * (a card provider's return, a bookmark), and forgets it once shown
 * (registration-storage.ts).
 */
export const CURRENT_REGISTRATION_ID_KEY = "current_registration_id";
export const CURRENT_REGISTRATION_CHILD_IDS_KEY = "current_registration_child_ids";

export function rememberPendingRegistration(registrationId: string, childIds: string[]): void {
  try {
    localStorage.setItem(CURRENT_REGISTRATION_ID_KEY, registrationId);
    localStorage.setItem(CURRENT_REGISTRATION_CHILD_IDS_KEY, JSON.stringify(childIds));
  } catch {
    // Storage refused (private mode, quota): the redirect carries the id anyway.
  }
}
