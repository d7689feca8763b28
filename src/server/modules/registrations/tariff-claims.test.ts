import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../domain/api-error.ts";
import type {
  RegistrationGroup,
  RegistrationPage,
  RegistrationResult,
  TariffProofUpload,
} from "../../../domain/contracts/registrations.ts";
import {
  TARIFF_CHILD_NOT_CHOSEN,
  TARIFF_DECLARATION_REQUIRED,
  TARIFF_NOT_OFFERED,
  TARIFF_PROOF_NOT_FOUND,
  TARIFF_PROOF_REQUIRED,
  TARIFF_PROOF_SIZE_ERROR,
  TARIFF_PROOF_TYPE_ERROR,
  TARIFF_PROOF_USED,
} from "../../../domain/tariff-claims.ts";
import { browserRequests } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity, insertTariffCategory, insertPlainePrice } from "../../../../tests/support/factories.ts";
import { insertChildren, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { PROOF_PDF, sentProof, setTariffCharge, uploadProof } from "../../../../tests/support/tariffs.ts";
import { formatEuros } from "../../../domain/money.ts";
import { activities, emailOutbox, payments, registrations, tariffClaims } from "../../db/schema.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001", "hex");
const JPEG = Buffer.from("ffd8ffe000104a464946", "hex");

