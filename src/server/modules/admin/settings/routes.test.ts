import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDashboard } from "../../../../domain/contracts/admin-dashboard.ts";
import type { SystemInfo } from "../../../../domain/contracts/admin.ts";
import { jsonHeaders, postTransferRegistration, sendAs } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, createAdminTestApp, insertChild, insertParent, type TestParent } from "../../../../../tests/support/families.ts";
import type { TestApp } from "../../../../../tests/support/test-app.ts";
import sharp from "sharp";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AssociationResponse, AssociationSettingsView } from "../../../../domain/contracts/association.ts";
import { IBAN_INVALID } from "../../../../domain/contracts/association-input.ts";
import { LOGO_HEIGHT, LOGO_MAX_BYTES, LOGO_SIZE_ERROR, LOGO_TYPE_ERROR } from "../../../../domain/image.ts";
import { PHONE_INVALID } from "../../../../domain/phone.ts";
import { emailOutbox } from "../../../db/schema.ts";
import { loadAssociation } from "../../association/index.ts";

describe.each(ENGINES)("administrators' settings and dashboard on %s", (engine) => {
  let t: TestApp;
  let admin: TestParent;

  beforeAll(async () => ({ t, admin } = await createAdminTestApp(engine, { REGISTRATIONS_MAILBOX: "inscriptions@example.org" })));
  afterAll(() => t.close());

  it("sends the confirmation e-mail's test to the administrator alone, built by the real template", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/mails/test-confirmation",
      headers: jsonHeaders(t, admin.cookie),
      payload: {
        parentName: "Camille Dupont",
        childName: "Léa Dupont",
        activityTitle: "Plaine d'essai",
        amount: "85,5",
        paymentMethod: "bank_transfer",
        paymentStatus: "pending",
      },
    });
    expect(response.json()).toEqual({ success: true });
    const [mail] = await t.db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(1);
    expect(mail).toMatchObject({ kind: "test-confirmation", toAddress: admin.email, ccAddress: null });
    expect(mail.subject).toBe("[Test] Confirmation d'inscription : Plaine d'essai");
    expect(mail.text).toContain("Bonjour Camille");
    expect(mail.text).toContain("Léa Dupont");
    expect(mail.text).toContain("85,50");
    expect(mail.text).toContain("PAIEMENT PAR VIREMENT BANCAIRE");
    expect(mail.text).toContain("+++000/0000/00097+++");

    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/mails/test-confirmation",
      headers: jsonHeaders(t, admin.cookie),
      payload: { parentName: "", childName: "Léa", activityTitle: "P", amount: -1, paymentMethod: "cash", paymentStatus: "paid" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      parentName: "Le nom du parent est requis",
      amount: "Le montant ne peut pas être négatif",
      paymentMethod: "Mode de paiement inconnu",
    });
  });

  it("takes a PNG, JPEG or WebP logo of 1 MB at most, kept 96 px high, in the public identity, and refuses the rest in French", async () => {
    const put = (data: Buffer, contentType: string) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/association/logo",
        headers: { cookie: admin.cookie, origin: t.config.publicUrl, "content-type": contentType },
        payload: data,
      });
    const refusal = (response: { json: <T>() => T }) => response.json<ApiErrorBody>().error.message;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(refusal(await put(svg, "image/svg+xml"))).toBe(LOGO_TYPE_ERROR);
    const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    expect(refusal(await put(gif, "image/gif"))).toBe(LOGO_TYPE_ERROR);
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#3a86ff" } })
      .jpeg()
      .toBuffer();
    const tooBig = await put(Buffer.concat([jpeg, Buffer.alloc(LOGO_MAX_BYTES + 1 - jpeg.length)]), "image/jpeg");
    expect(tooBig.statusCode).toBe(413);
    expect(refusal(tooBig)).toBe(LOGO_SIZE_ERROR);
    expect((await loadAssociation(t.db)).identity.logoUrl).toBeNull();

    const saved = await put(jpeg, "image/jpeg");
    expect(saved.statusCode, saved.body).toBe(200);
    const logoUrl = saved.json<AssociationSettingsView>().identity.logoUrl!;
    expect(logoUrl).toMatch(/^\/media\/association\/.+\.png$/);
    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", height: 2 * LOGO_HEIGHT, width: 4 * LOGO_HEIGHT });
    const pub = await t.app.inject({ method: "GET", url: "/api/association" });
    expect(pub.json<AssociationResponse>().association.logoUrl).toBe(logoUrl);
    // Removed: the file goes too; removing it again finds none.
    const remove = () => sendAs(t, "DELETE", "/api/admin/association/logo", admin.cookie);
    expect((await remove()).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: logoUrl })).statusCode).toBe(404);
    expect((await remove()).statusCode).toBe(404);
  });

  it("checks the association's settings in French: the IBAN's digits, an account whole, never removed once given", async () => {
    const save = (payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/admin/association", headers: jsonHeaders(t, admin.cookie), payload });
    const identity = {
      name: "Les Hiboux ASBL",
      email: "info@hiboux.example.org",
      street: "Rue du Bois 7",
      postalCode: "5000",
      city: "Namur",
    };
    const fields = async (payload: object) => {
      const response = await save(payload);
      expect(response.statusCode).toBe(400);
      return response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    };
    expect(await fields({ ...identity, iban: "BE68 5390 0754 7035", bic: "TRIOBEBB", beneficiary: "Hiboux" })).toEqual({
      iban: IBAN_INVALID,
    });
    expect(await fields({ ...identity, phone: "12", postalCode: "50" })).toEqual({
      phone: PHONE_INVALID,
      postalCode: "Le code postal belge a 4 chiffres",
    });
    const incomplete = "Indiquez l'IBAN, le BIC et le bénéficiaire du compte, ou aucun des trois";
    expect(await fields({ ...identity, iban: "BE68 5390 0754 7034" })).toEqual({ bic: incomplete, beneficiary: incomplete });
    // The account the environment gave stays until another replaces it.
    expect(await fields(identity)).toEqual({ iban: expect.stringContaining("ne peut pas être retiré") as unknown });
    expect((await loadAssociation(t.db)).bank).toMatchObject({ iban: "BE68539007547034" });
  });

  it("tells the system's facts and figures", async () => {
    const info = (await t.app.inject({ method: "GET", url: "/api/admin/system", headers: { cookie: admin.cookie } })).json<SystemInfo>();
    expect(info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(info).toMatchObject({
      database: engine === "postgres" ? "postgresql" : "pglite",
      node: process.version,
      smtpConfigured: false,
      paymentMode: "off",
      lastWebhook: null,
    });
    expect(info.counts).toEqual({ plaines: 0, parents: 0, children: 0, registrations: 0 });
  });

  it("gives the dashboard's figures: fill rates, unpaid transfers with their age, the last registrations", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine remplie", capacity: 4, remainingSpots: 4 });
    const parent = await insertParent(t, { firstName: "Jade", lastName: "Renard" });
    const child = await insertChild(t.db, parent.id, { firstName: "Lou", birthDate: birthDateForAge(7, activity.startDate) });
    await postTransferRegistration(t, parent.cookie, activity.id, [child.id]);

    const dashboard = (
      await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } })
    ).json<AdminDashboard>();
    expect(dashboard.plaines.find((item) => item.id === activity.id)).toMatchObject({ capacity: 4, taken: 1 });
    expect(dashboard.unpaidTransfers).toMatchObject({ count: 1, totalCents: activity.priceStandardCents });
    expect(dashboard.unpaidTransfers.items[0]).toMatchObject({ parentName: "Jade Renard", activityTitle: "Plaine remplie", ageDays: 0 });
    expect(dashboard.refundsDue).toBe(0);
    expect(dashboard.lastRegistrations[0]).toMatchObject({
      childName: `Lou ${child.lastName}`,
      parentName: "Jade Renard",
      statusLabel: "En attente",
    });
  });
});
