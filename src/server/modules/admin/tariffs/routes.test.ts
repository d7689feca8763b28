import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { ActivityResponse } from "../../../../domain/contracts/activities.ts";
import type { ActivityLogResponse } from "../../../../domain/contracts/admin-history.ts";
import type { RegistrationResult } from "../../../../domain/contracts/registrations.ts";
import type {
  TariffCategoriesView,
  TariffCategoryResponse,
  TariffCategoryView,
  TariffChargeView,
} from "../../../../domain/contracts/admin-tariffs.ts";
import { PROOF_DESCRIPTION_REQUIRED, PROOF_KEPT_DAYS_REQUIRED } from "../../../../domain/contracts/admin-tariffs-input.ts";
import { postTransferRegistration, sendAs } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity, insertPlainePrice, insertTariffCategory } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { activityTariffs, auditLog, tariffCategories, tariffClaims } from "../../../db/schema.ts";
import { TARIFF_CLAIMED, TARIFF_NAME_TAKEN, TARIFF_ORDER_CHANGED } from "./service.ts";

const CATEGORIES = "/api/admin/tariffs/categories";
const one = (id: string) => `${CATEGORIES}/${id}`;

/** The form as the Tarifs page sends it: every field as typed. */
const MEMBERS = {
  name: "Membre de l'association",
  qualifies: "Les familles en ordre de cotisation.",
  defaultPercent: "90",
  proofRequired: false,
  proofDescription: "",
  proofKeptDays: "",
};

