import { certificatePaths, type NationalNumberSaved } from "../../../../domain/contracts/certificates.ts";
import type { NationalNumberInput } from "../../../../domain/contracts/certificates-input.ts";
import { api } from "../../../lib/api-client.ts";

/** Whose national register number a form asks: the parent's own, or one of their children's. */
export type NationalNumberOwner = { kind: "parent" } | { kind: "child"; childId: string };

/** Saves a national register number; the server checks a child's against the birth date and answers it formatted. */
export function saveNationalNumber(owner: NationalNumberOwner, input: NationalNumberInput): Promise<NationalNumberSaved> {
  const url =
    owner.kind === "parent"
      ? certificatePaths.parentNationalNumber.url()
      : certificatePaths.childNationalNumber.url({ childId: owner.childId });
  return api.put<NationalNumberSaved>(url, input);
}
