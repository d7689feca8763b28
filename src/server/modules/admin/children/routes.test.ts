import { beforeAll, describe, expect, it } from "vitest";
import type { AdminChildListResponse, AdminChildSheet } from "../../../../domain/contracts/admin-children.ts";
import { postTransferRegistration } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { birthDateForAge, insertChild, insertParent, type TestParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";
import { medicalAccessLog } from "../../../db/schema.ts";

describe.each(ENGINES)("administrators' children on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let parent: TestParent;
  let withFile: { id: string };
  let withoutFile: { id: string };

  beforeAll(async () => {
    parent = await insertParent(t, { firstName: "Inès", lastName: "Lambert" });
    const activity = await insertActivity(t.db);
    withFile = await insertChild(t.db, parent.id, {
      firstName: "Noa",
      birthDate: birthDateForAge(7, activity.startDate),
      allergies: "Pollen",
      medications: "Ventolin",
    });
    withoutFile = await insertChild(t.db, parent.id, { firstName: "Sacha", birthDate: birthDateForAge(5, activity.startDate) });
    await postTransferRegistration(t, parent.cookie, activity.id, [withFile.id]);
  });

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

  it("lists every child with the parent's contact and counts, the medical file only as a flag", async () => {
    const response = await get("/api/admin/children");
    const noa = response.json<AdminChildListResponse>().children.find((child) => child.id === withFile.id)!;
    expect(noa).toMatchObject({
      firstName: "Noa",
      parent: { firstName: "Inès", lastName: "Lambert", email: parent.email },
      liveRegistrations: 1,
      totalRegistrations: 1,
      hasMedicalInfo: true,
    });
    expect(response.json<AdminChildListResponse>().children.find((child) => child.id === withoutFile.id)?.hasMedicalInfo).toBe(false);
    expect(response.body).not.toContain("Pollen");
    expect(response.body).not.toContain("Ventolin");
  });

  it("records every opening of a sheet that shows medical information, and the sheet shows them", async () => {
    const first = (await get(`/api/admin/children/${withFile.id}`)).json<AdminChildSheet>();
    expect(first.child).toMatchObject({ allergies: "Pollen", medications: "Ventolin" });
    expect(first.parent).toMatchObject({ firstName: "Inès", email: parent.email });
    expect(first.registrations).toHaveLength(1);
    expect(first.medicalAccess).toHaveLength(1);
    const second = (await get(`/api/admin/children/${withFile.id}`)).json<AdminChildSheet>();
    expect(second.medicalAccess.map((access) => [access.kind, access.actor])).toEqual([
      ["sheet", { name: "Alex Martin", email: admin.email }],
      ["sheet", { name: "Alex Martin", email: admin.email }],
    ]);
  });

  it("flags and records the opening of a sheet whose file holds only a diet", async () => {
    const dietOnly = await insertChild(t.db, parent.id, { firstName: "Lou", dietaryNeeds: "Sans gluten" });
    const list = (await get("/api/admin/children")).json<AdminChildListResponse>();
    expect(list.children.find((child) => child.id === dietOnly.id)?.hasMedicalInfo).toBe(true);
    const sheet = (await get(`/api/admin/children/${dietOnly.id}`)).json<AdminChildSheet>();
    expect(sheet.child).toMatchObject({ dietaryNeeds: "Sans gluten", allergies: null });
    expect(sheet.medicalAccess.map((access) => [access.kind, access.actor])).toEqual([
      ["sheet", { name: "Alex Martin", email: admin.email }],
    ]);
  });

  it("records nothing for a sheet without medical information", async () => {
    const before = (await t.db.select().from(medicalAccessLog)).length;
    const sheet = (await get(`/api/admin/children/${withoutFile.id}`)).json<AdminChildSheet>();
    expect(sheet.medicalAccess).toEqual([]);
    expect(await t.db.select().from(medicalAccessLog)).toHaveLength(before);
  });

  it("answers 404 for an unknown child, 403 to a parent", async () => {
    expect((await get("/api/admin/children/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const asParent = await t.app.inject({ method: "GET", url: `/api/admin/children/${withFile.id}`, headers: { cookie: parent.cookie } });
    expect(asParent.statusCode).toBe(403);
    expect(asParent.body).not.toContain("Pollen");
  });
});
