/**
 * The parent's export (GDPR art. 15 and 20): every table's rows about them, nothing of another
 * parent, medical files only when asked (and then recorded), never cached, rate-limited.
 */
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { medicalAccessLog, medicalConsents, sessions } from "../../../src/server/db/schema.ts";
import { enqueueMail } from "../../../src/server/mail/outbox.ts";
import type { PersonalData } from "../../../src/server/modules/privacy/export.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../support/families.ts";
import { insertBankMovement } from "../../support/bank.ts";
import { insertRegistration } from "../../support/privacy.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

describe.each(ENGINES)("personal data export on %s", (engine) => {
  let t: TestApp;
  let parent: TestParent;
  let other: TestParent;
  let childId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_RATE_LIMIT_MULTIPLIER: "1" });
    parent = await insertParent(t, { firstName: "Anouk", lastName: "Exportable" });
    other = await insertParent(t, { firstName: "Bertrand", lastName: "Voisin" });
    const child = await insertChild(t.db, parent.id, { firstName: "Capucine", allergies: "Allergie-Kiwi-Bleu" });
    childId = child.id;
    await t.db
      .insert(medicalConsents)
      .values({ childId, userId: parent.id, accountEmail: parent.email, action: "given", version: "2026-11" });
    const otherChild = await insertChild(t.db, other.id, { firstName: "Dorothée", allergies: "Allergie-Voisine" });
    const plaine = await insertActivity(t.db, { title: "Plaine des castors" });
    const own = await insertRegistration(t.db, {
      parentId: parent.id,
      childId,
      activityId: plaine.id,
      paid: true,
      communication: "000000012345",
    });
    await insertBankMovement(t.db, {
      paymentId: own.payment.id,
      outcome: "paid",
      amountCents: 8000,
      counterpartyName: "EXPORTABLE ANOUK",
      counterpartyAccount: "BE71096123456769",
    });
    const theirs = await insertRegistration(t.db, {
      parentId: other.id,
      childId: otherChild.id,
      activityId: plaine.id,
      paid: true,
      communication: "000000067890",
    });
    await insertBankMovement(t.db, { paymentId: theirs.payment.id, outcome: "paid", counterpartyName: "Bertrand Voisin" });
    for (const [to, subject] of [
      [parent.email, "Message pour Anouk"],
      [other.email, "Message pour Bertrand"],
    ]) {
      await enqueueMail(t.db, { dedupeKey: subject, kind: "test", to, subject, html: "<p>Bonjour</p>", text: "Bonjour" });
    }
  });
  afterAll(() => t.close());

  const download = (cookie: string, query = "") => t.app.inject({ method: "GET", url: `/api/account/export${query}`, headers: { cookie } });
  const unzip = (body: Buffer) => {
    const files = unzipSync(new Uint8Array(body));
    return {
      json: JSON.parse(strFromU8(files["donnees.json"])) as PersonalData,
      html: strFromU8(files["resume.html"]),
      names: Object.keys(files),
    };
  };

  it("gives a ZIP of the parent's rows from every table, nothing of another parent, never cached", async () => {
    const response = await download(parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { json, html, names } = unzip(response.rawPayload);
    expect(names.sort()).toEqual(["donnees.json", "resume.html"]);
    expect(json.account.email).toBe(parent.email);
    expect(json.profile).toMatchObject({ firstName: "Anouk", lastName: "Exportable" });
    expect(json.children).toMatchObject([{ firstName: "Capucine", hasMedicalInfo: true }]);
    expect(json.consents).toMatchObject([{ child: "Capucine Dupont", action: "given" }]);
    expect(json.registrations).toMatchObject([{ plaine: "Plaine des castors", child: "Capucine Dupont", status: "confirmed" }]);
    expect(json.payments).toMatchObject([{ plaine: "Plaine des castors", amountCents: 8000, structuredCommunication: "000000012345" }]);
    expect(json.bankCredits).toMatchObject([{ amountCents: 8000, payerName: "EXPORTABLE ANOUK", payerAccount: "BE71096123456769" }]);
    expect(html).toContain("EXPORTABLE ANOUK");
    expect(json.emails.map((mail) => mail.subject)).toEqual(["Message pour Anouk"]);
    expect(json.signIns.length).toBe((await t.db.select().from(sessions).where(eq(sessions.userId, parent.id))).length);
    expect(html).toContain("Capucine");
    expect(html).toContain("+++000/0000/12345+++");

    const everything = JSON.stringify(json) + html;
    for (const word of ["Bertrand", "Voisin", "Dorothée", other.email, "000000067890", "Allergie-Voisine"])
      expect(everything).not.toContain(word);
    // The medical file only when asked.
    expect(everything).not.toContain("Allergie-Kiwi-Bleu");
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, childId))).toEqual([]);
  });

  it("adds the medical files when asked, and records that read", async () => {
    const response = await download(parent.cookie, "?medical=true");
    const { json, html } = unzip(response.rawPayload);
    expect(json.children[0].medicalFile).toMatchObject({ allergies: "Allergie-Kiwi-Bleu" });
    expect(html).toContain("Allergie-Kiwi-Bleu");
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, childId))).toMatchObject([
      { kind: "parent-export", actorEmail: parent.email },
    ]);
    expect((await download(parent.cookie, "?medical=oui")).statusCode).toBe(400);
  });

  it("is refused in French past five downloads an hour", async () => {
    const fresh = await insertParent(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await download(fresh.cookie)).statusCode).toBe(200);
    const refused = await download(fresh.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    );
  });
});
