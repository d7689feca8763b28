/**
 * Family data for the journeys, set up through the API as the signed-in parent of `page`
 * (page.request shares the page's session): children, and registrations by bank transfer or by card.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import type { Child } from "../../../src/domain/child.ts";
import type { RegistrationResult } from "../../../src/domain/contracts/registrations.ts";

/** A birth date that makes a child exactly `years` years and `months` months old on `day` (YYYY-MM-DD). */
export function birthDateForAge(years: number, day: string, months = 2): string {
  const [year, month, date] = day.split("-").map(Number);
  const totalMonths = year * 12 + (month - 1) - years * 12 - months;
  // Day 28 at most: it exists in every month, so the months are completed on `day`.
  const birthDay = Math.min(date, 28);
  return `${Math.floor(totalMonths / 12)}-${String((totalMonths % 12) + 1).padStart(2, "0")}-${String(birthDay).padStart(2, "0")}`;
}

/** The person to call every child's file made here has: the form asks for one. */
export const EMERGENCY_CONTACT = { name: "Camille Dupont", relation: "Maman", phone: "0470 12 34 56" };

/** Types the first person to call into an open child form, as a parent would. */
export async function fillEmergencyContact(form: Locator, contact = EMERGENCY_CONTACT) {
  await form.getByLabel("Personne à appeler").first().fill(contact.name);
  await form.getByLabel("Lien avec l'enfant").first().fill(contact.relation);
  await form.getByLabel("Téléphone ou GSM").first().fill(contact.phone);
}

type ChildFields = Partial<Omit<Child, "id" | "createdAt" | "updatedAt">> & Pick<Child, "firstName" | "birthDate">;

/** A child of the parent signed in on `page` (last name Dupont unless given). */
export async function addChild(page: Page, baseURL: string | undefined, child: ChildFields): Promise<Child> {
  if (!baseURL) throw new Error("baseURL is not set");
  const response = await page.request.post("/api/children", {
    // The parent's consent to keeping medical fields, as the form's box gives it (ignored without any).
    data: { lastName: "Dupont", medicalConsent: true, emergencyContacts: [EMERGENCY_CONTACT], ...child },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { child: Child }).child;
}

export async function registerByTransfer(
  page: Page,
  baseURL: string | undefined,
  activityId: string,
  childIds: string[],
): Promise<RegistrationResult> {
  return register(page, baseURL, activityId, childIds, "bank_transfer");
}

/** A registration paid by card, as the form sends it: its `redirectTo` is the (simulated) checkout. */
export async function registerByCard(
  page: Page,
  baseURL: string | undefined,
  activityId: string,
  childIds: string[],
): Promise<RegistrationResult> {
  return register(page, baseURL, activityId, childIds, "stripe");
}

async function register(
  page: Page,
  baseURL: string | undefined,
  activityId: string,
  childIds: string[],
  paymentMethod: "bank_transfer" | "stripe",
): Promise<RegistrationResult> {
  if (!baseURL) throw new Error("baseURL is not set");
  const response = await page.request.post("/api/registrations", {
    data: { activityId, childIds, paymentMethod, acceptTerms: true },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as RegistrationResult;
}
