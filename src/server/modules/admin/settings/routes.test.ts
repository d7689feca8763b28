import { desc, eq } from "drizzle-orm";
import { DEFAULT_MESSAGES_PER_MINUTE, MESSAGES_PER_MINUTE_INVALID } from "../../../../domain/association.ts";
import { describe, expect, it } from "vitest";
import type { AdminDashboard, ReadinessKey } from "../../../../domain/contracts/admin-dashboard.ts";
import type { ActivityLogResponse } from "../../../../domain/contracts/admin-history.ts";
import type { RegistrationResult } from "../../../../domain/contracts/registrations.ts";
import type { SystemInfo } from "../../../../domain/contracts/admin.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { jsonHeaders, postTransferRegistration, sendAs } from "../../../../../tests/support/accounts.ts";
import { ORGANISER } from "../../../../../tests/support/certificates.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { insertBankMovement } from "../../../../../tests/support/bank.ts";
import { activityDaysOff, associationSettings, auditLog, emailOutbox, payments } from "../../../db/schema.ts";
import { plaineItem } from "../dashboard/readiness.ts";
import sharp from "sharp";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import type { AssociationResponse, AssociationSettingsView } from "../../../../domain/contracts/association.ts";
import { IBAN_INVALID, STAFFING_NORMS_INVALID } from "../../../../domain/contracts/association-input.ts";
import { ABOUT_MAX_LENGTH, ONE_RECOGNITION_MAX_LENGTH } from "../../../../domain/association.ts";
import { LOGO_HEIGHT, LOGO_MAX_BYTES, LOGO_SIZE_ERROR, LOGO_TYPE_ERROR } from "../../../../domain/image.ts";
import { PHONE_INVALID } from "../../../../domain/phone.ts";
import { loadAssociation } from "../../association/index.ts";

