import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import type { BankTransferPage, RegistrationGroup, RegistrationPage, RegistrationResult } from "../../../domain/contracts/registrations.ts";
import { parseStructuredCommunication } from "../../../domain/structured-communication.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { createAdmin, browserRequests, jsonHeaders } from "../../../../tests/support/accounts.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { decodeQrPng } from "../../../../tests/support/qr.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { NO_WAY_TO_PAY, TRANSFER_NOT_READY } from "../../../domain/association.ts";
import { loadConfig } from "../../config.ts";
import { activities, associationSettings, emailOutbox, payments, registrations } from "../../db/schema.ts";
import { fillAssociationOnce, paymentReadiness } from "../association/index.ts";
import { chosenProvider } from "./payment-offer.ts";

type GroupList = { groups: RegistrationGroup[] };

describe.each(ENGINES)("registration API on %s", (engine) => {
  const t = suiteTestApp(engine, { REGISTRATIONS_MAILBOX: "inscriptions@plaines-soleil.be" });
  let parent: TestParent;
  let other: TestParent;
  let admin: { id: string; cookie: string };
  const today = brusselsToday();

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    other = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
    admin = await createAdmin(t, "admin@example.org");
  });

  const { get, post } = browserRequests(t);
  const patch = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "PATCH", url, headers: jsonHeaders(t, cookie), payload });
  const registerChildren = (activityId: string, childIds: string[], cookie = parent.cookie, extra: object = {}) =>
    post("/api/registrations", { activityId, childIds, paymentMethod: "bank_transfer", acceptTerms: true, ...extra }, cookie);
  const remaining = async (id: string) =>
    (await t.db.select({ n: activities.remainingSpots }).from(activities).where(eq(activities.id, id)))[0].n;

  describe("GET /api/activities/:id/registration", () => {
    it("gives the plaine, the parent's children by first name with their state, and bank transfer as the only method", async () => {
      const p = await insertParent(t);
      const activity = await insertActivity(t.db, { title: "Jeux", ageMin: 6, ageMax: 12 });
      const [zoe, adam, baby] = await insertChildren(t.db, p.id, [
        { firstName: "Zoé", birthDate: birthDateForAge(8, activity.startDate), allergies: "Arachides" },
        { firstName: "Adam", birthDate: birthDateForAge(7, activity.startDate) },
        { firstName: "Bébé", birthDate: birthDateForAge(3, activity.startDate) },
      ]);
      await insertChild(t.db, other.id, { firstName: "Autre" });
      expect((await registerChildren(activity.id, [zoe.id], p.cookie)).statusCode).toBe(201);

      const response = await get(`/api/activities/${activity.id}/registration`, p.cookie);
      expect(response.statusCode).toBe(200);
      const page = response.json<RegistrationPage>();
      expect(page.activity).toMatchObject({ id: activity.id, title: "Jeux", price: { standard: 8000 } });
      expect(page.closedReason).toBeNull();
      expect(page.paymentMethods).toEqual([
        { method: "bank_transfer", label: "Virement bancaire", description: expect.any(String) as unknown },
      ]);
      expect(page.children.map((c: { firstName: string }) => c.firstName)).toEqual(["Adam", "Bébé", "Zoé"]);
      expect(page.children[0]).toMatchObject({
        id: adam.id,
        alreadyRegistered: false,
        ageAtStart: { years: 7, months: 0 },
        ageAtStartLabel: "7 ans",
        ageFits: true,
        ageMessage: null,
        selectable: true,
      });
      expect(page.children[1]).toMatchObject({
        id: baby.id,
        ageFits: false,
        selectable: false,
        ageMessage: "Bébé aura 3 ans au début de la plaine\u00a0: l'âge minimum est de 6 ans.",
      });
      expect(page.children[2]).toMatchObject({ id: zoe.id, alreadyRegistered: true, selectable: false });
      // The registration page has no use for the medical file.
      expect(JSON.stringify(page)).not.toContain("Arachides");
    });

    it("says why a full or past plaine is closed", async () => {
      const full = await insertActivity(t.db, { remainingSpots: 0 });
      const past = await insertActivity(t.db, { startDate: addDaysIso(today, -6), endDate: addDaysIso(today, -1) });
      expect((await get(`/api/activities/${full.id}/registration`, parent.cookie)).json<RegistrationPage>().closedReason).toBe(
        "Cette plaine est complète",
      );
      expect((await get(`/api/activities/${past.id}/registration`, parent.cookie)).json<RegistrationPage>().closedReason).toBe(
        "Cette plaine est déjà passée",
      );
    });

    it("in production with no account given, offers no transfer, says why, and refuses one without taking anything", async () => {
      // A production site filled from an environment without BANK_IBAN (even with demo content): no sample account.
      await t.db.delete(associationSettings);
      expect(await fillAssociationOnce(t.db, loadConfig({ NODE_ENV: "production", DEMO_DATA: "true" }))).toBe(true);
      try {
        expect(await paymentReadiness(t.db, t.config)).toMatchObject({
          transfer: { available: false },
          open: false,
          reason: NO_WAY_TO_PAY,
        });
        const activity = await insertActivity(t.db);
        const child = await insertChild(t.db, parent.id);
        const page = (await get(`/api/activities/${activity.id}/registration`, parent.cookie)).json<RegistrationPage>();
        expect(page).toMatchObject({ paymentMethods: [], transferNotice: TRANSFER_NOT_READY });
        const refused = await registerChildren(activity.id, [child.id]);
        expect(refused.statusCode).toBe(409);
        expect(refused.json<ApiErrorBody>().error.message).toBe(NO_WAY_TO_PAY);
        expect(await remaining(activity.id)).toBe(activity.remainingSpots);
        // With the card configured, the transfer alone is refused, in the form's words.
        const card = { stripe: undefined, simulatedCheckout: true };
        await expect(chosenProvider(t.db, card, t.app.context.paymentProviders, "bank_transfer")).rejects.toThrow(TRANSFER_NOT_READY);
      } finally {
        await t.db.delete(associationSettings);
        await fillAssociationOnce(t.db, t.config);
      }
    });

    it("is for signed-in parents; an unknown plaine is a 404", async () => {
      const activity = await insertActivity(t.db);
      expect((await get(`/api/activities/${activity.id}/registration`)).statusCode).toBe(401);
      expect(
        (await get("/api/activities/00000000-0000-4000-8000-000000000000/registration", parent.cookie)).json<ApiErrorBody>().error.message,
      ).toBe("Plaine non trouvée");
    });
  });

  describe("POST /api/registrations", () => {
    it("registers two children: server price with the family discount, one payment, places taken, a tampered amount ignored", async () => {
      const activity = await insertActivity(t.db, { priceStandardCents: 8000, capacity: 10, remainingSpots: 10 });
      const [lea, tom] = await insertChildren(t.db, parent.id, [{ firstName: "Léa" }, { firstName: "Tom" }]);
      const response = await registerChildren(activity.id, [lea.id, tom.id], parent.cookie, {
        amount: 0.01,
        totalCents: 1,
        price: { total: 1 },
      });
      expect(response.statusCode).toBe(201);
      const result = response.json<RegistrationResult>();
      expect(result.price).toEqual({
        unitPriceCents: 8000,
        lines: [{ childCount: 2, unitPriceCents: 8000 }],
        childCount: 2,
        subtotalCents: 16000,
        discount: { label: "Réduction famille (2 enfants)", amountCents: 1000 },
        totalCents: 15000,
      });
      expect(result.reference).toBe(result.registrationId.slice(-8));
      expect(result.redirectTo).toBe(`/bank-transfer/success?registration_id=${result.registrationId}`);
      expect(await remaining(activity.id)).toBe(8);

      const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
      expect(payment).toMatchObject({ method: "bank_transfer", status: "pending", amountCents: 15000, parentId: parent.id });
      expect(parseStructuredCommunication(payment.structuredCommunication!)).not.toBeNull();
      const rows = await t.db.select().from(registrations).where(eq(registrations.paymentId, payment.id));
      expect(rows).toHaveLength(2);
      expect(rows.find((row) => row.isPrimary)).toMatchObject({ id: result.registrationId, childId: lea.id, status: "pending" });
    });

    it("queues one confirmation in the same transaction: to the parent, copy to the mailbox, QR inline, no medical information", async () => {
      const activity = await insertActivity(t.db, { title: "Les aventuriers" });
      const child = await insertChild(t.db, parent.id, {
        firstName: "Nina",
        allergies: "Pollen de bouleau",
        medications: "Ventolin",
        doctorContact: "Dr Secret",
      });
      const result = (await registerChildren(activity.id, [child.id])).json<RegistrationResult>();
      const [mail] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `confirmation:${result.paymentId}`));
      expect(mail).toMatchObject({
        kind: "registration-confirmation",
        toAddress: parent.email,
        ccAddress: "inscriptions@plaines-soleil.be",
        subject: "Confirmation d'inscription\u00a0: Les aventuriers",
      });
      const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
      const communication = payment.structuredCommunication!;
      // The HTML keeps a code's groups together with markup between them: read it as a person sees it.
      for (const body of [mail.text, mail.html.replace(/<[^>]*>/g, "")]) {
        expect(body).toContain("Nina Dupont");
        expect(body).toContain("Les aventuriers");
        expect(body).toContain("BE68 5390 0754 7034");
        expect(body).toContain("TRIOBEBB");
        expect(body).toContain("Plaines Soleil ASBL");
        expect(body).toContain(`+++${communication.slice(0, 3)}/${communication.slice(3, 7)}/${communication.slice(7)}+++`);
        expect(body).toMatch(/80,00\s€/);
        for (const secret of ["Pollen", "Ventolin", "Dr Secret"]) expect(body).not.toContain(secret);
      }
      expect(mail.html).toContain('src="cid:virement-qr@plaines"');
      expect(mail.attachments).toEqual([
        { filename: "virement-qr.png", cid: "virement-qr@plaines", qrText: expect.stringContaining(`\n${communication}\n`) as unknown },
      ]);
    });

    it.each([
      [{ childIds: [] }, "Veuillez sélectionner au moins un enfant"],
      [{ acceptTerms: false }, "Vous devez accepter les conditions"],
      [{ paymentMethod: "stripe" }, "Ce mode de paiement n'est pas disponible pour le moment. Veuillez choisir le virement bancaire."],
    ])("refuses %o with a French 400", async (change, message) => {
      const activity = await insertActivity(t.db);
      const child = await insertChild(t.db, parent.id);
      const response = await registerChildren(activity.id, [child.id], parent.cookie, change);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe(message);
      expect(await remaining(activity.id)).toBe(30);
    });

    it("refuses a child already registered, naming them, and changes nothing", async () => {
      const activity = await insertActivity(t.db);
      const [lea, tom] = await insertChildren(t.db, parent.id, [{ firstName: "Léa", lastName: "Martin" }, { firstName: "Tom" }]);
      expect((await registerChildren(activity.id, [lea.id])).statusCode).toBe(201);
      const again = await registerChildren(activity.id, [lea.id]);
      expect(again.statusCode).toBe(409);
      expect(again.json<ApiErrorBody>().error.message).toBe("Aucun enfant disponible sélectionné pour l'inscription.");
      const mixed = await registerChildren(activity.id, [tom.id, lea.id]);
      expect(mixed.statusCode).toBe(409);
      expect(mixed.json<ApiErrorBody>().error.message).toBe("Léa Martin est déjà inscrit(e) à cette activité");
      expect(await remaining(activity.id)).toBe(29);
    });

    it("counts a cancelled registration as none: the child may register again", async () => {
      const activity = await insertActivity(t.db);
      const child = await insertChild(t.db, parent.id);
      const first = (await registerChildren(activity.id, [child.id])).json<RegistrationResult>();
      expect((await post(`/api/registrations/${first.registrationId}/cancel`, {}, parent.cookie)).statusCode).toBe(200);
      expect(await remaining(activity.id)).toBe(30);
      expect((await registerChildren(activity.id, [child.id])).statusCode).toBe(201);
      expect(await remaining(activity.id)).toBe(29);
    });

    it("refuses a full plaine, says how many places are left, and refuses a past plaine", async () => {
      const [a, b] = await insertChildren(t.db, parent.id, [{}, {}]);
      const full = await insertActivity(t.db, { capacity: 5, remainingSpots: 0 });
      expect((await registerChildren(full.id, [a.id])).json<ApiErrorBody>().error).toEqual({
        code: "CONFLICT",
        message: "Cette plaine est complète",
      });
      const one = await insertActivity(t.db, { capacity: 5, remainingSpots: 1 });
      expect((await registerChildren(one.id, [a.id, b.id])).json<ApiErrorBody>().error.message).toBe(
        "Il ne reste qu'une place pour cette plaine",
      );
      const past = await insertActivity(t.db, { startDate: addDaysIso(today, -5), endDate: addDaysIso(today, -1) });
      const refused = await registerChildren(past.id, [a.id]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<ApiErrorBody>().error.message).toBe("Cette plaine est déjà passée");
      // Still running today: registration stays open until the last day (spec §4: end date).
      const running = await insertActivity(t.db, { startDate: addDaysIso(today, -2), endDate: today, ageMin: 2.5, ageMax: 14 });
      expect((await registerChildren(running.id, [a.id])).statusCode).toBe(201);
    });

    it("refuses a child outside the age range with a reason naming the child", async () => {
      const activity = await insertActivity(t.db, { ageMin: 2.5, ageMax: 6 });
      const [ok, big] = await insertChildren(t.db, parent.id, [
        { firstName: "Petit", birthDate: birthDateForAge(4, activity.startDate) },
        { firstName: "Grand", birthDate: birthDateForAge(9, activity.startDate) },
      ]);
      const response = await registerChildren(activity.id, [ok.id, big.id]);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiErrorBody>().error.message).toBe("Grand aura 9 ans au début de la plaine\u00a0: l'âge maximum est de 6 ans.");
      expect(await remaining(activity.id)).toBe(30);
    });

    it("answers 404 for another parent's child or an unknown plaine, 401 without a session", async () => {
      const activity = await insertActivity(t.db);
      const mine = await insertChild(t.db, parent.id);
      const theirs = await insertChild(t.db, other.id);
      const response = await registerChildren(activity.id, [mine.id, theirs.id]);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiErrorBody>().error.message).toBe("Enfant non trouvé");
      expect((await registerChildren("00000000-0000-4000-8000-000000000000", [mine.id])).json<ApiErrorBody>().error.message).toBe(
        "Plaine non trouvée",
      );
      expect(
        (
          await post("/api/registrations", {
            activityId: activity.id,
            childIds: [mine.id],
            paymentMethod: "bank_transfer",
            acceptTerms: true,
          })
        ).statusCode,
      ).toBe(401);
      expect(await remaining(activity.id)).toBe(30);
    });
  });

  describe("after registering", () => {
    let activity: Awaited<ReturnType<typeof insertActivity>>;
    let result: { registrationId: string; registrationIds: string[]; paymentId: string };

    beforeAll(async () => {
      activity = await insertActivity(t.db, { title: "Suivi", priceStandardCents: 9000 });
      const kids = await insertChildren(t.db, parent.id, [{ firstName: "Anna" }, { firstName: "Bob" }, { firstName: "Chloé" }]);
      result = (
        await registerChildren(
          activity.id,
          kids.map((kid) => kid.id),
        )
      ).json<RegistrationResult>();
    });

    it("shows the bank transfer to its owner and to admins: amount, IBAN, BIC, beneficiary, communication, QR", async () => {
      const response = await get(`/api/registrations/${result.registrationId}/bank-transfer`, parent.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json<BankTransferPage>();
      expect(body.registration).toMatchObject({
        id: result.registrationId,
        reference: result.registrationId.slice(-8),
        statusLabel: "En attente",
      });
      expect(body.activity).toMatchObject({ id: activity.id, title: "Suivi" });
      expect(body.children.map((c: { firstName: string }) => c.firstName)).toEqual(["Anna", "Bob", "Chloé"]);
      expect(body.payment).toMatchObject({ method: "bank_transfer", status: "pending", amountCents: 25000 });
      expect(body.bankTransfer).toMatchObject({
        amountCents: 25000,
        iban: "BE68 5390 0754 7034",
        bic: "TRIOBEBB",
        beneficiary: "Plaines Soleil ASBL",
        qrCodeUrl: `/api/registrations/${result.registrationId}/qr.png`,
      });
      const digits = parseStructuredCommunication(body.bankTransfer.communication)!;
      expect(body.bankTransfer.qrPayload).toBe(
        `BCD\n002\n1\nSCT\nTRIOBEBB\nPlaines Soleil ASBL\nBE68539007547034\nEUR250.00\n\n${digits}\n`,
      );
      expect((await get(`/api/registrations/${result.registrationId}/bank-transfer`, admin.cookie)).statusCode).toBe(200);
      // Any registration of the submission leads to the same payment.
      expect(
        (await get(`/api/registrations/${result.registrationIds[2]}/bank-transfer`, parent.cookie)).json<BankTransferPage>().bankTransfer
          .communication,
      ).toBe(body.bankTransfer.communication);
    });

    it("draws the QR code as a PNG that decodes to the EPC payload", async () => {
      const response = await get(`/api/registrations/${result.registrationId}/qr.png`, parent.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      const { bankTransfer } = (
        await get(`/api/registrations/${result.registrationId}/bank-transfer`, parent.cookie)
      ).json<BankTransferPage>();
      expect(decodeQrPng(response.rawPayload)).toBe(bankTransfer.qrPayload);
    });

    it("tells the success page where the confirmation e-mail stands", async () => {
      const url = `/api/registrations/${result.registrationId}/confirmation`;
      const [mail] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `confirmation:${result.paymentId}`));
      await t.db.update(emailOutbox).set({ status: "pending", sentAt: null }).where(eq(emailOutbox.id, mail.id));
      expect((await get(url, parent.cookie)).json()).toEqual({ state: "sending" });
      await t.db.update(emailOutbox).set({ status: "sent", sentAt: new Date() }).where(eq(emailOutbox.id, mail.id));
      expect((await get(url, parent.cookie)).json()).toEqual({ state: "sent" });
      await t.db
        .update(emailOutbox)
        .set({ sentAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(eq(emailOutbox.id, mail.id));
      expect((await get(url, parent.cookie)).json()).toEqual({ state: "already_sent" });
      await t.db.update(emailOutbox).set({ status: "failed", sentAt: null }).where(eq(emailOutbox.id, mail.id));
      expect((await get(url, parent.cookie)).json()).toEqual({ state: "error" });
    });

    it("hides every registration id from other parents (404) and anonymous visitors (401)", async () => {
      for (const path of ["bank-transfer", "qr.png", "confirmation"]) {
        const url = `/api/registrations/${result.registrationId}/${path}`;
        const response = await get(url, other.cookie);
        expect(response.statusCode).toBe(404);
        expect(response.json<ApiErrorBody>().error.message).toBe("Inscription non trouvée");
        expect((await get(url)).statusCode).toBe(401);
      }
      const cancel = await post(`/api/registrations/${result.registrationId}/cancel`, {}, other.cookie);
      expect(cancel.statusCode).toBe(404);
      expect((await post(`/api/registrations/${result.registrationId}/cancel`, {})).statusCode).toBe(401);
      expect((await get("/api/registrations/not-an-id/bank-transfer", parent.cookie)).json<ApiErrorBody>().error.message).toBe(
        "ID de l'inscription invalide",
      );
      expect(
        (await get("/api/registrations", other.cookie))
          .json<GroupList>()
          .groups.some((g: { activity: { id: string } }) => g.activity.id === activity.id),
      ).toBe(false);
    });

    it("lists the history grouped by plaine: one amount per payment, '-' on the other rows, instructions while unpaid", async () => {
      const { groups } = (await get("/api/registrations", parent.cookie)).json<GroupList>();
      const group = groups.find((g) => g.activity.id === activity.id)!;
      expect(group).toMatchObject({ count: 3, totalCents: 25000, childNames: ["Anna Dupont", "Bob Dupont", "Chloé Dupont"] });
      expect(group.totalLabel).toMatch(/^250,00\s€$/);
      const primary = group.registrations.find((r: { id: string }) => r.id === result.registrationId);
      expect(primary).toMatchObject({
        isPrimary: true,
        amountCents: 25000,
        statusLabel: "En attente",
        paymentStatusLabel: "En attente",
        paymentMethodLabel: "Virement bancaire",
        reference: result.registrationId.slice(-8),
        canCancel: true,
      });
      const others = group.registrations.filter((r: { id: string }) => r.id !== result.registrationId);
      expect(others.map((r: { amountCents: number | null; amountLabel: string }) => [r.amountCents, r.amountLabel])).toEqual([
        [null, "-"],
        [null, "-"],
      ]);
      // Each child's share of the family's 250 €, evenly: the cent left by rounding to the first child.
      expect(primary?.shareCents).toBe(8334);
      expect(others.map((r) => r.shareCents)).toEqual([8333, 8333]);
      expect(group.payments).toHaveLength(1);
      // The transfer's structured communication, beside the reference, paid or not.
      expect(group.payments[0].communication).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
      expect(group.payments[0].cancelled).toBe(false);
      expect(group.payments[0]).toMatchObject({
        amountCents: 25000,
        reference: result.registrationId.slice(-8),
        bankTransfer: { amountCents: 25000, iban: "BE68 5390 0754 7034" },
      });
      expect(JSON.stringify(groups)).not.toMatch(/"amountCents":1\b/);
    });

    it("gives the success page each child's share of the family payment, the first child first", async () => {
      const page = (await get(`/api/registrations/${result.registrationIds[1]}/bank-transfer`, parent.cookie)).json<BankTransferPage>();
      expect(page.children).toEqual([
        { firstName: "Anna", lastName: "Dupont", shareCents: 8334 },
        { firstName: "Bob", lastName: "Dupont", shareCents: 8333 },
        { firstName: "Chloé", lastName: "Dupont", shareCents: 8333 },
      ]);
    });

    it("lets the admin mark the payment paid: paid date recorded, no more instructions", async () => {
      expect(
        (await patch("/api/admin/registrations", { ids: [result.registrationId], paymentStatus: "paid" }, parent.cookie)).statusCode,
      ).toBe(403);
      const response = await patch("/api/admin/registrations", { ids: [result.registrationId], paymentStatus: "paid" }, admin.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ count: 1, paymentsChanged: 1, paymentStatus: "paid", paymentStatusLabel: "Payé" });
      const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
      expect(payment.status).toBe("paid");
      expect(payment.paidAt).toBeInstanceOf(Date);
      const group = (await get("/api/registrations", parent.cookie)).json<GroupList>().groups.find((g) => g.activity.id === activity.id)!;
      expect(group.payments[0]).toMatchObject({ statusLabel: "Payé", bankTransfer: null });
      expect(group.registrations[0].paymentStatusLabel).toBe("Payé");
    });
  });

  describe("the parent's history", () => {
    it("lists the plaines to come first, the nearest first, then those over, the latest first", async () => {
      const p = await insertParent(t);
      const [kid] = await insertChildren(t.db, p.id, [{ firstName: "Noé" }]);
      const plaine = (title: string, from: number) =>
        insertActivity(t.db, { title, startDate: addDaysIso(today, from), endDate: addDaysIso(today, from + 4) });
      // Registered in this order: the newest registration is not the nearest plaine.
      const far = await plaine("Lointaine", 90);
      const near = await plaine("Proche", 20);
      const lastYear = await plaine("L'an passé", 60);
      const lastMonth = await plaine("Le mois passé", 70);
      for (const activity of [far, near, lastYear, lastMonth])
        expect((await registerChildren(activity.id, [kid.id], p.cookie)).statusCode).toBe(201);
      // Two of them are over by now.
      await t.db
        .update(activities)
        .set({ startDate: addDaysIso(today, -365), endDate: addDaysIso(today, -361) })
        .where(eq(activities.id, lastYear.id));
      await t.db
        .update(activities)
        .set({ startDate: addDaysIso(today, -30), endDate: addDaysIso(today, -26) })
        .where(eq(activities.id, lastMonth.id));

      const { groups } = (await get("/api/registrations", p.cookie)).json<GroupList>();
      expect(groups.map((g) => g.activity.title)).toEqual(["Proche", "Lointaine", "Le mois passé", "L'an passé"]);
    });
  });

  describe("cancelling", () => {
    it("lets a parent cancel up to 15 days before the start and gives the place back", async () => {
      const early = await insertActivity(t.db, { startDate: addDaysIso(today, 15), endDate: addDaysIso(today, 19) });
      const late = await insertActivity(t.db, { startDate: addDaysIso(today, 14), endDate: addDaysIso(today, 18) });
      const child = await insertChild(t.db, parent.id);
      const a = (await registerChildren(early.id, [child.id])).json<RegistrationResult>();
      const b = (await registerChildren(late.id, [child.id])).json<RegistrationResult>();
      const ok = await post(`/api/registrations/${a.registrationId}/cancel`, {}, parent.cookie);
      expect(ok.json()).toEqual({ registration: { id: a.registrationId, status: "cancelled", statusLabel: "Annulée" } });
      expect(await remaining(early.id)).toBe(30);
      expect((await post(`/api/registrations/${a.registrationId}/cancel`, {}, parent.cookie)).json<ApiErrorBody>().error.message).toBe(
        "Cette inscription est déjà annulée",
      );
      const tooLate = await post(`/api/registrations/${b.registrationId}/cancel`, {}, parent.cookie);
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json<ApiErrorBody>().error.message).toMatch(/^L'annulation n'est possible que jusqu'à 15 jours avant le début/);
      expect(await remaining(late.id)).toBe(29);
    });

    it("prices an unpaid transfer again for the children still registered, at the price the parent was quoted", async () => {
      const activity = await insertActivity(t.db, {
        priceStandardCents: 8000,
        startDate: addDaysIso(today, 40),
        endDate: addDaysIso(today, 44),
      });
      const [a, b, c] = await insertChildren(t.db, parent.id, [{}, {}, {}]);
      const result = (await registerChildren(activity.id, [a.id, b.id, c.id])).json<RegistrationResult>();
      const amount = async () =>
        (await t.db.select({ n: payments.amountCents }).from(payments).where(eq(payments.id, result.paymentId)))[0].n;
      expect(await amount()).toBe(22000);
      // The plaine's price changes afterwards: the family keeps the price it registered at.
      await t.db.update(activities).set({ priceStandardCents: 9900 }).where(eq(activities.id, activity.id));

      await post(`/api/registrations/${result.registrationIds[2]}/cancel`, {}, parent.cookie);
      expect(await amount()).toBe(15000); // 2 × 80 € − 10 €
      const page = (await get(`/api/registrations/${result.registrationId}/bank-transfer`, parent.cookie)).json<BankTransferPage>();
      expect(page.bankTransfer.amountCents).toBe(15000);
      expect(decodeQrPng((await get(`/api/registrations/${result.registrationId}/qr.png`, parent.cookie)).rawPayload)).toContain(
        "EUR150.00",
      );

      // The primary registration cancelled: its sibling still owes one child's price.
      await post(`/api/registrations/${result.registrationId}/cancel`, {}, parent.cookie);
      expect(await amount()).toBe(8000);
      const history = (await get("/api/registrations", parent.cookie)).json<GroupList>();
      const group = history.groups.find((g) => g.activity.id === activity.id)!;
      expect(group.payments[0]).toMatchObject({ amountCents: 8000, bankTransfer: { amountCents: 8000 }, cancelled: false });
      // The one child still registered owes the whole rest; the cancelled ones have no share.
      expect(Object.fromEntries(group.registrations.map((r) => [r.id, r.shareCents]))).toEqual({
        [result.registrationIds[0]]: null,
        [result.registrationIds[1]]: 8000,
        [result.registrationIds[2]]: null,
      });

      // All cancelled: nothing left to pay, no instructions.
      await patch("/api/admin/registrations", { ids: [result.registrationIds[1]], status: "cancelled" }, admin.cookie);
      expect(await amount()).toBe(0);
      const after = (await get("/api/registrations", parent.cookie)).json<GroupList>().groups.find((g) => g.activity.id === activity.id)!;
      expect(after.payments[0]).toMatchObject({ amountCents: 0, bankTransfer: null, cancelled: true });
      expect(after.registrations.map((r) => r.shareCents)).toEqual([null, null, null]);

      // Brought back by the admin: its price is due again.
      await patch("/api/admin/registrations", { ids: [result.registrationIds[1]], status: "confirmed" }, admin.cookie);
      expect(await amount()).toBe(8000);
      await patch("/api/admin/registrations", { ids: [result.registrationIds[1]], paymentStatus: "paid" }, admin.cookie);
      // Paid, then cancelled by the organiser: the whole share is refunded, nothing kept (decision 0053).
      await patch("/api/admin/registrations", { ids: [result.registrationIds[1]], status: "cancelled" }, admin.cookie);
      expect(await amount()).toBe(0);
    });

    it("lets the admin cancel and restore: places follow, and a full plaine refuses the restore", async () => {
      const activity = await insertActivity(t.db, { capacity: 2, remainingSpots: 2 });
      const [a, b] = await insertChildren(t.db, parent.id, [{}, {}]);
      const first = (await registerChildren(activity.id, [a.id, b.id])).json<RegistrationResult>();
      expect(await remaining(activity.id)).toBe(0);
      const cancelled = await patch("/api/admin/registrations", { ids: first.registrationIds, status: "cancelled" }, admin.cookie);
      expect(cancelled.json()).toMatchObject({ registrationsChanged: 2, statusLabel: "Annulée" });
      expect(await remaining(activity.id)).toBe(2);
      const c = await insertChild(t.db, other.id);
      expect((await registerChildren(activity.id, [c.id], other.cookie)).statusCode).toBe(201);
      const restore = await patch("/api/admin/registrations", { ids: first.registrationIds, status: "confirmed" }, admin.cookie);
      expect(restore.statusCode).toBe(409);
      expect(restore.json<ApiErrorBody>().error.message).toBe("Cette plaine est complète");
      expect(await remaining(activity.id)).toBe(1);
      expect(
        (await patch("/api/admin/registrations", { ids: [first.registrationIds[0]], status: "confirmed" }, admin.cookie)).json<{
          registrationsChanged: number;
        }>().registrationsChanged,
      ).toBe(1);
      expect(await remaining(activity.id)).toBe(0);
    });

    it("refuses to bring back a registration when the child has registered again, naming the child", async () => {
      const activity = await insertActivity(t.db);
      const child = await insertChild(t.db, parent.id, { firstName: "Jules", lastName: "Renard" });
      const first = (await registerChildren(activity.id, [child.id])).json<RegistrationResult>();
      await patch("/api/admin/registrations", { ids: [first.registrationId], status: "cancelled" }, admin.cookie);
      expect((await registerChildren(activity.id, [child.id])).statusCode).toBe(201);
      const restore = await patch("/api/admin/registrations", { ids: [first.registrationId], status: "pending" }, admin.cookie);
      expect(restore.statusCode).toBe(409);
      expect(restore.json<ApiErrorBody>().error.message).toBe("Jules Renard est déjà inscrit(e) à cette activité");
      expect(await remaining(activity.id)).toBe(29);
    });

    it("validates the admin's change", async () => {
      const unknown = await patch(
        "/api/admin/registrations",
        { ids: ["00000000-0000-4000-8000-000000000000"], status: "cancelled" },
        admin.cookie,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<ApiErrorBody>().error.message).toBe("Inscription non trouvée");
      expect((await patch("/api/admin/registrations", { ids: [] }, admin.cookie)).json<ApiErrorBody>().error.message).toBe(
        "Sélectionnez au moins une inscription",
      );
      const noStatus = await patch("/api/admin/registrations", { ids: ["00000000-0000-4000-8000-000000000000"] }, admin.cookie);
      expect(noStatus.json<ApiErrorBody>().error.message).toBe("Indiquez le statut à modifier");
      expect(
        (
          await patch("/api/admin/registrations", { ids: ["00000000-0000-4000-8000-000000000000"], status: "lost" }, admin.cookie)
        ).json<ApiErrorBody>().error.message,
      ).toBe("Statut d'inscription inconnu");
    });

    it("gives the admin every registration with the parent's contact, by start date", async () => {
      expect((await get("/api/admin/registrations", parent.cookie)).statusCode).toBe(403);
      const { groups } = (await get("/api/admin/registrations", admin.cookie)).json<GroupList>();
      const starts = groups.map((g: { activity: { startDate: string } }) => g.activity.startDate);
      expect(starts).toEqual([...starts].sort());
      const row = groups.flatMap((g) => g.registrations).find((r) => r.parent?.id === other.id);
      expect(row?.parent).toMatchObject({ firstName: "Sam", lastName: "Peeters", email: other.email });
      // The administrators' table keeps the specification's '-' on the other children, and no share.
      const rows = groups.flatMap((g) => g.registrations);
      expect(rows.filter((r) => !r.isPrimary).every((r) => r.amountLabel === "-")).toBe(true);
      expect(rows.every((r) => r.shareCents === undefined)).toBe(true);
    });
  });
});
