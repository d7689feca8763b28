import { eq } from "drizzle-orm";
import { pdfPages } from "../../../../tests/support/pdf.ts";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { beforeAll, describe, expect, it } from "vitest";
import type { MyCertificatesView } from "../../../domain/contracts/certificates.ts";
import { jsonHeaders } from "../../../../tests/support/accounts.ts";
import {
  giveAddress,
  insertFamilyRegistration,
  markDayOff,
  markPresent,
  NUMBERS,
  saveOrganiser,
} from "../../../../tests/support/certificates.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertAdmin, insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { everyRowAsText } from "../../../../tests/support/privacy.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { childcareCertificates } from "../../db/schema.ts";

describe.each(ENGINES)("a parent's certificates on %s", (engine) => {
  const t = suiteTestApp(engine);
  let parent: TestParent;
  let other: TestParent;
  let admin: TestParent;
  let activityId: string;
  let comingId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Amélie", lastName: "Lefèvre" });
    other = await insertParent(t);
    admin = await insertAdmin(t);
    // Monday 6 to Friday 10 July 2026, Tuesday off: four open days. 15 € of the price are meals.
    activityId = (
      await insertActivity(t.db, { title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10", nonChildcareCents: 1500 })
    ).id;
    await markDayOff(t.db, activityId, "2026-07-07");
    ids.lea = (await insertChild(t.db, parent.id, { firstName: "Léa", lastName: "Lefèvre", birthDate: NUMBERS.lea.birthDate })).id;
    ids.noe = (await insertChild(t.db, parent.id, { firstName: "Noé", lastName: "Lefèvre", birthDate: NUMBERS.noe.birthDate })).id;
    // Two children at 100 € less the family discount of 10 €: 95 € each.
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId,
      childIds: [ids.lea, ids.noe],
      amountCents: 19_000,
      paidAt: new Date("2026-07-20T10:00:00Z"),
    });
    await markPresent(t.db, activityId, ids.lea, ["2026-07-06", "2026-07-08", "2026-07-09"]);
    // A plaine still to come, paid: nothing to certify yet.
    comingId = (await insertActivity(t.db, { title: "Plaine de Noël", startDate: "2027-12-27", endDate: "2027-12-31" })).id;
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: comingId,
      childIds: [ids.lea],
      amountCents: 10_000,
      paidAt: new Date("2026-11-20T10:00:00Z"),
    });
  });

  const get = (url: string, who = parent) => t.app.inject({ method: "GET", url, headers: { cookie: who.cookie } });
  const put = (url: string, payload: unknown, who = parent) =>
    t.app.inject({ method: "PUT", url, headers: jsonHeaders(t, who.cookie), payload: payload as object });
  const post = (url: string, who = parent) => t.app.inject({ method: "POST", url, headers: jsonHeaders(t, who.cookie), payload: {} });
  const list = async (who = parent) => (await get("/api/certificates", who)).json<MyCertificatesView>();

  it("lists the year's tax certificate with its periods, the plaines that give nothing and why, and what is missing", async () => {
    const view = await list();
    const lea = view.childcare.find((entry) => entry.child.id === ids.lea && entry.year === 2026)!;
    // (95 € − 15 € of meals) over 4 open days = 20 € a day; 3 days present.
    expect(lea.periods).toEqual([
      { title: "Plaine d'été", from: "2026-07-06", to: "2026-07-09", days: 3, dailyRateCents: 2000, amountCents: 6000 },
    ]);
    expect(lea.totalCents).toBe(6000);
    expect(lea.missing).toEqual([
      "le numéro de registre national du parent (Amélie Lefèvre)",
      "l'adresse du parent (Amélie Lefèvre), dans son profil",
      "le numéro de registre national de Léa",
      "les coordonnées de l'association, que ses administrateurs doivent compléter",
    ]);
    const noe = view.childcare.find((entry) => entry.child.id === ids.noe)!;
    expect(noe.periods).toEqual([]);
    expect(noe.refused).toEqual([{ title: "Plaine d'été", reason: "aucune présence n'est enregistrée" }]);
    const coming = view.mutuality.find((entry) => entry.activity.id === comingId)!;
    expect(coming.unavailableReason).toBe("la plaine n'est pas encore terminée");
    const summer = view.mutuality.find((entry) => entry.activity.id === activityId && entry.child.id === ids.lea)!;
    expect(summer).toMatchObject({ daysPresent: 3, paidCents: 9500, unavailableReason: null });
    expect(view.nationalNumbers).toEqual({
      parent: false,
      children: [
        { id: ids.lea, firstName: "Léa", lastName: "Lefèvre", given: false },
        { id: ids.noe, firstName: "Noé", lastName: "Lefèvre", given: false },
      ],
    });
    expect(view).toMatchObject({ addressComplete: false, organiserIncomplete: true });
  });

  it("refuses the certificate in French while something is missing, and issues nothing", async () => {
    const response = await post(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiErrorBody>().error.message).toContain("le numéro de registre national de Léa");
    expect(await t.db.select().from(childcareCertificates)).toEqual([]);
    const pdf = await get(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json<ApiErrorBody>().error.message).toBe(
      "Cette attestation n'a pas encore été délivrée\u00a0: obtenez-la d'abord dans «\u00a0Mes attestations\u00a0».",
    );
  });

  it("takes the national register numbers, checked, sealed, and only for the parent's own children", async () => {
    const mismatch = await put(`/api/certificates/children/${ids.lea}/national-number`, { nationalNumber: NUMBERS.noe.digits });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json<ApiErrorBody>().error.fields?.nationalNumber).toBe(
      "Le numéro de registre national ne correspond pas à la date de naissance",
    );
    const invalid = await put(`/api/certificates/national-number`, { nationalNumber: "85073003329" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<ApiErrorBody>().error.fields?.nationalNumber).toBe(
      "Les deux derniers chiffres (chiffres de contrôle) ne correspondent pas\u00a0: vérifiez le numéro",
    );
    const short = await put(`/api/certificates/national-number`, { nationalNumber: "8507300332" });
    expect(short.json<ApiErrorBody>().error.fields?.nationalNumber).toBe(
      "Le numéro de registre national n'est pas valide (11 chiffres, par ex. 85.07.30-033.28)",
    );
    const foreign = await put(`/api/certificates/children/${ids.lea}/national-number`, { nationalNumber: NUMBERS.lea.digits }, other);
    expect(foreign.statusCode).toBe(404);

    const child = await put(`/api/certificates/children/${ids.lea}/national-number`, { nationalNumber: NUMBERS.lea.digits });
    expect(child.json()).toEqual({ nationalNumber: "16.03.15-123.07" });
    const own = await put(`/api/certificates/national-number`, { nationalNumber: "85.07.30-033.28" });
    expect(own.json()).toEqual({ nationalNumber: "85.07.30-033.28" });
    const raw = await everyRowAsText(t.db);
    expect(raw).not.toContain(NUMBERS.lea.digits);
    expect(raw).not.toContain(NUMBERS.parent);
    expect((await list()).nationalNumbers.children.find((entry) => entry.id === ids.lea)?.given).toBe(true);
  });

  it("issues the certificate with the year's next number when asked, the same one after, a correction when it changes; the PDF only reads", async () => {
    await giveAddress(t.db, parent.id);
    await saveOrganiser(t, admin.cookie);
    expect((await list()).childcare.find((entry) => entry.child.id === ids.lea)?.missing).toEqual([]);
    expect((await get(`/api/certificates/childcare/2026/${ids.lea}`)).statusCode).toBe(404);
    expect(await t.db.select().from(childcareCertificates)).toEqual([]);

    const issued = await post(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({ year: 2026, childId: ids.lea, sequences: [1] });
    const first = await get(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["content-disposition"]).toBe('attachment; filename="attestation-fiscale-281-86-2026-n1.pdf"');
    const [page, ...more] = await pdfPages(first.rawPayload);
    expect(more).toEqual([]);
    for (const expected of ["281.86", "2026", "Plaines Soleil ASBL", "0403.170.701", "Amélie", "Lefèvre", "85.07.30-033.28"]) {
      expect(page).toContain(expected);
    }
    for (const expected of ["Léa", "16.03.15-123.07", "Rue du Moulin 3", "6 juillet 2026", "9 juillet 2026", "20,00 €", "60,00 €"]) {
      expect(page).toContain(expected);
    }
    expect(page).not.toMatch(/rectificative/i);

    expect((await post(`/api/certificates/childcare/2026/${ids.lea}`)).json()).toMatchObject({ sequences: [1] });
    const again = await get(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(again.headers["content-disposition"]).toContain("-n1.pdf");
    let [row] = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.childId, ids.lea));
    expect(row).toMatchObject({ year: 2026, sequence: 1, version: 1, debtorId: parent.id });
    expect(row.content).not.toContain("Léa");

    // A day of attendance corrected afterwards: the certificate says something else, same number.
    await markPresent(t.db, activityId, ids.lea, ["2026-07-10"]);
    const unchanged = await get(`/api/certificates/childcare/2026/${ids.lea}`);
    expect((await pdfPages(unchanged.rawPayload))[0]).not.toMatch(/rectificative/i);
    expect((await post(`/api/certificates/childcare/2026/${ids.lea}`)).json()).toMatchObject({ sequences: [1] });
    const corrected = await get(`/api/certificates/childcare/2026/${ids.lea}`);
    expect(corrected.headers["content-disposition"]).toContain("-n1.pdf");
    const [text] = await pdfPages(corrected.rawPayload);
    expect(text).toMatch(/rectificative/i);
    expect(text).toContain("80,00 €");
    [row] = await t.db.select().from(childcareCertificates).where(eq(childcareCertificates.childId, ids.lea));
    expect(row).toMatchObject({ sequence: 1, version: 2 });
    expect((await list()).childcare.find((entry) => entry.child.id === ids.lea)?.sequences).toEqual([1]);
  });

  it("gives the mutualité's participation certificate of a plaine that is over, paid and attended", async () => {
    const response = await get(`/api/certificates/mutuality/${activityId}/${ids.lea}`);
    expect(response.statusCode).toBe(200);
    const [page, ...more] = await pdfPages(response.rawPayload);
    expect(more).toEqual([]);
    for (const expected of ["Léa", "Lefèvre", "Plaine d'été", "95,00 €", "Plaines Soleil ASBL", "Claire Dubois"]) {
      expect(page).toContain(expected);
    }
    const coming = await get(`/api/certificates/mutuality/${comingId}/${ids.lea}`);
    expect(coming.statusCode).toBe(409);
    expect(coming.json<ApiErrorBody>().error.message).toBe(
      "L'attestation n'est pas encore disponible\u00a0: la plaine n'est pas encore terminée.",
    );
    const absent = await get(`/api/certificates/mutuality/${activityId}/${ids.noe}`);
    expect(absent.statusCode).toBe(409);
  });

  it("never shows or gives another family's certificates", async () => {
    const view = await list(other);
    expect(view.childcare).toEqual([]);
    expect(view.mutuality).toEqual([]);
    expect((await get(`/api/certificates/childcare/2026/${ids.lea}`, other)).statusCode).toBe(404);
    expect((await post(`/api/certificates/childcare/2026/${ids.lea}`, other)).statusCode).toBe(404);
    expect((await get(`/api/certificates/mutuality/${activityId}/${ids.lea}`, other)).statusCode).toBe(404);
    expect((await get(`/api/certificates/childcare/2026/${ids.noe}`)).statusCode).toBe(404);
    expect((await post(`/api/certificates/childcare/2026/${ids.noe}`)).statusCode).toBe(404);
  });
});