describe.each(ENGINES)("administrators' tariffs API on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object, cookie = admin.cookie) =>
    sendAs(t, method, url, cookie, payload);
  const fieldErrors = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().error.fields;
  const list = async () => (await send("GET", CATEGORIES)).json<TariffCategoriesView>();
  const create = async (form: object) => {
    const response = await send("POST", CATEGORIES, form);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TariffCategoryResponse>().category;
  };
  const rows = async () => (await t.db.select({ rows: count() }).from(tariffCategories))[0].rows;
  const publicPlaine = async (id: string) =>
    (await t.app.inject({ method: "GET", url: `/api/activities/${id}` })).json<ActivityResponse>().activity;

  it("creates a category from the form's text values, offered last, and logs it under the settings", async () => {
    const before = await list();
    const category = await create(MEMBERS);
    expect(category).toMatchObject({
      name: "Membre de l'association",
      qualifies: "Les familles en ordre de cotisation.",
      defaultPercent: 90,
      proofRequired: false,
      proofDescription: null,
      proofKeptDays: 0,
      archivedAt: null,
      claims: 0,
      plaines: 0,
    });
    const after = await list();
    expect(after.categories.map((item) => item.id)).toEqual([...before.categories.map((item) => item.id), category.id]);

    const log = (await send("GET", "/api/admin/activity-log?area=settings")).json<ActivityLogResponse>();
    const entry = log.entries.find((item) => item.record.id === category.id)!;
    expect(entry).toMatchObject({
      action: "create",
      entity: "tariff_category",
      record: { label: "Tarif «\u00a0Membre de l'association\u00a0»" },
    });
    expect(entry.changes).toContainEqual({ field: "defaultPercent", before: null, after: 90 });
  });

  it("asks what proof and how long it is kept once a proof is asked, and forgets both without one", async () => {
    const refused = await send("POST", CATEGORIES, { ...MEMBERS, name: "Tarif social", proofRequired: true });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({ proofDescription: PROOF_DESCRIPTION_REQUIRED, proofKeptDays: PROOF_KEPT_DAYS_REQUIRED });

    const social = await create({
      ...MEMBERS,
      name: "Tarif social",
      defaultPercent: "",
      proofRequired: true,
      proofDescription: "  l'attestation BIM de votre mutualité ",
      proofKeptDays: "90",
    });
    expect(social).toMatchObject({
      defaultPercent: null,
      proofRequired: true,
      proofDescription: "l'attestation BIM de votre mutualité",
      proofKeptDays: 90,
    });

    const withoutProof = await send("PUT", one(social.id), {
      ...MEMBERS,
      name: "Tarif social",
      proofDescription: "gardé ?",
      proofKeptDays: "30",
    });
    expect(withoutProof.json<TariffCategoryResponse>().category).toMatchObject({
      proofRequired: false,
      proofDescription: null,
      proofKeptDays: 0,
    });
  });

  it("refuses what is not a category with French messages under each field, and changes nothing", async () => {
    const before = await rows();
    const refused = await send("POST", CATEGORIES, {
      name: " ",
      qualifies: "",
      defaultPercent: "0x10",
      proofRequired: "peut-être",
      proofKeptDays: "1e1",
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({
      name: "Le nom du tarif est requis",
      qualifies: "Dites qui peut bénéficier de ce tarif",
      defaultPercent: "Le pourcentage doit être un nombre entier de 0 à 100",
      proofRequired: "Cette case doit valoir oui ou non",
      proofKeptDays: "La durée de conservation doit être un nombre entier de jours, de 0 à 730",
    });
    expect(fieldErrors(await send("POST", CATEGORIES, { ...MEMBERS, defaultPercent: "101" }))).toEqual({
      defaultPercent: "Le pourcentage doit être un nombre entier de 0 à 100",
    });
    expect(fieldErrors(await send("POST", CATEGORIES, { ...MEMBERS, defaultPercent: "12,5" }))).toEqual({
      defaultPercent: "Le pourcentage doit être un nombre entier de 0 à 100",
    });
    // Two offered categories never share a name, whatever its case.
    await create({ ...MEMBERS, name: "Famille nombreuse" });
    const twice = await send("POST", CATEGORIES, { ...MEMBERS, name: "famille NOMBREUSE" });
    expect(twice.statusCode).toBe(400);
    expect(fieldErrors(twice)).toEqual({ name: TARIFF_NAME_TAKEN });
    expect(await rows()).toBe(before + 1);

    expect((await send("PUT", one("00000000-0000-4000-8000-000000000000"), MEMBERS)).statusCode).toBe(404);
    const malformed = await send("PUT", one("42"), MEMBERS);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiErrorBody>().error.message).toBe("Identifiant de catégorie de tarif invalide");
  });

  it("changes a category, the plaines' pages showing it at once, and logs what changed", async () => {
    const category = await create({ ...MEMBERS, name: "Tarif fratrie", defaultPercent: "80" });
    const plaine = await insertActivity(t.db, { priceStandardCents: 10_000 });
    expect((await publicPlaine(plaine.id)).tariffs).toContainEqual(expect.objectContaining({ categoryId: category.id, priceCents: 8000 }));

    const saved = await send("PUT", one(category.id), {
      ...MEMBERS,
      name: "Tarif fratrie",
      defaultPercent: "75",
      qualifies: "Dès le deuxième enfant.",
    });
    expect(saved.statusCode).toBe(200);
    expect((await publicPlaine(plaine.id)).tariffs).toContainEqual(
      expect.objectContaining({ categoryId: category.id, priceCents: 7500, qualifies: "Dès le deuxième enfant." }),
    );
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, category.id)).orderBy(auditLog.createdAt);
    expect(entry.area).toBe("settings");
    const history = await t.db.select().from(auditLog).where(eq(auditLog.entityId, category.id));
    expect(history.find((row) => row.action === "update")!.changes).toEqual([
      { field: "qualifies", before: "Les familles en ordre de cotisation.", after: "Dès le deuxième enfant." },
      { field: "defaultPercent", before: 80, after: 75 },
    ]);
  });

  it("puts the offered categories in a new order, refuses an order that is not the list's, and logs the moves", async () => {
    const { categories } = await list();
    const reversed = categories.map((category) => category.id).reverse();
    const moved = await send("PUT", `${CATEGORIES}/order`, { ids: reversed });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<TariffCategoriesView>().categories.map((category) => category.id)).toEqual(reversed);
    expect((await list()).categories.map((category) => category.position)).toEqual(reversed.map((_, index) => index));

    const missing = await send("PUT", `${CATEGORIES}/order`, { ids: reversed.slice(1) });
    expect(missing.statusCode).toBe(409);
    expect(missing.json<ApiErrorBody>().error.message).toBe(TARIFF_ORDER_CHANGED);
    const twice = await send("PUT", `${CATEGORIES}/order`, { ids: [reversed[0], reversed[0]] });
    expect(twice.statusCode).toBe(400);
    expect(fieldErrors(twice)).toEqual({ ids: "Donnez l'ordre des catégories proposées, chacune une fois" });
    expect((await list()).categories.map((category) => category.id)).toEqual(reversed);

    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, reversed[0]));
    expect(log.some((row) => row.changes.some((change) => change.field === "position" && change.after === 1))).toBe(true);
  });

  it("archives a category: no longer offered on any plaine, kept apart; restored, it comes back last", async () => {
    const category = await create({ ...MEMBERS, name: "Tarif d'hiver", defaultPercent: "50" });
    const plaine = await insertActivity(t.db);
    expect((await publicPlaine(plaine.id)).tariffs.map((tariff) => tariff.categoryId)).toContain(category.id);

    const archived = await send("PUT", `${one(category.id)}/archive`, { archived: true });
    expect(archived.json<TariffCategoryResponse>().category.archivedAt).not.toBeNull();
    const view = await list();
    expect(view.categories.map((item) => item.id)).not.toContain(category.id);
    expect(view.archived[0].id).toBe(category.id);
    expect((await publicPlaine(plaine.id)).tariffs.map((tariff) => tariff.categoryId)).not.toContain(category.id);

    const restored = (await send("PUT", `${one(category.id)}/archive`, { archived: false })).json<TariffCategoryResponse>().category;
    expect(restored.archivedAt).toBeNull();
    expect((await list()).categories.at(-1)!.id).toBe(category.id);
    expect(fieldErrors(await send("PUT", `${one(category.id)}/archive`, { archived: "oui" }))).toEqual({
      archived: "Indiquez si la catégorie est archivée (oui ou non)",
    });
  });

  it("deletes a category no claim names, with its plaines' prices; one a family claimed is refused and stays", async () => {
    const unused = await create({ ...MEMBERS, name: "Tarif à supprimer" });
    const plaine = await insertActivity(t.db);
    await insertPlainePrice(t.db, plaine.id, unused.id, 3000);
    expect((await list()).categories.find((item) => item.id === unused.id)!.plaines).toBe(1);
    const deleted = await send("DELETE", one(unused.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ outcome: "deleted" });
    expect(await t.db.select().from(activityTariffs).where(eq(activityTariffs.categoryId, unused.id))).toEqual([]);
    expect((await send("DELETE", one(unused.id))).statusCode).toBe(404);
    const log = await t.db.select().from(auditLog).where(eq(auditLog.entityId, unused.id));
    expect(log.map((row) => row.action).sort()).toEqual(["create", "delete"]);

    const claimed = await insertTariffCategory(t.db, { name: "Tarif demandé" });
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(6, plaine.startDate) });
    const { registrationId } = (await postTransferRegistration(t, parent.cookie, plaine.id, [child.id])).json<RegistrationResult>();
    await t.db.insert(tariffClaims).values({
      registrationId,
      categoryId: claimed.id,
      tariffPriceCents: 4000,
      declaredAt: new Date(),
    });
    const refused = await send("DELETE", one(claimed.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(TARIFF_CLAIMED);
    const found = [...(await list()).categories, ...(await list()).archived].find((item) => item.id === claimed.id) as TariffCategoryView;
    expect(found.claims).toBe(1);
  });

  it("keeps what a pending claim is charged: the tariff by default, the standard price once chosen, logged as a setting", async () => {
    expect((await send("GET", "/api/admin/tariffs/charge")).json<TariffChargeView>()).toEqual({ charge: "tariff" });
    const saved = await send("PUT", "/api/admin/tariffs/charge", { charge: "standard" });
    expect(saved.json<TariffChargeView>()).toEqual({ charge: "standard" });
    expect((await send("GET", "/api/admin/tariffs/charge")).json<TariffChargeView>()).toEqual({ charge: "standard" });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, "tariff_charge"));
    expect(entry).toMatchObject({
      area: "settings",
      action: "update",
      changes: [{ field: "charge", before: "tariff", after: "standard" }],
    });

    const refused = await send("PUT", "/api/admin/tariffs/charge", { charge: "gratuit" });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({ charge: "Choisissez ce qui est facturé en attendant la vérification" });
    expect((await send("GET", "/api/admin/tariffs/charge")).json<TariffChargeView>()).toEqual({ charge: "standard" });
  });

  it("lets administrators only in", async () => {
    const parent = await insertParent(t);
    expect((await send("GET", CATEGORIES, undefined, parent.cookie)).statusCode).toBe(403);
    expect((await send("POST", CATEGORIES, MEMBERS, parent.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/tariffs/charge" })).statusCode).toBe(401);
  });
});
