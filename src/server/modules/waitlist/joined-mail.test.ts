import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { WaitlistJoinResponse } from "../../../domain/contracts/waitlist.ts";
import { sendAs } from "../../../../tests/support/accounts.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { insertActivity } from "../../../../tests/support/factories.ts";
import { birthDateForAge, insertChildren, insertParent } from "../../../../tests/support/families.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { emailOutbox } from "../../db/schema.ts";

/** Joining a full plaine's waiting list: one e-mail per entry, with the family's rank and what happens next. */
describe.each(ENGINES)("the waiting list's e-mail on joining, on %s", (engine) => {
  const t = suiteTestApp(engine);

  const joinedMails = (to: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, "waitlist-joined")));

  async function family(activity: { id: string; startDate: string }, firstName: string, count: number) {
    const parent = await insertParent(t, { firstName, lastName: "Famille" });
    const kids = await insertChildren(
      t.db,
      parent.id,
      Array.from({ length: count }, (_, i) => ({
        firstName: `${firstName}${i + 1}`,
        lastName: "Dupont",
        birthDate: birthDateForAge(6, activity.startDate),
      })),
    );
    const join = () => sendAs(t, "POST", "/api/waitlist", parent.cookie, { activityId: activity.id, childIds: kids.map((kid) => kid.id) });
    return { parent, join };
  }

  it("tells each family its position, how long an offer is held and that nothing is due until then, once", async () => {
    const activity = await insertActivity(t.db, { title: "Les aventuriers", capacity: 1, remainingSpots: 0 });
    const big = await family(activity, "Bea", 2);
    const small = await family(activity, "Cyril", 1);

    const joined = await big.join();
    expect(joined.statusCode).toBe(201);
    const entry = joined.json<WaitlistJoinResponse>().entry;
    const [mail, ...more] = await joinedMails(big.parent.email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ dedupeKey: `waitlist-joined:${entry.id}`, subject: "Liste d'attente\u00a0: Les aventuriers" });
    expect(mail.text).toContain("Bonjour Bea,");
    expect(mail.text).toContain("Bea1 Dupont et Bea2 Dupont sont sur sa liste d'attente, en position 1.");
    expect(mail.text).toContain("Position\u00a0: 1 — vous êtes la prochaine famille");
    expect(mail.text).toContain(
      "Dès qu'il y a 2\u00a0places libres, nous vous écrivons\u00a0: elles vous sont réservées pendant 48\u00a0heures.",
    );
    expect(mail.text).toContain("Vos enfants attendent ensemble");
    expect(mail.text).toContain("Rien n'est à payer tant qu'aucune place ne vous est proposée.");
    expect(mail.text).toContain(`${t.config.publicUrl}/dashboard/registrations`);

    expect((await small.join()).statusCode).toBe(201);
    const [second] = await joinedMails(small.parent.email);
    expect(second.text).toContain("Cyril1 Dupont est sur sa liste d'attente, en position 2.");
    expect(second.text).toContain("Position\u00a0: 2 — 1 famille avant vous");
    expect(second.text).toContain("Dès qu'une place se libère, nous vous écrivons\u00a0: elle vous est réservée pendant 48\u00a0heures.");
    expect(second.text).not.toContain("attendent ensemble");

    // Joining again is refused: no second message.
    expect((await big.join()).statusCode).toBe(409);
    expect(await joinedMails(big.parent.email)).toHaveLength(1);
  });
});
