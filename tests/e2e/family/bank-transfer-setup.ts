/**
 * Bank-transfer registrations made through the API (support/family.ts), as the registration form
 * would make them, so the success page and the history have something real to show.
 */
import type { Page } from "@playwright/test";
import type { Activity } from "../../../src/domain/activity.ts";
import type { Child } from "../../../src/domain/child.ts";
import type { RegistrationResult } from "../../../src/domain/contracts/registrations.ts";
import type { DemoData } from "../support/demo-data.ts";
import { addChild, birthDateForAge, registerByTransfer } from "../support/family.ts";

/** What the parent is asked to pay for `count` children (spec §9): family discount 10, 20, 30 €. */
export function expectedTotalCents(activity: Activity, count: number): number {
  const discount = count >= 4 ? 3000 : count === 3 ? 2000 : count === 2 ? 1000 : 0;
  return Math.max(0, activity.price.standard * count - discount);
}

/** A demo plaine other than the family one, with places left: a second card in the history. */
export function anotherOpenPlaine(demo: DemoData): Activity {
  const open = demo.activities.filter((activity) => activity.id !== demo.family.id && activity.remainingSpots > 0);
  if (open.length === 0) throw new Error("The demo content has no other plaine with places left");
  return [...open].sort((a, b) => b.remainingSpots - a.remainingSpots)[0];
}

/** Children of the signed-in parent of `page`, old enough for `activity`, registered together by bank transfer. */
export async function registeredFamily(
  page: Page,
  baseURL: string | undefined,
  activity: Activity,
  firstNames: string[],
): Promise<{ children: Child[]; registration: RegistrationResult }> {
  if (!baseURL) throw new Error("baseURL is not set");
  const years = Math.ceil(activity.ageRange.min);
  const children: Child[] = [];
  for (const firstName of firstNames) {
    children.push(await addChild(page, baseURL, { firstName, birthDate: birthDateForAge(years, activity.startDate) }));
  }
  const registration = await registerByTransfer(
    page,
    baseURL,
    activity.id,
    children.map((child) => child.id),
  );
  return { children, registration };
}

export const confirmationSubject = (activity: Activity) => `Confirmation d'inscription\u00a0: ${activity.title}`;

/** The 12 digits of a structured communication: what the EPC QR code carries. */
export function communicationDigits(communication: string): string {
  return communication.replace(/\D/g, "");
}