describe.each(ENGINES)("tariffs claimed at registration on %s", (engine) => {
  const t = suiteTestApp(engine, { REGISTRATIONS_MAILBOX: "inscriptions@plaines-soleil.be" });
  let parent: TestParent;
  let other: TestParent;
  let reduced: { id: string; name: string };
  let member: { id: string };

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    other = await insertParent(t, { firstName: "Sam", lastName: "Peeters" });
    reduced = await insertTariffCategory(t.db, {
      name: "Tarif réduit",
      qualifies: "Les familles BIM ou OMNIO.",
      proofRequired: true,
      proofDescription: "l'attestation BIM de la mutualité",
      position: 0,
    });
    // Offered on every plaine at 75 % of its price, no proof asked.
    member = await insertTariffCategory(t.db, { name: "Tarif membre", defaultPercent: 75, position: 1 });
  });

  const { get, post } = browserRequests(t);
  const register = (body: object, cookie = parent.cookie) =>
    post("/api/registrations", { paymentMethod: "bank_transfer", acceptTerms: true, ...body }, cookie);

  /** A plaine at 80 € where the reduced tariff costs 40 €, and two children of the parent. */
  async function plaineWithTariffs(overrides: Parameters<typeof insertActivity>[1] = {}) {
    const activity = await insertActivity(t.db, { priceStandardCents: 8000, ...overrides });
    await insertPlainePrice(t.db, activity.id, reduced.id, 4000);
    const [lea, tom] = await insertChildren(t.db, parent.id, [{ firstName: "Léa" }, { firstName: "Tom" }]);
    return { activity, lea, tom };
  }

  describe("POST /api/registrations/tariff-proofs", () => {
    it("keeps a PDF, a JPEG or a PNG, sealed, and answers its id; the name is the one sent", async () => {
      const response = await uploadProof(t, parent.cookie, PROOF_PDF, "Attestation BIM été.pdf");
      expect(response.statusCode).toBe(201);
      const proof = response.json<TariffProofUpload>();
      expect(proof).toEqual({
        proofId: expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown,
        fileName: "Attestation BIM été.pdf",
        contentType: "application/pdf",
        sizeBytes: PROOF_PDF.length,
      });
      const folder = path.join(t.config.dataDir, "documents", "tariff-proofs", parent.id);
      expect((await readdir(folder)).sort()).toEqual([proof.proofId, `${proof.proofId}.json`]);
      // Sealed: the file on disk is not the PDF.
      const raw = await readFile(path.join(folder, proof.proofId));
      expect(raw.includes(Buffer.from("%PDF"))).toBe(false);
      expect(raw.includes(Buffer.from("Attestation"))).toBe(false);

      expect((await uploadProof(t, parent.cookie, PNG, "scan.png")).json<TariffProofUpload>().contentType).toBe("image/png");
      expect((await uploadProof(t, parent.cookie, JPEG, "photo.jpg")).json<TariffProofUpload>().contentType).toBe("image/jpeg");
    });

    it("reads the type from the bytes, refuses more than 5 MB, an empty file and no name, in French", async () => {
      const html = await uploadProof(t, parent.cookie, Buffer.from("<html>pas un PDF</html>"), "attestation.pdf");
      expect(html.statusCode).toBe(400);
      expect(html.json<ApiErrorBody>().error).toMatchObject({ code: "VALIDATION", message: TARIFF_PROOF_TYPE_ERROR });

      const big = await uploadProof(t, parent.cookie, Buffer.concat([PROOF_PDF, Buffer.alloc(5 * 1024 * 1024)]), "grande.pdf");
      expect(big.statusCode).toBe(413);
      expect(big.json<ApiErrorBody>().error.message).toBe(TARIFF_PROOF_SIZE_ERROR);

      expect((await uploadProof(t, parent.cookie, Buffer.alloc(0), "vide.pdf")).statusCode).toBe(400);
      const unnamed = await uploadProof(t, parent.cookie, PROOF_PDF, "");
      expect(unnamed.json<ApiErrorBody>().error.message).toBe("Le nom du fichier est requis");
    });

    it("is for signed-in parents", async () => {
      const response = await uploadProof(t, undefined);
      expect(response.statusCode).toBe(401);
    });
  });

  describe("the registration page", () => {
    it("lists the tariffs offered on the plaine, in order, at their price there, and what is charged meanwhile", async () => {
      const { activity } = await plaineWithTariffs();
      const archived = await insertTariffCategory(t.db, { name: "Ancien tarif", defaultPercent: 10, archivedAt: new Date() });
      await insertPlainePrice(t.db, activity.id, archived.id, 100);
      // A category with neither a price here nor a percentage is not offered.
      await insertTariffCategory(t.db, { name: "Tarif CPAS" });
      const page = (await get(`/api/activities/${activity.id}/registration`, parent.cookie)).json<RegistrationPage>();
      expect(page.tariffs).toEqual([
        {
          categoryId: reduced.id,
          name: "Tarif réduit",
          qualifies: "Les familles BIM ou OMNIO.",
          priceCents: 4000,
          proofRequired: true,
          proofDescription: "l'attestation BIM de la mutualité",
        },
        {
          categoryId: member.id,
          name: "Tarif membre",
          qualifies: expect.any(String) as unknown,
          priceCents: 6000,
          proofRequired: false,
          proofDescription: null,
        },
      ]);
      expect(page.tariffCharge).toBe("tariff");
    });
  });

  describe("POST /api/registrations with tariffs", () => {
    it("charges the reduced tariff at once by transfer, prices the family with priceFamily, saves the pending claim and says so by e-mail", async () => {
      const { activity, lea, tom } = await plaineWithTariffs();
      const proof = await sentProof(t, parent.cookie);
      const response = await register({
        activityId: activity.id,
        childIds: [lea.id, tom.id],
        tariffs: [{ childId: lea.id, categoryId: reduced.id, declaration: true, proofId: proof.proofId }],
      });
      expect(response.statusCode, response.body).toBe(201);
      const result = response.json<RegistrationResult>();
      // 40 € + 80 € − 10 € (two children).
      expect(result.price).toMatchObject({
        unitPriceCents: 8000,
        lines: [
          { childCount: 1, unitPriceCents: 4000 },
          { childCount: 1, unitPriceCents: 8000 },
        ],
        subtotalCents: 12000,
        totalCents: 11000,
      });
      const [payment] = await t.db.select().from(payments).where(eq(payments.id, result.paymentId));
      expect(payment).toMatchObject({ amountCents: 11000, unitPriceCents: 8000 });
      const rows = await t.db.select().from(registrations).where(eq(registrations.paymentId, result.paymentId));
      expect(Object.fromEntries(rows.map((row) => [row.childId, row.priceCents]))).toEqual({ [lea.id]: 4000, [tom.id]: 8000 });
      const leaRegistration = rows.find((row) => row.childId === lea.id)!;
      const [claim] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, leaRegistration.id));
      expect(claim).toMatchObject({
        categoryId: reduced.id,
        tariffPriceCents: 4000,
        status: "pending",
        proofKey: `tariff-proofs/${parent.id}/${proof.proofId}`,
        proofFileName: "attestation-bim.pdf",
        proofContentType: "application/pdf",
      });
      expect(
        await t.db
          .select()
          .from(tariffClaims)
          .where(eq(tariffClaims.registrationId, rows.find((row) => row.childId === tom.id)!.id)),
      ).toEqual([]);

      const [mail] = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.dedupeKey, `confirmation:${result.paymentId}`));
      expect(mail.text).toContain(`1 × ${formatEuros(4000)}`);
      expect(mail.text).toContain(`1 × ${formatEuros(8000)}`);
      expect(mail.text).toContain(`Total\u00a0: ${formatEuros(11000)}`);
      expect(mail.text).toContain(`Vous avez demandé le tarif «\u00a0Tarif réduit\u00a0» (${formatEuros(4000)}) pour Léa`);
      expect(mail.text).toContain("l'association le vérifiera");

      // In 'Mes inscriptions', Léa's tariff waits for its check.
      const groups = (await get("/api/registrations", parent.cookie)).json<{ groups: RegistrationGroup[] }>().groups;
      const rowsShown = groups.find((group) => group.activity.id === activity.id)!.registrations;
      expect(rowsShown.find((row) => row.child.id === lea.id)!.tariffClaim).toEqual({
        categoryName: "Tarif réduit",
        status: "pending",
        statusLabel: "À vérifier",
        tariffPriceCents: 4000,
        refusalReason: null,
        label: "Tarif réduit\u00a0: à vérifier",
      });
      expect(rowsShown.find((row) => row.child.id === tom.id)!.tariffClaim).toBeNull();
    });

    it("charges the standard price until the check where the organiser says so", async () => {
      await setTariffCharge(t.db, "standard");
      try {
        const { activity, lea } = await plaineWithTariffs();
        const response = await register({
          activityId: activity.id,
          childIds: [lea.id],
          tariffs: [{ childId: lea.id, categoryId: member.id, declaration: true }],
        });
        expect(response.statusCode, response.body).toBe(201);
        const result = response.json<RegistrationResult>();
        expect(result.price.totalCents).toBe(8000);
        const [claim] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, result.registrationId));
        expect(claim).toMatchObject({ tariffPriceCents: 6000, status: "pending", proofKey: null });
        const [mail] = await t.db
          .select()
          .from(emailOutbox)
          .where(eq(emailOutbox.dedupeKey, `confirmation:${result.paymentId}`));
        expect(mail.text).toContain(`le prix standard (${formatEuros(8000)}) est compté`);
      } finally {
        await setTariffCharge(t.db, "tariff");
      }
    });

    it("refuses, in French and changing nothing, what the server cannot accept", async () => {
      const { activity, lea, tom } = await plaineWithTariffs({ remainingSpots: 5 });
      const elsewhere = await insertTariffCategory(t.db, { name: "Tarif d'ailleurs" });
      const othersProof = await sentProof(t, other.cookie);
      const used = await sentProof(t, parent.cookie);
      const first = await plaineWithTariffs();
      expect(
        (
          await register({
            activityId: first.activity.id,
            childIds: [first.lea.id],
            tariffs: [{ childId: first.lea.id, categoryId: reduced.id, declaration: true, proofId: used.proofId }],
          })
        ).statusCode,
      ).toBe(201);
      const cases: [object[], number, string][] = [
        [[{ childId: lea.id, categoryId: elsewhere.id, declaration: true }], 400, TARIFF_NOT_OFFERED],
        [[{ childId: lea.id, categoryId: reduced.id, declaration: false }], 400, TARIFF_DECLARATION_REQUIRED],
        [[{ childId: lea.id, categoryId: reduced.id }], 400, TARIFF_DECLARATION_REQUIRED],
        [[{ childId: lea.id, categoryId: reduced.id, declaration: true }], 400, TARIFF_PROOF_REQUIRED],
        [[{ childId: lea.id, categoryId: reduced.id, declaration: true, proofId: othersProof.proofId }], 400, TARIFF_PROOF_NOT_FOUND],
        [[{ childId: lea.id, categoryId: reduced.id, declaration: true, proofId: crypto.randomUUID() }], 400, TARIFF_PROOF_NOT_FOUND],
        [[{ childId: lea.id, categoryId: reduced.id, declaration: true, proofId: used.proofId }], 400, TARIFF_PROOF_USED],
        [[{ childId: other.id, categoryId: member.id, declaration: true }], 400, TARIFF_CHILD_NOT_CHOSEN],
      ];
      for (const [tariffs, status, message] of cases) {
        const response = await register({ activityId: activity.id, childIds: [lea.id, tom.id], tariffs });
        expect(response.statusCode, JSON.stringify(tariffs)).toBe(status);
        expect(response.json<ApiErrorBody>().error.message).toBe(message);
      }
      // An archived category is no longer offered.
      const archived = await insertTariffCategory(t.db, { name: "Archivé", defaultPercent: 50, archivedAt: new Date() });
      const refused = await register({
        activityId: activity.id,
        childIds: [lea.id],
        tariffs: [{ childId: lea.id, categoryId: archived.id, declaration: true }],
      });
      expect(refused.json<ApiErrorBody>().error.message).toBe(TARIFF_NOT_OFFERED);
      // Nothing was taken.
      const [row] = await t.db.select({ remaining: activities.remainingSpots }).from(activities).where(eq(activities.id, activity.id));
      expect(row.remaining).toBe(5);
      expect(await t.db.select().from(registrations).where(eq(registrations.activityId, activity.id))).toEqual([]);
    });
  });
});
