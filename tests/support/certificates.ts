/**
 * A family's plaine as certificates see it, written straight to the database: one payment for
 * several children (the family discount in its amount), the days each child was present, and the
 * organiser's details an administrator saves.
 */
import { eq } from "drizzle-orm";
import type { OrganiserInput } from "../../src/domain/contracts/certificates-input.ts";
import { sealChildNationalNumber, sealNationalNumber } from "../../src/server/crypto/sealed-fields.ts";
import type { Db } from "../../src/server/db/client.ts";
import { activityDaysOff, attendance, children, payments, profiles, registrations } from "../../src/server/db/schema.ts";
import { TEST_CIPHER } from "./data-keys.ts";
import { jsonHeaders } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

/** Valid national register numbers (mod 97), with the birth dates they match. */
export const NUMBERS = {
  parent: "85073003328", // born 30 July 1985
  otherParent: "88010115026", // born 1 January 1988
  lea: { digits: "16031512307", birthDate: "2016-03-15" },
  noe: { digits: "18092004519", birthDate: "2018-09-20" },
};

export const ORGANISER: OrganiserInput = {
  legalName: "Plaines Soleil ASBL",
  companyNumber: "0403.170.701",
  street: "Rue des Écoliers 12",
  postalCode: "1340",
  city: "Ottignies-Louvain-la-Neuve",
  certificationCode: "1",
  certifyingBody: "Office de la Naissance et de l'Enfance (ONE)",
  certifyingBodyStreet: "Chaussée de Charleroi 95",
  certifyingBodyPostalCode: "1060",
  certifyingBodyCity: "Bruxelles",
  certifyingBodyCompanyNumber: null,
  recognitionNumber: "CV-2026-123",
  signatoryName: "Claire Dubois",
  signatoryRole: "Présidente",
};

export async function saveOrganiser(t: TestApp, adminCookie: string): Promise<void> {
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/admin/certificates/organiser",
    headers: jsonHeaders(t, adminCookie),
    payload: ORGANISER,
  });
  if (response.statusCode !== 200) throw new Error(`organiser not saved: ${response.body}`);
}

/** One payment covering the children, confirmed and paid when `paidAt` is given. */
export async function insertFamilyRegistration(
  db: Db,
  values: { parentId: string; activityId: string; childIds: string[]; amountCents: number; paidAt?: Date },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      parentId: values.parentId,
      activityId: values.activityId,
      method: "bank_transfer",
      amountCents: values.amountCents,
      unitPriceCents: 10_000,
      status: values.paidAt ? "paid" : "pending",
      paidAt: values.paidAt ?? null,
      receivedCents: values.paidAt ? values.amountCents : 0,
    })
    .returning();
  await db.insert(registrations).values(
    values.childIds.map((childId, index) => ({
      parentId: values.parentId,
      childId,
      activityId: values.activityId,
      paymentId: payment.id,
      priceCents: 10_000,
      isPrimary: index === 0,
      status: values.paidAt ? ("confirmed" as const) : ("pending" as const),
    })),
  );
  return payment;
}

export async function markPresent(db: Db, activityId: string, childId: string, dates: string[]): Promise<void> {
  await db.insert(attendance).values(
    dates.map((date) => ({
      activityId,
      childId,
      date,
      status: "left" as const,
      recordedByName: "Alex",
      lastTapAt: new Date(`${date}T15:00:00Z`),
    })),
  );
}

export async function markDayOff(db: Db, activityId: string, date: string): Promise<void> {
  await db.insert(activityDaysOff).values({ activityId, date });
}

export async function giveAddress(db: Db, parentId: string): Promise<void> {
  await db
    .update(profiles)
    .set({ addressStreet: "Rue du Moulin 3", addressPostalCode: "5000", addressCity: "Namur" })
    .where(eq(profiles.id, parentId));
}

/** A parent's and a child's national register numbers, sealed as the site keeps them (either may be left out). */
export async function giveNationalNumbers(
  db: Db,
  numbers: { parent?: { id: string; digits: string }; child?: { id: string; digits: string } },
): Promise<void> {
  const { parent, child } = numbers;
  if (parent) {
    await db
      .update(profiles)
      .set({ nationalNumber: sealNationalNumber(TEST_CIPHER, parent.id, parent.digits) })
      .where(eq(profiles.id, parent.id));
  }
  if (child) {
    await db
      .update(children)
      .set({ nationalNumber: sealChildNationalNumber(TEST_CIPHER, child.id, child.digits) })
      .where(eq(children.id, child.id));
  }
}
