/**
 * The proofs of tariffs (decision 0040: the private document store). A parent sends the proof
 * before the registration: it is sealed under `tariff-proofs/<parent>/<proof>`, with a small
 * sealed note beside it (`….json`: the name and type as sent), and its id goes back to the form.
 * The registration that names it keeps its key on the claim; a proof no registration named is
 * removed a day later (its job, sent with the upload). The key holds the parent's id: a proof is
 * found only by the parent who sent it. Once the plaine is over, a proof is kept its category's
 * days (`proof_kept_days`), then removed by the daily job; the claim keeps its decision.
 */
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { isUuid } from "../../../domain/ids.ts";
import {
  TARIFF_PROOF_SIGNATURE_LENGTH,
  TARIFF_PROOF_TYPES,
  type TariffProofType,
  tariffProofTypeOf,
  tariffProofUploadError,
} from "../../../domain/tariff-claims.ts";
import type { TariffProofUpload } from "../../../domain/contracts/registrations.ts";
import type { Db } from "../../db/client.ts";
import { activities, registrations, tariffCategories, tariffClaims } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError } from "../../http/errors.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { isStoreKey } from "../../media/media-store.ts";
import { unusedTariffProofJob } from "./jobs.ts";

const FOLDER = "tariff-proofs";

/** A proof no registration named is removed this long after it was sent. */
const UNUSED_PROOF_MS = 24 * 60 * 60 * 1000;
/**
 * A registration takes a proof sent less than this long ago: an older one may be removed by its job
 * while the registration is being saved, so it is asked again rather than lost.
 */
const PROOF_USABLE_MS = 23 * 60 * 60 * 1000;

const proofKey = (parentId: string, proofId: string) => `${FOLDER}/${parentId}/${proofId}`;
const noteKey = (key: string) => `${key}.json`;

/** What the note beside a proof says (sealed like the proof). */
interface ProofNote {
  fileName: string;
  contentType: TariffProofType;
  sizeBytes: number;
  uploadedAt: string;
}

/** A proof as a registration names it: its key in the store, and its name and type as sent. */
export interface FoundProof {
  key: string;
  fileName: string;
  contentType: TariffProofType;
}

/** The name as the parent's device gave it, kept to what a header and a list can show. */
function cleanFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const cleaned = name.replace(/[\u0000-\u001f\u007f"\\/]/g, "").trim();
  return (cleaned || "preuve").slice(0, 255);
}

export interface ProofUploadDeps {
  documents: Pick<DocumentStore, "write">;
  jobs: Pick<JobQueue, "send">;
}

/**
 * Keeps a parent's proof: its type read from its bytes (PDF, JPEG or PNG), 5 MB at most (the route
 * stops reading past it), sealed in the store; its removal a day later is asked at once.
 */
export async function storeTariffProof(
  deps: ProofUploadDeps,
  parentId: string,
  upload: { bytes: Buffer; name: string },
  now: Date = new Date(),
): Promise<TariffProofUpload> {
  const { bytes } = upload;
  const problem = tariffProofUploadError(bytes.subarray(0, TARIFF_PROOF_SIGNATURE_LENGTH), bytes.length);
  if (problem) throw new HttpError("VALIDATION", problem, { file: problem });
  const contentType = tariffProofTypeOf(bytes.subarray(0, TARIFF_PROOF_SIGNATURE_LENGTH))!;
  const proofId = crypto.randomUUID();
  const key = proofKey(parentId, proofId);
  const note: ProofNote = { fileName: cleanFileName(upload.name), contentType, sizeBytes: bytes.length, uploadedAt: now.toISOString() };
  await deps.documents.write(key, bytes);
  await deps.documents.write(noteKey(key), Buffer.from(JSON.stringify(note)));
  await deps.jobs.send(unusedTariffProofJob, { key }, { startAfter: new Date(Date.now() + UNUSED_PROOF_MS) });
  return { proofId, fileName: note.fileName, contentType, sizeBytes: bytes.length };
}

/** A proof this parent sent and a registration may still name; null when there is none (another parent's, removed, too old). */
export async function findTariffProof(
  documents: Pick<DocumentStore, "readAll">,
  parentId: string,
  proofId: string,
  now: Date = new Date(),
): Promise<FoundProof | null> {
  const key = proofKey(parentId, proofId.toLowerCase());
  if (!isUuid(proofId) || !isStoreKey(key)) return null;
  const raw = await documents.readAll(noteKey(key));
  if (!raw) return null;
  const note = JSON.parse(raw.toString("utf8")) as ProofNote;
  if (!(TARIFF_PROOF_TYPES as readonly string[]).includes(note.contentType)) return null;
  if (now.getTime() - Date.parse(note.uploadedAt) > PROOF_USABLE_MS) return null;
  return { key, fileName: note.fileName, contentType: note.contentType };
}

/** Whether a claim already names this proof (a proof serves one claim). */
export async function isProofUsed(db: Db, key: string): Promise<boolean> {
  const [row] = await db.select({ id: tariffClaims.registrationId }).from(tariffClaims).where(eq(tariffClaims.proofKey, key)).limit(1);
  return row !== undefined;
}

export interface ProofSweepDeps {
  db: Db;
  documents: Pick<DocumentStore, "remove">;
}

/**
 * A day after its upload: the proof goes unless a claim names it (then only its note goes: the claim
 * keeps its name and type). Removing what is already gone is no error, so a retry changes nothing.
 */
export async function removeUnusedTariffProof(deps: ProofSweepDeps, key: string): Promise<boolean> {
  if (!key.startsWith(`${FOLDER}/`) || !isStoreKey(key)) return false;
  const used = await isProofUsed(deps.db, key);
  await deps.documents.remove(used ? [noteKey(key)] : [key, noteKey(key)]);
  return !used;
}

/**
 * Every proof whose plaine ended more than its category's `proof_kept_days` ago (`today`, Brussels)
 * is removed from the store, then its claim says so (no key, the day it went). The documents go
 * first: a run that stops between the two leaves keys to a missing document, removed again next time.
 */
export async function removeExpiredTariffProofs(deps: ProofSweepDeps, today: string, now: Date = new Date()): Promise<number> {
  const due = await deps.db
    .select({ registrationId: tariffClaims.registrationId, key: tariffClaims.proofKey })
    .from(tariffClaims)
    .innerJoin(registrations, eq(registrations.id, tariffClaims.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .innerJoin(tariffCategories, eq(tariffCategories.id, tariffClaims.categoryId))
    .where(and(isNotNull(tariffClaims.proofKey), lt(sql`${activities.endDate} + ${tariffCategories.proofKeptDays}`, sql`${today}::date`)));
  let removed = 0;
  for (const { registrationId, key } of due) {
    if (!key) continue;
    await deps.documents.remove(isStoreKey(key) ? [key, noteKey(key)] : []);
    const cleared = await deps.db
      .update(tariffClaims)
      .set({ proofKey: null, proofDeletedAt: now, updatedAt: now })
      .where(and(eq(tariffClaims.registrationId, registrationId), eq(tariffClaims.proofKey, key)))
      .returning({ id: tariffClaims.registrationId });
    removed += cleared.length;
  }
  return removed;
}
