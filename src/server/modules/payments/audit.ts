import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { registrations } from "../../db/schema.ts";
import type { RegistrationAuditSnapshot } from "../../../domain/contracts/admin-history.ts";
import { type AuditActor, recordAudit } from "../audit-log.ts";

/** Only the fields the registration's history names (a new one gets its French label there). */
type Fields = RegistrationAuditSnapshot;

/**
 * A change of a payment as the registrations' history shows it: one audit entry per registration
 * the payment covers, with what changed. `registrationIds` when the caller has read them already.
 */
export async function auditPaymentChange(
  tx: Db,
  actor: AuditActor,
  paymentId: string,
  change: { before: Fields; after: Fields },
  registrationIds?: string[],
): Promise<void> {
  const ids =
    registrationIds ??
    (await tx.select({ id: registrations.id }).from(registrations).where(eq(registrations.paymentId, paymentId))).map((row) => row.id);
  await recordAudit(
    tx,
    ...ids.map((id) => ({
      actor,
      entity: "registration" as const,
      entityId: id,
      action: "update" as const,
      before: change.before,
      after: change.after,
    })),
  );
}
