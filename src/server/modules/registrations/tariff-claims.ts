/**
 * The tariffs a family claims at registration (domain/tariff-claims.ts): which are offered on a
 * plaine (the categories not archived, at `tariffPriceCents`), each child's price in the
 * registration's transaction under the plaine's lock, and the claims saved with the registrations.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import {
  chargedAtRegistration,
  TARIFF_CHILD_NOT_CHOSEN,
  TARIFF_CHILD_TWICE,
  TARIFF_NOT_OFFERED,
  TARIFF_PROOF_NOT_FOUND,
  TARIFF_PROOF_REQUIRED,
  TARIFF_PROOF_USED,
} from "../../../domain/tariff-claims.ts";
import { type TariffCharge, tariffPriceCents } from "../../../domain/tariffs.ts";
import type { TariffClaimInput } from "../../../domain/contracts/registrations-input.ts";
import type { RegistrationTariff } from "../../../domain/contracts/registrations.ts";
import type { PaymentMethod } from "../../../domain/registration.ts";
import type { Db } from "../../db/client.ts";
import { activityTariffs, tariffCategories, tariffClaims, tariffSettings } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError } from "../../http/errors.ts";
import { findTariffProof, type FoundProof, isProofUsed } from "./tariff-proofs.ts";

/** The tariffs offered on a plaine, in the organiser's order: a category not archived with a price there. */
export async function offeredTariffs(db: Db, activity: { id: string; priceStandardCents: number }): Promise<RegistrationTariff[]> {
  const rows = await db
    .select({ category: tariffCategories, plainePriceCents: activityTariffs.priceCents })
    .from(tariffCategories)
    .leftJoin(activityTariffs, and(eq(activityTariffs.categoryId, tariffCategories.id), eq(activityTariffs.activityId, activity.id)))
    .where(isNull(tariffCategories.archivedAt))
    .orderBy(asc(tariffCategories.position), asc(tariffCategories.name));
  return rows.flatMap(({ category, plainePriceCents }) => {
    const priceCents = tariffPriceCents(activity.priceStandardCents, category, plainePriceCents);
    if (priceCents === null) return [];
    return [
      {
        categoryId: category.id,
        name: category.name,
        qualifies: category.qualifies,
        priceCents,
        proofRequired: category.proofRequired,
        proofDescription: category.proofDescription,
      },
    ];
  });
}

/** What the organiser charges while a claim waits ('tariff' when the setting was never saved). */
export async function loadTariffCharge(db: Db): Promise<TariffCharge> {
  const [row] = await db.select({ charge: tariffSettings.charge }).from(tariffSettings).where(eq(tariffSettings.id, 1));
  return row?.charge ?? "tariff";
}

/** A child's claim as it is saved: the category, its price on the plaine then, the proof it names. */
export interface ClaimToSave {
  categoryId: string;
  categoryName: string;
  tariffPriceCents: number;
  proof: FoundProof | null;
}

/** What each chosen child costs (before the family discount), and the claim made for it. */
export interface ChildPrice {
  childId: string;
  priceCents: number;
  claim: ClaimToSave | null;
}

const refusal = (index: number, field: "childId" | "categoryId" | "proofId", message: string) =>
  new HttpError("VALIDATION", message, { [`tariffs.${index}.${field}`]: message });

/**
 * The price of each chosen child, in the order given, from the plaine's standard price read under
 * its lock: a claimed tariff checked (offered on this plaine, the proof given where asked and sent
 * by this parent, used by no other claim), its price charged at once only as chargedAtRegistration says.
 */
export async function priceChildren(
  tx: Db,
  documents: Pick<DocumentStore, "readAll">,
  submission: {
    parentId: string;
    activity: { id: string; priceStandardCents: number };
    childIds: string[];
    claims: TariffClaimInput[];
    paymentMethod: PaymentMethod;
    now: Date;
  },
): Promise<ChildPrice[]> {
  const { activity, claims } = submission;
  const standardCents = activity.priceStandardCents;
  if (claims.length === 0) return submission.childIds.map((childId) => ({ childId, priceCents: standardCents, claim: null }));
  const offered = await offeredTariffs(tx, activity);
  const charge = await loadTariffCharge(tx);
  const byChild = new Map<string, ClaimToSave>();
  const proofs = new Set<string>();
  for (const [index, claim] of claims.entries()) {
    if (!submission.childIds.includes(claim.childId)) throw refusal(index, "childId", TARIFF_CHILD_NOT_CHOSEN);
    if (byChild.has(claim.childId)) throw refusal(index, "childId", TARIFF_CHILD_TWICE);
    const tariff = offered.find((candidate) => candidate.categoryId === claim.categoryId.toLowerCase());
    if (!tariff) throw refusal(index, "categoryId", TARIFF_NOT_OFFERED);
    if (tariff.proofRequired && !claim.proofId) throw refusal(index, "proofId", TARIFF_PROOF_REQUIRED);
    let proof: FoundProof | null = null;
    if (claim.proofId) {
      proof = await findTariffProof(documents, submission.parentId, claim.proofId, submission.now);
      if (!proof) throw refusal(index, "proofId", TARIFF_PROOF_NOT_FOUND);
      if (proofs.has(proof.key) || (await isProofUsed(tx, proof.key))) throw refusal(index, "proofId", TARIFF_PROOF_USED);
      proofs.add(proof.key);
    }
    byChild.set(claim.childId, { categoryId: tariff.categoryId, categoryName: tariff.name, tariffPriceCents: tariff.priceCents, proof });
  }
  const rule = { charge, paymentMethod: submission.paymentMethod };
  return submission.childIds.map((childId) => {
    const claim = byChild.get(childId) ?? null;
    const priceCents = claim ? chargedAtRegistration({ standardCents, tariffCents: claim.tariffPriceCents }, rule) : standardCents;
    return { childId, priceCents, claim };
  });
}

/** The claims of a submission, pending, in its transaction: one per registration that has one. */
export async function insertTariffClaims(
  tx: Db,
  saved: { registrationId: string; claim: ClaimToSave | null }[],
  declaredAt: Date,
): Promise<void> {
  const rows = saved.flatMap(({ registrationId, claim }) =>
    claim
      ? [
          {
            registrationId,
            categoryId: claim.categoryId,
            tariffPriceCents: claim.tariffPriceCents,
            declaredAt,
            proofKey: claim.proof?.key ?? null,
            proofFileName: claim.proof?.fileName ?? null,
            proofContentType: claim.proof?.contentType ?? null,
          },
        ]
      : [],
  );
  if (rows.length > 0) await tx.insert(tariffClaims).values(rows);
}
