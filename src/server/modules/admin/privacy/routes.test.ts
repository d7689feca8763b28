import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import { addDaysIso, brusselsToday } from "../../../../domain/dates.ts";
import { erasureRefusal } from "../../../../domain/privacy.ts";
import { users } from "../../../db/schema.ts";
import { jsonHeaders } from "../../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../../tests/support/factories.ts";
import { insertChild, insertParent } from "../../../../../tests/support/families.ts";
import { insertRegistration } from "../../../../../tests/support/privacy.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";

describe.each(ENGINES)("an administrator's erasure of a parent on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  /** The administrator asks to erase a parent whose child is registered for a plaine to come. */
  const eraseRegisteredParent = async (plaine: { title: string; paid: boolean }) => {
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id);
    const start = addDaysIso(brusselsToday(), 40);
    const activity = await insertActivity(t.db, { title: plaine.title, startDate: start, endDate: addDaysIso(start, 4) });
    await insertRegistration(t.db, { parentId: parent.id, childId: child.id, activityId: activity.id, paid: plaine.paid });
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/parents/${parent.id}/erase`,
      headers: jsonHeaders(t, admin.cookie),
      payload: {},
    });
    return { parent, refused };
  };

  it("is refused while a plaine to come holds a registration, in words for the administrator, and changes nothing", async () => {
    const { parent, refused } = await eraseRegisteredParent({ title: "Plaine payée", paid: true });
    expect(refused.statusCode).toBe(409);
    const message = refused.json<ApiErrorBody>().error.message;
    expect(message).toBe(
      "Ce compte ne peut pas encore être supprimé\u00a0: le parent a une inscription payée en cours pour Plaine payée. Annulez-la et remboursez-la depuis la page «\u00a0Inscriptions\u00a0» de l'administration, puis supprimez le compte.",
    );
    expect(message).toBe(erasureRefusal([{ title: "Plaine payée", paid: true }], "admin"));
    // Nothing of the parent's own pages, nothing addressed to the parent.
    expect(message).not.toMatch(/Votre compte|Mes inscriptions|votre compte/);
    expect((await t.db.select().from(users).where(eq(users.id, parent.id))).length).toBe(1);
  });

  it("names an unpaid registration as one to cancel only", async () => {
    const { refused } = await eraseRegisteredParent({ title: "Plaine à payer", paid: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiErrorBody>().error.message).toBe(
      "Ce compte ne peut pas encore être supprimé\u00a0: le parent a une inscription en cours pour Plaine à payer. Annulez-la depuis la page «\u00a0Inscriptions\u00a0» de l'administration, puis supprimez le compte.",
    );
  });
});
