/**
 * Plaines of a spec's own, created by an administrator through the API beside the demo content:
 * five days from a given Monday or date, with the places and the title the spec needs.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { addDaysIso } from "../../../src/domain/dates.ts";
import { typedActivityForm } from "../../support/activity-form.ts";

/** A plaine of five days from `startDate` as the API takes it, numbers as numbers. */
export function plaineForm(title: string, startDate: string) {
  return {
    title,
    description: "Une semaine de jeux.",
    startDate,
    endDate: addDaysIso(startDate, 4),
    locationName: "Parc",
    locationAddress: "Rue du Parc 1",
    locationPostalCode: "1000",
    locationCity: "Bruxelles",
    ageMin: 2.5,
    ageMax: 14,
    priceStandard: 80,
    capacity: 30,
    alertePlacesLimitees: false,
  };
}

/**
 * Creates a plaine of five days from `start` with `capacity` places, its fields as the
 * administrators' form sends them, and gives its id. `admin` holds an administrator's session.
 */
export async function createTypedPlaine(
  admin: APIRequestContext,
  origin: string,
  { title, start, capacity }: { title: string; start: string; capacity: string },
): Promise<{ id: string }> {
  const created = await admin.post("/api/admin/activities", {
    headers: { Origin: origin },
    data: typedActivityForm(start, { title, description: "Une semaine de jeux.", capacity }),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { activity: { id: string } }).activity;
}
