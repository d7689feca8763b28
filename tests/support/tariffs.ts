import { readFileSync } from "node:fs";
import type { TariffCharge } from "../../src/domain/tariffs.ts";
import type { TariffProofUpload } from "../../src/domain/contracts/registrations.ts";
import type { Db } from "../../src/server/db/client.ts";
import { tariffSettings } from "../../src/server/db/schema.ts";
import type { TestApp } from "./test-app.ts";

/** A small real PDF (one page, "Attestation BIM"): the proof families send in the tests. */
export const PROOF_PDF: Buffer = readFileSync(new URL("../fixtures/tariffs/attestation-bim.pdf", import.meta.url));
export const PROOF_PDF_PATH = new URL("../fixtures/tariffs/attestation-bim.pdf", import.meta.url).pathname;

/** What a claim is charged until an administrator decides. */
export async function setTariffCharge(db: Db, charge: TariffCharge): Promise<void> {
  await db.insert(tariffSettings).values({ id: 1, charge }).onConflictDoUpdate({ target: tariffSettings.id, set: { charge } });
}

/** A parent's proof sent as the form sends it: the file's bytes, its name in the query string. */
export function uploadProof(t: TestApp, cookie: string | undefined, bytes: Uint8Array = PROOF_PDF, name = "attestation-bim.pdf") {
  return t.app.inject({
    method: "POST",
    url: `/api/registrations/tariff-proofs?name=${encodeURIComponent(name)}`,
    headers: { origin: t.config.publicUrl, "content-type": "application/octet-stream", ...(cookie ? { cookie } : {}) },
    payload: Buffer.from(bytes),
  });
}

/** A proof sent, its id for the registration. */
export async function sentProof(t: TestApp, cookie: string, name?: string): Promise<TariffProofUpload> {
  const response = await uploadProof(t, cookie, PROOF_PDF, name);
  if (response.statusCode !== 201) throw new Error(`proof refused: ${response.body}`);
  return response.json<TariffProofUpload>();
}

/**
 * A parent's registration of one child with a claim, through the real endpoint: the proof sent
 * first when `proof` says so. Answers the registration (the claim's id) and its payment.
 */
export async function registerWithClaim(
  t: TestApp,
  parent: { cookie: string },
  submission: { activityId: string; childId: string; categoryId: string; proof?: boolean; paymentMethod?: "bank_transfer" | "stripe" },
): Promise<{ registrationId: string; paymentId: string }> {
  const proofId = submission.proof ? (await sentProof(t, parent.cookie)).proofId : undefined;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/registrations",
    headers: { origin: t.config.publicUrl, "content-type": "application/json", cookie: parent.cookie },
    payload: {
      activityId: submission.activityId,
      childIds: [submission.childId],
      paymentMethod: submission.paymentMethod ?? "bank_transfer",
      acceptTerms: true,
      tariffs: [{ childId: submission.childId, categoryId: submission.categoryId, declaration: true, ...(proofId ? { proofId } : {}) }],
    },
  });
  if (response.statusCode !== 201) throw new Error(`registration refused: ${response.body}`);
  return response.json<{ registrationId: string; paymentId: string }>();
}
