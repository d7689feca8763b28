import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MeResponse } from "../../../domain/contracts/account.ts";
import type { QualificationListResponse, QualificationView } from "../../../domain/contracts/staff.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { insertParent, type TestParent } from "../../../../tests/support/families.ts";
import { insertStaffRole, planStaff } from "../../../../tests/support/staff.ts";
import { suiteAdminTestApp } from "../../../../tests/support/suite.ts";
import type { Db } from "../../db/client.ts";
import { auditLog, staffQualifications, staffRoles } from "../../db/schema.ts";
import { deleteQualification, qualificationDatesOf } from "./qualifications.ts";

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(1024, 0x41), Buffer.from("\n%%EOF")]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 7)]);
const BREVET = { kind: "brevet-animateur", obtainedOn: "2025-06-30", issuer: "Patro Wallonie-Bruxelles", name: "mon-brevet.png" };

describe.each(ENGINES)("a person's own qualifications on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let animateur: TestParent;
  let former: TestParent;
  let colleague: TestParent;
  let parent: TestParent;
  let plaineId: string;

  beforeAll(async () => {
    [animateur, former, colleague, parent] = await Promise.all([
      insertParent(t, { firstName: "Yanis", lastName: "Lambert" }),
      insertParent(t, { firstName: "Inès", lastName: "Ancienne" }),
      insertParent(t, { firstName: "Léo", lastName: "Collègue" }),
      insertParent(t, { firstName: "Zoë", lastName: "Dupont" }),
    ]);
    plaineId = (await insertActivity(t.db, { title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" })).id;
    for (const person of [animateur, former, colleague]) {
      await insertStaffRole(t.db, { email: person.email, role: "animateur", activityIds: [plaineId], profileId: person.id });
    }
    await planStaff(t.db, { activityId: plaineId, profileId: former.id, groupName: "Petits", dates: ["2026-07-06"] });
  });

  const upload = (cookie: string, query: Record<string, string>, bytes: Buffer, url = "/api/staff/qualifications") =>
    t.app.inject({
      method: "POST",
      url: `${url}?${new URLSearchParams(query)}`,
      // The browser's declared type is not trusted: the bytes say what the file is.
      headers: { origin: t.config.publicUrl, cookie, "content-type": "application/pdf" },
      payload: bytes,
    });
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  it("adds one's own qualification, its type read from its bytes, declared by the person and logged with them as the author", async () => {
    const response = await upload(animateur.cookie, { ...BREVET, profileId: colleague.id }, PNG);
    expect(response.statusCode, response.body).toBe(201);
    const view = response.json<QualificationView>();
    expect(view).toMatchObject({ kind: "brevet-animateur", contentType: "image/png", fileName: "mon-brevet.png", declaredBySelf: true });
    // Another person's id in the query changes nothing: the qualification is the caller's.
    const [row] = await t.db.select().from(staffQualifications).where(eq(staffQualifications.id, view.id));
    expect([row.profileId, row.addedBy]).toEqual([animateur.id, animateur.id]);
    const theirs = (await get(`/api/admin/staff/people/${animateur.id}/qualifications`, admin.cookie)).json<QualificationListResponse>();
    expect(theirs.qualifications.map((q) => [q.id, q.declaredBySelf])).toEqual([[view.id, true]]);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, view.id), eq(auditLog.action, "create")));
    expect(logged.actorId).toBe(animateur.id);
    // Added by an administrator: not declared by the person.
    const byAdmin = await upload(
      admin.cookie,
      { ...BREVET, kind: "premiers-secours" },
      PDF,
      `/api/admin/staff/people/${colleague.id}/qualifications`,
    );
    expect(byAdmin.json<QualificationView>().declaredBySelf).toBe(false);
  });

  it("counts what a person declared only once an administrator has checked it, logged once", async () => {
    const declared = (await upload(animateur.cookie, { ...BREVET, kind: "brevet-coordinateur" }, PDF)).json<QualificationView>();
    const held = async () => ((await qualificationDatesOf(t.db, [animateur.id])).get(animateur.id) ?? []).map((q) => q.kind);
    expect(await held()).not.toContain("brevet-coordinateur");
    const confirm = (cookie: string, id = declared.id) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/staff/qualifications/${id}/confirm`,
        headers: { cookie, origin: t.config.publicUrl },
      });
    expect((await confirm(animateur.cookie)).statusCode).toBe(403);
    expect(await held()).not.toContain("brevet-coordinateur");
    const checked = await confirm(admin.cookie);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json<QualificationView>().declaredBySelf).toBe(false);
    expect(await held()).toContain("brevet-coordinateur");
    const updates = () =>
      t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, declared.id), eq(auditLog.action, "update")));
    expect((await updates()).map((entry) => entry.actorId)).toEqual([admin.id]);
    // Checked again: nothing changes, nothing logged twice; an unknown one is not found.
    expect((await confirm(admin.cookie)).statusCode).toBe(200);
    expect(await updates()).toHaveLength(1);
    expect((await confirm(admin.cookie, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("refuses a file that is not a PDF or an image in French, another person's route, and anybody outside the team", async () => {
    const text = await upload(animateur.cookie, BREVET, Buffer.from("Bonjour, ceci est un texte"));
    expect(text.statusCode).toBe(400);
    expect(text.json<{ error: { message: string } }>().error.message).toBe("La pièce jointe doit être un fichier PDF, PNG, JPEG ou WebP.");
    expect((await upload(animateur.cookie, BREVET, PDF, `/api/admin/staff/people/${colleague.id}/qualifications`)).statusCode).toBe(403);
    expect((await upload(parent.cookie, BREVET, PDF)).statusCode).toBe(403);
    expect(await t.db.select().from(staffQualifications).where(eq(staffQualifications.profileId, parent.id))).toEqual([]);
  });

  it("lets a former member open their own list and proofs, and nothing else of the team's area", async () => {
    const added = (await upload(former.cookie, BREVET, PDF)).json<QualificationView>();
    const colleagues = (
      await get(`/api/admin/staff/people/${colleague.id}/qualifications`, admin.cookie)
    ).json<QualificationListResponse>();
    await t.db.update(staffRoles).set({ revokedAt: new Date() }).where(eq(staffRoles.profileId, former.id));

    // 'Mon espace' offers 'Mes qualifications' from what GET /api/me says.
    expect((await get("/api/me", former.cookie)).json<MeResponse>().user).toMatchObject({ inTeam: false, keepsQualifications: true });
    expect((await get("/api/me", parent.cookie)).json<MeResponse>().user).toMatchObject({ keepsQualifications: false });
    const list = await get("/api/staff/qualifications", former.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json<QualificationListResponse>().qualifications.map((q) => q.id)).toEqual([added.id]);
    const proof = await get(`/api/staff/qualifications/${added.id}/proof`, former.cookie);
    expect(proof.statusCode).toBe(200);
    expect(Buffer.compare(proof.rawPayload, PDF)).toBe(0);
    expect((await get(`/api/staff/qualifications/${colleagues.qualifications[0].id}/proof`, former.cookie)).statusCode).toBe(404);
    for (const url of [
      "/api/staff/plaines",
      `/api/staff/activities/${plaineId}/plan`,
      `/api/staff/activities/${plaineId}/team-presences`,
    ]) {
      expect((await get(url, former.cookie)).statusCode, url).toBe(403);
    }
    expect((await upload(former.cookie, BREVET, PDF)).statusCode).toBe(403);
    // A signed-in parent who never was in the team: the team's refusal, as before.
    expect((await get("/api/staff/qualifications", parent.cookie)).statusCode).toBe(403);
    expect((await get("/api/staff/qualifications", colleague.cookie)).statusCode).toBe(200);
  });

  it("removes the proof only once the deletion is committed, and logs a proof that cannot be removed", async () => {
    const documents = t.app.context.documents;
    const { id } = (await upload(colleague.cookie, BREVET, PDF)).json<QualificationView>();
    const rowOf = () => t.db.select().from(staffQualifications).where(eq(staffQualifications.id, id));
    // A commit that fails after the row was deleted: the row and its proof both stay.
    const failing = {
      transaction: (save: (tx: Db) => Promise<unknown>) =>
        t.db.transaction(async (tx) => {
          await save(tx);
          throw new Error("commit failed");
        }),
    } as unknown as Db;
    await expect(deleteQualification({ db: failing, documents }, admin, id)).rejects.toThrow("commit failed");
    expect(await rowOf()).toHaveLength(1);
    expect(await documents.read(`staff-qualifications/${id}`)).not.toBeNull();

    const seen: number[] = [];
    const errors: unknown[] = [];
    const broken = {
      ...documents,
      remove: async () => {
        seen.push((await rowOf()).length);
        throw new Error("store unreachable");
      },
    };
    await deleteQualification({ db: t.db, documents: broken, log: { error: (...args: unknown[]) => void errors.push(args) } }, admin, id);
    // The proof is removed once the row is gone; its failure is logged, not thrown.
    expect(seen).toEqual([0]);
    expect(errors).toHaveLength(1);
    expect(await rowOf()).toEqual([]);
  });
});
