import { access, readdir } from "node:fs/promises";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminTariffClaimList } from "../../../domain/contracts/admin-tariff-claims.ts";
import { addDaysIso, brusselsToday } from "../../../domain/dates.ts";
import { browserRequests } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity, insertTariffCategory, insertPlainePrice } from "../../../../tests/support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import { registerWithClaim, sentProof } from "../../../../tests/support/tariffs.ts";
import { activities, tariffClaims } from "../../db/schema.ts";
import { JOBS_SCHEMA } from "../../jobs/job-queue.ts";
import { eraseAccount } from "../privacy/index.ts";
import { findTariffProof, removeExpiredTariffProofs, removeUnusedTariffProof } from "./tariff-proofs.ts";

describe.each(ENGINES)("the proofs of tariffs are not kept on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let category: { id: string };

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Camille", lastName: "Dupont" });
    category = await insertTariffCategory(t.db, { name: "Tarif réduit", proofRequired: true, proofKeptDays: 30 });
  });

  const documents = () => t.app.context.documents;
  const sweep = () => ({ db: t.db, documents: documents() });
  const folder = () => path.join(t.config.dataDir, "documents", "tariff-proofs", parent.id);
  const exists = (file: string) =>
    access(file).then(
      () => true,
      () => false,
    );

  it("asks, with each upload, for its removal a day later", async () => {
    const before = Date.now();
    const proof = await sentProof(t, parent.cookie);
    const result: unknown = await t.db.execute(
      sql.raw(`select data, start_after from ${JOBS_SCHEMA}.job where name = 'tariff-proof-unused' order by created_on desc limit 1`),
    );
    const [job] = (result as { rows: { data: { key: string }; start_after: string | Date }[] }).rows;
    expect(job.data).toEqual({ key: `tariff-proofs/${parent.id}/${proof.proofId}` });
    const due = new Date(job.start_after).getTime() - before;
    expect(due).toBeGreaterThan(23.9 * 3600_000);
    expect(due).toBeLessThan(24.1 * 3600_000);
  });

  it("removes a proof no registration named; keeps one a claim names (only its note goes)", async () => {
    const unused = await sentProof(t, parent.cookie);
    const key = `tariff-proofs/${parent.id}/${unused.proofId}`;
    expect(await removeUnusedTariffProof(sweep(), key)).toBe(true);
    expect(await exists(path.join(folder(), unused.proofId))).toBe(false);
    expect(await exists(path.join(folder(), `${unused.proofId}.json`))).toBe(false);
    // Twice changes nothing (a retry).
    expect(await removeUnusedTariffProof(sweep(), key)).toBe(true);

    const activity = await insertActivity(t.db);
    await insertPlainePrice(t.db, activity.id, category.id, 4000);
    const child = await insertChild(t.db, parent.id);
    const { registrationId } = await registerWithClaim(t, parent, {
      activityId: activity.id,
      childId: child.id,
      categoryId: category.id,
      proof: true,
    });
    const [claim] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, registrationId));
    expect(await removeUnusedTariffProof(sweep(), claim.proofKey!)).toBe(false);
    const proofId = claim.proofKey!.split("/").at(-1)!;
    expect(await exists(path.join(folder(), proofId))).toBe(true);
    expect(await exists(path.join(folder(), `${proofId}.json`))).toBe(false);

    // Nothing outside the proofs' folder is ever touched.
    expect(await removeUnusedTariffProof(sweep(), "certificate-runs/x.zip")).toBe(false);
  });

  it("finds a proof for the parent who sent it only, while it is fresh", async () => {
    const proof = await sentProof(t, parent.cookie);
    const other = await insertParent(t);
    expect(await findTariffProof(documents(), parent.id, proof.proofId)).toMatchObject({ contentType: "application/pdf" });
    expect(await findTariffProof(documents(), other.id, proof.proofId)).toBeNull();
    expect(await findTariffProof(documents(), parent.id, "../../x")).toBeNull();
    expect(await findTariffProof(documents(), parent.id, proof.proofId, new Date(Date.now() + 23.5 * 3600_000))).toBeNull();
  });

  it("removes a proof its category's days after the end of its plaine; the claim keeps its decision", async () => {
    const today = brusselsToday();
    const make = async () => {
      const activity = await insertActivity(t.db);
      await insertPlainePrice(t.db, activity.id, category.id, 4000);
      const child = await insertChild(t.db, parent.id);
      const saved = await registerWithClaim(t, parent, {
        activityId: activity.id,
        childId: child.id,
        categoryId: category.id,
        proof: true,
      });
      return { ...saved, activity };
    };
    const over = await make();
    const recent = await make();
    // Plaines over (moved back in time once registered): 31 days ago, past the 30 days kept; 30 days ago, still kept.
    const move = (id: string, end: string) =>
      t.db
        .update(activities)
        .set({ startDate: addDaysIso(end, -4), endDate: end })
        .where(eq(activities.id, id));
    await move(over.activity.id, addDaysIso(today, -31));
    await move(recent.activity.id, addDaysIso(today, -30));
    const [before] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, over.registrationId));
    const proofFile = path.join(folder(), before.proofKey!.split("/").at(-1)!);
    expect(await exists(proofFile)).toBe(true);

    expect(await removeExpiredTariffProofs(sweep(), today)).toBe(1);
    const [after] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, over.registrationId));
    expect(after).toMatchObject({ proofKey: null, proofFileName: "attestation-bim.pdf", status: "pending" });
    expect(after.proofDeletedAt).toBeInstanceOf(Date);
    expect(await exists(proofFile)).toBe(false);
    const [kept] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, recent.registrationId));
    expect(kept.proofKey).not.toBeNull();
    expect(await removeExpiredTariffProofs(sweep(), today)).toBe(0);

    const { get } = browserRequests(t);
    const listed = (await get("/api/admin/tariff-claims", admin.cookie)).json<AdminTariffClaimList>();
    expect(listed.claims.find((claim) => claim.id === over.registrationId)).toMatchObject({ proof: null, proofDeleted: true });
    expect((await get(`/api/admin/tariff-claims/${over.registrationId}/proof`, admin.cookie)).statusCode).toBe(404);
    expect((await readdir(folder())).length).toBeGreaterThan(0);
  });

  it("removes a family's proofs when its account is erased", async () => {
    const family = await insertParent(t, { firstName: "Noa", lastName: "Lenoir" });
    const activity = await insertActivity(t.db);
    await insertPlainePrice(t.db, activity.id, category.id, 4000);
    const child = await insertChild(t.db, family.id);
    const { registrationId } = await registerWithClaim(t, family, {
      activityId: activity.id,
      childId: child.id,
      categoryId: category.id,
      proof: true,
    });
    const [claim] = await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, registrationId));
    const file = path.join(t.config.dataDir, "documents", ...claim.proofKey!.split("/"));
    expect(await exists(file)).toBe(true);
    // Over: nothing left to come keeps the account.
    const today = brusselsToday();
    await t.db
      .update(activities)
      .set({ startDate: addDaysIso(today, -10), endDate: addDaysIso(today, -6) })
      .where(eq(activities.id, activity.id));

    await eraseAccount({ db: t.db, cipher: t.app.context.cipher, documents: documents() }, family.id, { by: "self" });
    expect(await exists(file)).toBe(false);
    expect(await t.db.select().from(tariffClaims).where(eq(tariffClaims.registrationId, registrationId))).toEqual([]);
  });
});
