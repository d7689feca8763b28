/**
 * An administrator checks the tariffs claimed (decisions of the administrators' area, called by
 * modules/admin/registrations): the list, the proof read only by them, and the one decision per
 * claim. A decision gives the child the price it now stands for (approved: the tariff's, refused:
 * the standard one); where that differs from the registration's price, the payments module settles
 * the money and tells the family (`changeRegistrationPrice`); where it does not, a short e-mail
 * tells the family the decision. Both in one transaction with the decision and its audit entry.
 */
import type { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AdminTariffClaim, AdminTariffClaimList, TariffClaimDecision } from "../../../domain/contracts/admin-tariff-claims.ts";
import type { RegistrationAuditSnapshot } from "../../../domain/contracts/admin-history.ts";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  registrationReference,
} from "../../../domain/registration.ts";
import {
  decidedPriceCents,
  TARIFF_CLAIM_CANCELLED,
  TARIFF_CLAIM_DECIDED,
  TARIFF_CLAIM_NOT_FOUND,
  TARIFF_PROOF_GONE,
} from "../../../domain/tariff-claims.ts";
import { TARIFF_CLAIM_STATUS_LABELS } from "../../../domain/tariffs.ts";
import type { Db } from "../../db/client.ts";
import { activities, children, payments, profiles, registrations, tariffCategories, tariffClaims, users } from "../../db/schema.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { HttpError, notFound } from "../../http/errors.ts";
import { tariffDecisionMail } from "../../mail/templates.ts";
import { afterCommit, type AfterCommitDeps } from "../after-commit.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";
import { changeRegistrationPrice, liveSharesCents, type PriceChangeDeps } from "../payments/index.ts";

const deciders = alias(users, "deciders");

