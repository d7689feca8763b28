/**
 * Who pays a share (decisions 0056, 0058): an organisation (`payer_id`) or the other parent of a
 * child whose file two parents share (`parent_id`). Queries that name the payer left-join both
 * (`shareAsks`) and read these columns: the organisation's, else the parent's profile and e-mail.
 * A parent's erased account leaves the share with neither: 'Parent (compte supprimé)'.
 */
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { ERASED_PARENT_NAME, PARENT_PAYER_KIND_LABEL, PAYER_KIND_LABELS, type PayerKind } from "../../../domain/payers.ts";
import { activities, children, payerShares, profiles, registrations, thirdPartyPayers, users } from "../../db/schema.ts";

/** The join conditions of a share's payer: its organisation, its parent's profile and account (each may be absent). */
export const sharePayerJoins = {
  organisation: eq(thirdPartyPayers.id, payerShares.payerId),
  profile: eq(profiles.id, payerShares.parentId),
  account: eq(users.id, payerShares.parentId),
} as const;

/** The payer's columns, once `sharePayerJoins` are left-joined. */
export const sharePayerColumns = {
  payerName: sql<string>`coalesce(${thirdPartyPayers.name}, nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${users.name}, ${ERASED_PARENT_NAME})`,
  payerKind: sql<PayerKind | null>`${thirdPartyPayers.kind}`,
  payerEmail: sql<string | null>`coalesce(${thirdPartyPayers.email}, ${users.email})`,
};

/** 'CPAS', 'Employeur'… or 'Parent' for a parent's share. */
export const payerKindLabel = (kind: PayerKind | null): string => (kind ? PAYER_KIND_LABELS[kind] : PARENT_PAYER_KIND_LABEL);

/** The query (`db.select(…).from(payerShares).$dynamic()`) with its shares' payer left-joined (`sharePayerJoins`), for `sharePayerColumns`. */
export function joinSharePayer<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(thirdPartyPayers, sharePayerJoins.organisation)
    .leftJoin(profiles, sharePayerJoins.profile)
    .leftJoin(users, sharePayerJoins.account);
}

/** `joinSharePayer`, and the share's registration with its child and its plaine. */
export function joinSharePayerChildAndPlaine<Query extends PgSelect>(query: Query) {
  return joinSharePayer(query)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .innerJoin(activities, eq(activities.id, registrations.activityId));
}