describe.each(ENGINES)("administrators' settings and dashboard on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine, { REGISTRATIONS_MAILBOX: "inscriptions@example.org" });

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
    expect(mail.subject).toBe("[Test] Confirmation d'inscription\u00a0: Plaine d'essai");
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
    // Both in the activity log, by their file.
    const logos = await t.db.select({ changes: auditLog.changes }).from(auditLog).where(eq(auditLog.entity, "association"));
    expect(logos.map(({ changes }) => changes)).toEqual(
      expect.arrayContaining([[{ field: "logo", before: null, after: logoUrl }], [{ field: "logo", before: logoUrl, after: null }]]),
    );
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
    // Refusals log nothing; a save logs who changed which field, the account included.
    const logged = () =>
      t.db.select().from(auditLog).where(eq(auditLog.entity, "association")).orderBy(desc(auditLog.createdAt), desc(auditLog.id));
    const before = (await logged()).length;
    const saved = await save({ ...identity, iban: "BE71 0961 2345 6769", bic: "GKCCBEBB", beneficiary: "ASBL Les Hiboux" });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await logged();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({ actorId: admin.id, action: "update", area: "settings", entityId: null });
    expect(entries[0].changes).toContainEqual({ field: "iban", before: "BE68539007547034", after: "BE71096123456769" });
    expect(entries[0].changes).toContainEqual({ field: "beneficiary", before: expect.any(String) as unknown, after: "ASBL Les Hiboux" });
    expect(entries[0].changes.map((change) => change.field)).not.toContain("logo");
  });

  it("keeps the presentation and the ONE recognition of 'À propos': optional, checked in French, logged by field", async () => {
    const identity = {
      name: "Les Hiboux ASBL",
      email: "info@hiboux.example.org",
      street: "Rue du Bois 7",
      postalCode: "5000",
      city: "Namur",
    };
    const { bank } = await loadAssociation(t.db);
    const account = { iban: bank?.iban ?? "", bic: bank?.bic ?? "", beneficiary: bank?.beneficiary ?? "" };
    const save = (payload: object) =>
      t.app.inject({
        method: "PUT",
        url: "/api/admin/association",
        headers: jsonHeaders(t, admin.cookie),
        payload: { ...identity, ...account, ...payload },
      });

    const before = await loadAssociation(t.db);
    const refused = await save({ about: "é".repeat(ABOUT_MAX_LENGTH + 1), oneRecognition: "x".repeat(ONE_RECOGNITION_MAX_LENGTH + 1) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      about: "La présentation de l'association compte 3\u00a0000 caractères au maximum",
      oneRecognition: `La reconnaissance par l'ONE compte ${ONE_RECOGNITION_MAX_LENGTH} caractères au maximum`,
    });
    expect(await loadAssociation(t.db)).toEqual(before);

    const saved = await save({
      about: "  Une équipe de parents.\r\n\r\nDepuis 1998. ",
      oneRecognition: "Centre de vacances agréé par l'ONE",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await loadAssociation(t.db)).identity).toMatchObject({
      about: "Une équipe de parents.\n\nDepuis 1998.",
      oneRecognition: "Centre de vacances agréé par l'ONE",
    });
    // Left blank (or not sent): none, and the activity log says which field changed.
    expect((await save({ about: "Une équipe de parents.\n\nDepuis 1998." })).statusCode).toBe(200);
    expect((await loadAssociation(t.db)).identity.oneRecognition).toBeNull();
    const [last] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entity, "association"))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(last.changes).toEqual([{ field: "oneRecognition", before: "Centre de vacances agréé par l'ONE", after: null }]);
  });

  /** The association's form as an administrator saves it (its account as saved), with `payload` on top. */
  const saveAssociationWith = async (payload: object) => {
    const { bank } = await loadAssociation(t.db);
    const form = {
      name: "Les Hiboux ASBL",
      email: "info@hiboux.example.org",
      street: "Rue du Bois 7",
      postalCode: "5000",
      city: "Namur",
      iban: bank?.iban ?? "",
      bic: bank?.bic ?? "",
      beneficiary: bank?.beneficiary ?? "",
    };
    return t.app.inject({
      method: "PUT",
      url: "/api/admin/association",
      headers: jsonHeaders(t, admin.cookie),
      payload: { ...form, ...payload },
    });
  };

  it("keeps the staffing norms the plaines follow: the ONE's by default, the VGC's when chosen, a wrong value refused in French", async () => {
    expect((await loadAssociation(t.db)).identity.staffingNorms).toBe("one");
    const save = saveAssociationWith;

    const refused = await save({ staffingNorms: "flandre" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({ staffingNorms: STAFFING_NORMS_INVALID });
    expect(STAFFING_NORMS_INVALID).toBe("Choisissez les normes d'encadrement de l'ONE ou de la VGC");

    const saved = await save({ staffingNorms: "vgc" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AssociationSettingsView>().identity.staffingNorms).toBe("vgc");
    const [last] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(eq(auditLog.entity, "association"))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    expect(last.changes).toContainEqual({ field: "staffingNorms", before: "one", after: "vgc" });
    // A save that leaves the field out keeps the norms chosen.
    expect((await save({})).statusCode).toBe(200);
    expect((await loadAssociation(t.db)).identity.staffingNorms).toBe("vgc");
    expect((await save({ staffingNorms: "one" })).statusCode).toBe(200);
    expect((await loadAssociation(t.db)).identity.staffingNorms).toBe("one");
  });

  it("keeps the sending rate of messages to families: 60 a minute by default, typed in digits, refused in French otherwise", async () => {
    expect((await loadAssociation(t.db)).identity.messagesPerMinute).toBe(DEFAULT_MESSAGES_PER_MINUTE);
    const save = saveAssociationWith;
    for (const typed of ["0", "1001", "0x10", "1e2", "30,5", "trente", -5]) {
      const refused = await save({ messagesPerMinute: typed });
      expect(refused.statusCode, String(typed)).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields).toEqual({ messagesPerMinute: MESSAGES_PER_MINUTE_INVALID });
    }
    expect((await loadAssociation(t.db)).identity.messagesPerMinute).toBe(DEFAULT_MESSAGES_PER_MINUTE);
    const saved = await save({ messagesPerMinute: " 30 " });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AssociationSettingsView>().identity.messagesPerMinute).toBe(30);
    // Left out, the rate saved stays.
    expect((await save({})).statusCode).toBe(200);
    expect((await loadAssociation(t.db)).identity.messagesPerMinute).toBe(30);
    expect((await save({ messagesPerMinute: DEFAULT_MESSAGES_PER_MINUTE })).statusCode).toBe(200);
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

  it("counts a transfer paid in part at its rest, and the overpayments waiting to be given back among the refunds", async () => {
    const activity = await insertActivity(t.db, { title: "Plaine partielle", capacity: 4, remainingSpots: 4 });
    const parent = await insertParent(t, { firstName: "Noor", lastName: "Claes" });
    const child = await insertChild(t.db, parent.id, { birthDate: birthDateForAge(7, activity.startDate) });
    const { paymentId } = (await postTransferRegistration(t, parent.cookie, activity.id, [child.id])).json<{ paymentId: string }>();
    const dashboard = async () =>
      (await t.app.inject({ method: "GET", url: "/api/admin/dashboard", headers: { cookie: admin.cookie } })).json<AdminDashboard>();
    const before = await dashboard();
    expect(before.overpaymentsToRefund).toEqual({ count: 0, totalCents: 0 });

    await t.db.update(payments).set({ receivedCents: 4_000 }).where(eq(payments.id, paymentId));
    await insertBankMovement(t.db, { outcome: "overpaid", paymentId, refundCents: 1_500, amountCents: 1_500 });
    await insertBankMovement(t.db, { outcome: "overpaid", refundCents: 2_000, amountCents: 9_000 });
    await insertBankMovement(t.db, { outcome: "overpaid", refundCents: 700, refundSettledAt: new Date() });
    const after = await dashboard();
    expect(after.unpaidTransfers.count).toBe(before.unpaidTransfers.count);
    expect(after.unpaidTransfers.totalCents).toBe(before.unpaidTransfers.totalCents - 4_000);
    expect(after.unpaidTransfers.items.find((item) => item.paymentId === paymentId)).toMatchObject({
      amountCents: activity.priceStandardCents,
      receivedCents: 4_000,
    });
    // 'Remboursements à effectuer' counts them with the card payments: two sums not yet given back.
    expect(after.overpaymentsToRefund).toEqual({ count: 2, totalCents: 3_500 });
    expect(after.refundsDue).toBe(0);
  });

  it("checks off what a site needs before registrations open, each item as it is set", async () => {
    const readiness = async () => {
      const dashboard = (await sendAs(t, "GET", "/api/admin/dashboard", admin.cookie)).json<AdminDashboard>();
      return Object.fromEntries(dashboard.readiness.map((item) => [item.key, item])) as Record<
        ReadinessKey,
        AdminDashboard["readiness"][0]
      >;
    };
    // A site whose association has given nothing yet.
    await t.db.delete(associationSettings);
    const before = await readiness();
    expect(Object.keys(before)).toEqual(["bankAccount", "contact", "organiser", "dailyCap", "plaine"]);
    expect(before.bankAccount).toMatchObject({ done: false, link: { href: "/admin/settings#association-title" } });
    expect(before.bankAccount.explanation).toContain("Indiquez le compte bancaire de l'association (IBAN, BIC et bénéficiaire)");
    expect(before.contact).toMatchObject({ done: false, link: { href: "/admin/settings#association-title" } });
    expect(before.contact.explanation).toContain("Indiquez le téléphone, l'adresse e-mail et l'adresse postale");
    expect(before.organiser).toMatchObject({ done: false, link: { href: "/admin/settings#certificates-title" } });
    const year = Number(brusselsToday().slice(0, 4));
    expect(before.dailyCap).toMatchObject({ done: false, title: `Plafond journalier ${year} (attestation 281.86)` });

    const identity = {
      name: "Les Hiboux ASBL",
      phone: "081 22 33 44",
      email: "info@hiboux.example.org",
      street: "Rue du Bois 7",
      postalCode: "5000",
      city: "Namur",
      iban: "BE71 0961 2345 6769",
      bic: "GKCCBEBB",
      beneficiary: "Les Hiboux ASBL",
    };
    expect((await sendAs(t, "PUT", "/api/admin/association", admin.cookie, identity)).statusCode).toBe(200);
    expect((await sendAs(t, "PUT", "/api/admin/certificates/organiser", admin.cookie, ORGANISER)).statusCode).toBe(200);
    const caps = { caps: [{ year, amount: "16,20" }] };
    expect((await sendAs(t, "PUT", "/api/admin/certificates/daily-caps", admin.cookie, caps)).statusCode).toBe(200);
    const after = await readiness();
    expect(after.bankAccount).toMatchObject({ done: true });
    expect(after.bankAccount.explanation).toContain("BE71 0961 2345 6769");
    expect(after.contact).toMatchObject({ done: true });
    expect(after.contact.explanation).toContain("info@hiboux.example.org");
    expect(after.organiser.done).toBe(true);
    expect(after.dailyCap.done).toBe(true);
    expect(after.dailyCap.explanation).toMatch(/^16,20\s€ par jour et par enfant, saisi dans les paramètres\.$/);

    // A plaine to come with days of activity: none in 2090, then one, then none once each of its days is off.
    const ctx = { db: t.db, config: t.config, today: "2090-06-01" };
    expect(await plaineItem(ctx)).toMatchObject({ done: false, link: { href: "/admin/activities/new" } });
    const plaine = await insertActivity(t.db, { title: "Plaine 2090", startDate: "2090-07-03", endDate: "2090-07-04" });
    const ready = await plaineItem(ctx);
    expect(ready).toMatchObject({ done: true, link: { href: `/admin/activities/${plaine.id}/edit#plaine-field-title` } });
    expect(ready.explanation).toContain("2 jours d'activité, groupes Petits, Moyens, Grands (par défaut)");
    await t.db.insert(activityDaysOff).values(["2090-07-03", "2090-07-04"].map((date) => ({ activityId: plaine.id, date })));
    expect(await plaineItem(ctx)).toMatchObject({
      done: false,
      explanation: "«\u00a0Plaine 2090\u00a0» n'a aucun jour d'activité\u00a0: chaque jour est marqué sans activité.",
    });
  });

  it("keeps an activity log of every area, filtered by person, area and period, for administrators only", async () => {
    const log = async (query = "") => {
      const response = await sendAs(t, "GET", `/api/admin/activity-log${query}`, admin.cookie);
      expect(response.statusCode).toBe(200);
      return response.json<ActivityLogResponse>();
    };
    // A parent registers and cancels; the administrator marks another registration paid, saves a setting, exports.
    const plaine = await insertActivity(t.db, { title: "Plaine du journal" });
    const parent = await insertParent(t, { firstName: "Nora", lastName: "Lambert" });
    const child = await insertChild(t.db, parent.id, { firstName: "Milo", birthDate: birthDateForAge(7, plaine.startDate) });
    const { registrationIds } = (await postTransferRegistration(t, parent.cookie, plaine.id, [child.id])).json<RegistrationResult>();
    expect((await sendAs(t, "POST", `/api/registrations/${registrationIds[0]}/cancel`, parent.cookie, {})).statusCode).toBe(200);
    const other = await insertChild(t.db, parent.id, { firstName: "Iris", birthDate: birthDateForAge(8, plaine.startDate) });
    const paid = (await postTransferRegistration(t, parent.cookie, plaine.id, [other.id])).json<RegistrationResult>().registrationIds[0];
    const marked = await sendAs(t, "PATCH", "/api/admin/registrations", admin.cookie, { ids: [paid], paymentStatus: "paid" });
    expect(marked.statusCode).toBe(200);
    const rules = { reminderDays: [3, 9], deadlineDays: 21, deadlineDaysBeforeStart: 10 };
    expect((await sendAs(t, "PUT", "/api/admin/bank-transfer-rules", admin.cookie, rules)).statusCode).toBe(200);
    expect((await sendAs(t, "GET", "/api/admin/registrations/export?format=xlsx&status=confirmed", admin.cookie)).statusCode).toBe(200);

    const all = await log();
    const lines = all.entries.map((entry) => `${entry.area} ${entry.action} ${entry.record.label}`);
    expect(lines.slice(0, 4)).toEqual([
      "exports export Liste des inscriptions",
      "settings update Virements\u00a0: rappels et date limite",
      `payments update Iris Dupont, réf. ${paid.slice(-8)} (Plaine du journal)`,
      `registrations update Milo Dupont, réf. ${registrationIds[0].slice(-8)} (Plaine du journal)`,
    ]);
    expect(lines).toContain("settings update Plafonds journaliers 281.86");
    const [exported, saved, payment, cancelled] = all.entries;
    expect(exported).toMatchObject({ entity: "registration", record: { id: null }, actor: { email: admin.email } });
    expect(exported.changes).toEqual(
      expect.arrayContaining([
        { field: "format", before: null, after: "XLSX" },
        { field: "status", before: null, after: "confirmed" },
      ]),
    );
    expect(saved.changes).toEqual([{ field: "reminderDays", before: "7, 14", after: "3, 9" }]);
    expect(payment).toMatchObject({
      record: { id: paid, activityId: plaine.id },
      changes: [{ field: "paymentStatus", before: "pending", after: "paid" }],
    });
    expect(cancelled).toMatchObject({
      actor: { email: parent.email, name: "Nora Lambert" },
      changes: [{ field: "status", after: "cancelled" }],
    });
    expect(all.people.map((person) => person.email)).toEqual(expect.arrayContaining([admin.email, parent.email]));
    expect(all.next).toBeNull();

    // By person, by area, by page.
    expect((await log(`?actor=${encodeURIComponent(parent.email)}`)).entries.map((entry) => entry.id)).toEqual([cancelled.id]);
    const exports = await log("?area=exports");
    expect(exports.entries.map((entry) => entry.id)).toEqual([exported.id]);
    expect((await log(`?area=payments&before=${payment.id}`)).entries).toEqual([]);
    expect((await log(`?before=${saved.id}`)).entries[0].id).toBe(payment.id);

    // By period, in Brussels days: 00:30 on 1 April in Brussels is still 31 March in UTC.
    await t.db
      .update(auditLog)
      .set({ createdAt: new Date("2026-03-31T22:30:00Z") })
      .where(eq(auditLog.id, saved.id));
    expect((await log("?from=2026-04-01&to=2026-04-01")).entries.map((entry) => entry.id)).toEqual([saved.id]);
    expect((await log("?from=2026-03-31&to=2026-03-31")).entries).toEqual([]);
    const tomorrow = addDaysIso(brusselsToday(), 1);
    expect((await log(`?from=${tomorrow}`)).entries).toEqual([]);
    // The last day a date field takes has no next day: no upper bound, never a 500.
    expect((await log("?from=2026-04-01&to=9999-12-31")).entries.map((entry) => entry.id)).toContain(saved.id);

    const refused = await sendAs(t, "GET", "/api/admin/activity-log?from=2026-02-30&to=2026-01-01", admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      from: "La date de début doit être une date (AAAA-MM-JJ)",
    });
    const backwards = await sendAs(t, "GET", "/api/admin/activity-log?from=2026-02-03&to=2026-01-01", admin.cookie);
    expect(backwards.json<{ error: { message: string } }>().error.message).toBe(
      "La date de fin doit être égale ou postérieure à la date de début",
    );
    expect((await sendAs(t, "GET", "/api/admin/activity-log", parent.cookie)).statusCode).toBe(403);
  });
});
