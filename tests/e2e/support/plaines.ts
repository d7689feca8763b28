/**
 * Plaines of a spec's own, created by an administrator through the API beside the demo content:
 * five days from a given Monday or date, with the places and the title the spec needs.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";
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

/** A plaine's main fields as a person types them into the administrators' form (decimal commas). */
export interface TypedPlaineFields {
  title: string;
  description: string;
  start: string;
  place: { name: string; address: string; postalCode: string; city: string };
  ageMin: string;
  ageMax: string;
  price: string;
  capacity: string;
}

/** Types the fields into the form of the page, five days from `start`, by their labels. */
export async function typePlaineFields(page: Page, fields: TypedPlaineFields): Promise<void> {
  await page.getByLabel("Titre").fill(fields.title);
  await page.getByLabel("Description").fill(fields.description);
  await page.getByLabel("Date de début").fill(fields.start);
  await page.getByLabel("Date de fin").fill(addDaysIso(fields.start, 4));
  await page.getByLabel("Nom du lieu").fill(fields.place.name);
  await page.getByLabel("Adresse").fill(fields.place.address);
  await page.getByLabel("Code postal").fill(fields.place.postalCode);
  await page.getByLabel("Ville").fill(fields.place.city);
  await page.getByLabel("Âge minimum").fill(fields.ageMin);
  await page.getByLabel("Âge maximum").fill(fields.ageMax);
  await page.getByLabel("Prix standard").fill(fields.price);
  await page.getByLabel("Capacité").fill(fields.capacity);
}