/** Every claim with what the list shows of it: the child, the parent, the plaine, the prices, the proof, the decision. */
function claimRows(db: Db) {
  return db
    .select({
      claim: tariffClaims,
      category: { id: tariffCategories.id, name: tariffCategories.name, qualifies: tariffCategories.qualifies },
      registration: {
        id: registrations.id,
        status: registrations.status,
        priceCents: registrations.priceCents,
        parentId: registrations.parentId,
      },
      payment: { method: payments.method, status: payments.status, unitPriceCents: payments.unitPriceCents },
      child: { id: children.id, firstName: children.firstName, lastName: children.lastName },
      activity: { id: activities.id, title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
      parent: { email: users.email, firstName: profiles.firstName, lastName: profiles.lastName },
      deciderName: deciders.name,
    })
    .from(tariffClaims)
    .innerJoin(tariffCategories, eq(tariffCategories.id, tariffClaims.categoryId))
    .innerJoin(registrations, eq(registrations.id, tariffClaims.registrationId))
    .innerJoin(payments, eq(payments.id, registrations.paymentId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .leftJoin(users, eq(users.id, registrations.parentId))
    .leftJoin(profiles, eq(profiles.id, registrations.parentId))
    .leftJoin(deciders, eq(deciders.id, tariffClaims.decidedBy))
    .$dynamic();
}

type ClaimRow = Awaited<ReturnType<typeof claimRows>>[number];

function claimView(row: ClaimRow): AdminTariffClaim {
  const { claim, registration, payment } = row;
  return {
    id: claim.registrationId,
    reference: registrationReference(claim.registrationId),
    status: claim.status,
    statusLabel: TARIFF_CLAIM_STATUS_LABELS[claim.status],
    registrationStatus: registration.status,
    registrationStatusLabel: REGISTRATION_STATUS_LABELS[registration.status],
    child: row.child,
    parent: row.parent?.email
      ? { email: row.parent.email, firstName: row.parent.firstName ?? "", lastName: row.parent.lastName ?? "" }
      : null,
    activity: row.activity,
    category: row.category,
    declaredAt: claim.declaredAt.toISOString(),
    tariffPriceCents: claim.tariffPriceCents,
    standardPriceCents: payment.unitPriceCents,
    chargedPriceCents: registration.priceCents,
    paymentMethod: payment.method,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[payment.method],
    paymentStatus: payment.status,
    paymentStatusLabel: PAYMENT_STATUS_LABELS[payment.status],
    proof:
      claim.proofKey && claim.proofFileName && claim.proofContentType
        ? { fileName: claim.proofFileName, contentType: claim.proofContentType }
        : null,
    proofDeleted: claim.proofDeletedAt !== null,
    decidable: claim.status === "pending" && registration.status !== "cancelled",
    decidedAt: claim.decidedAt?.toISOString() ?? null,
    decidedBy: claim.decidedAt ? row.deciderName : null,
    refusalReason: claim.refusalReason,
  };
}

/** The claims to decide first, the oldest first; then the others, the latest decided first. */
export async function listTariffClaims(db: Db): Promise<AdminTariffClaimList> {
  const claims = (await claimRows(db)).map(claimView);
  const waiting = claims.filter((claim) => claim.decidable).sort((a, b) => a.declaredAt.localeCompare(b.declaredAt));
  const others = claims
    .filter((claim) => !claim.decidable)
    .sort((a, b) => (b.decidedAt ?? b.declaredAt).localeCompare(a.decidedAt ?? a.declaredAt));
  return { claims: [...waiting, ...others], pendingCount: waiting.length };
}

async function findClaim(db: Db, id: string): Promise<AdminTariffClaim> {
  const [row] = await claimRows(db).where(eq(tariffClaims.registrationId, id));
  if (!row) throw notFound(TARIFF_CLAIM_NOT_FOUND);
  return claimView(row);
}

export interface TariffDecisionDeps extends PriceChangeDeps, AfterCommitDeps {
  db: Db;
  mailer: PriceChangeDeps["mailer"] & AfterCommitDeps["mailer"];
}

export type TariffDecisionInput = { decision: "approved" } | { decision: "refused"; reason: string };

/**
 * Approves or refuses a claim, once: its row is locked, so a second decision (another
 * administrator's at the same moment included) finds it decided and is refused. The child's price
 * follows the decision; the activity log records it on the registration.
 */
export async function decideTariffClaim(
  deps: TariffDecisionDeps,
  actor: AuditActor,
  claimId: string,
  input: TariffDecisionInput,
  now: Date = new Date(),
): Promise<TariffClaimDecision> {
  const priceChanged = await deps.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(tariffClaims).where(eq(tariffClaims.registrationId, claimId)).for("update");
    if (!claim) throw notFound(TARIFF_CLAIM_NOT_FOUND);
    if (claim.status !== "pending") throw new HttpError("CONFLICT", TARIFF_CLAIM_DECIDED);
    const [found] = await claimRows(tx).where(eq(tariffClaims.registrationId, claimId));
    if (found.registration.status === "cancelled") throw new HttpError("CONFLICT", TARIFF_CLAIM_CANCELLED);
    const reason = input.decision === "refused" ? input.reason : null;
    await tx
      .update(tariffClaims)
      .set({ status: input.decision, decidedAt: now, decidedBy: actor.id, refusalReason: reason, updatedAt: now })
      .where(eq(tariffClaims.registrationId, claimId));
    await recordAudit(tx, {
      actor,
      entity: "registration",
      entityId: claimId,
      action: "update",
      before: { tariff: claim.status, tariffReason: null } satisfies RegistrationAuditSnapshot,
      after: { tariff: input.decision, tariffReason: reason } satisfies RegistrationAuditSnapshot,
    });
    const priceCents = decidedPriceCents(input.decision, {
      standardCents: found.payment.unitPriceCents,
      tariffCents: claim.tariffPriceCents,
    });
    const tariff = `«\u00a0${found.category.name}\u00a0»`;
    // The decided price is the child's whole price: what organisations or a voucher take of it stays theirs.
    if (priceCents !== found.registration.priceCents + (await liveSharesCents(tx, claimId))) {
      await changeRegistrationPrice(tx, deps, {
        registrationId: claimId,
        priceCents,
        reason: reason === null ? `Tarif ${tariff} accordé` : `Tarif ${tariff} refusé\u00a0: ${reason}`,
        actor,
      });
      return true;
    }
    if (found.parent?.email) {
      await deps.mailer.queue(
        {
          dedupeKey: `tariff-decision:${claimId}`,
          kind: "tariff-decision",
          to: found.parent.email,
          cc: deps.config.registrationsMailbox ?? null,
          ...tariffDecisionMail({
            from: await loadPublicAssociation(tx),
            parentFirstName: found.parent.firstName ?? "",
            childName: `${found.child.firstName} ${found.child.lastName}`,
            activity: found.activity,
            tariffName: found.category.name,
            priceCents,
            reason,
            registrationsUrl: `${deps.config.publicUrl}/dashboard/registrations`,
          }),
        },
        tx,
      );
    }
    return false;
  });
  afterCommit(deps);
  return { claim: await findClaim(deps.db, claimId), priceChanged };
}

/** A claim's proof as it was sent, for an administrator's eyes only (the route checks who asks and logs the read). */
export async function openTariffProof(
  deps: { db: Db; documents: Pick<DocumentStore, "read"> },
  claimId: string,
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const [claim] = await deps.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, claimId));
  if (!claim) throw notFound(TARIFF_CLAIM_NOT_FOUND);
  if (!claim.proofKey) throw notFound(TARIFF_PROOF_GONE);
  const stream = await deps.documents.read(claim.proofKey);
  if (!stream) throw notFound(TARIFF_PROOF_GONE);
  return { stream, fileName: claim.proofFileName ?? "preuve", contentType: claim.proofContentType ?? "application/octet-stream" };
}
