/**
 * An urgent text of the day (decision 0062), on a phone: two families have a child at a plaine
 * running today, one with a mobile on its profile (a wrong number is refused first, in French), the
 * other without. From the plaine's check-in, an administrator sees how many families it reaches,
 * by SMS and by e-mail, writes the text and confirms it: the fake of Vonage's SMS API receives it
 * for the mobile, the other parent gets the e-mail, and the parent with a mobile finds it in
 * 'Messages'. The site runs on its own server, its clock on a weekday (SITE_CLOCK_START) when the
 * machine's day is a Saturday or a Sunday: a plaine runs on weekdays only.
 */
import { brusselsInstant } from "../../../src/domain/date-time.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { PHONE_INVALID } from "../../../src/domain/phone.ts";
import { isWeekday } from "../../../src/domain/plaine/days.ts";
import { URGENT_TEXT_SUBJECT } from "../../../src/domain/urgent-texts.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";
import { expect, test as base, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge, registerByTransfer } from "../support/family.ts";
import { plaineForm } from "../support/plaines.ts";
import { e2ePort, type E2EServer, startE2EServer } from "../support/server.ts";
import { receivedSms, waitForSms } from "../support/sms-box.ts";

/** The site's day: today when it is a weekday, else the next one (10:00 in Brussels on the site's clock). */
function siteDay(): { day: string; env: Record<string, string> } {
  let day = brusselsToday();
  while (!isWeekday(day)) day = addDaysIso(day, 1);
  return { day, env: day === brusselsToday() ? {} : { SITE_CLOCK_START: brusselsInstant(day, "10:00").toISOString() } };
}

const { day, env } = siteDay();

const test = base.extend<{ site: E2EServer }>({
  site: [
    async ({ playwright: _ }, use, testInfo) => {
      const site = await startE2EServer({ port: e2ePort(testInfo.parallelIndex), env });
      await use(site);
      await site.stop();
    },
    { timeout: 200_000 },
  ],
  baseURL: async ({ site }, use) => {
    await use(site.url);
  },
});

test.describe("Urgent text of the day (decision 0062)", () => {
  test.describe.configure({ timeout: 180_000 });
  test.skip(({ isMobile }) => !isMobile, "a phone journey, from the check-in: run at phone width only");

  test("an administrator sends an urgent text from the check-in: SMS to a mobile, e-mail without one, kept in 'Messages'", async ({
    page,
    baseURL,
    context,
    mailbox,
    createParent,
    signIn,
  }) => {
    const headers = { Origin: new URL(baseURL ?? "").origin };
    const title = `Plaine du jour ${Date.now().toString(36)}`;
    await signIn(E2E_ADMIN);
    const created = await page.request.post("/api/admin/activities", { headers, data: { ...plaineForm(title, day), endDate: day } });
    expect(created.status(), await created.text()).toBe(201);
    const plaine = ((await created.json()) as { activity: { id: string } }).activity;

    // Two families: one gives a mobile (a wrong one is refused first), the other none.
    await context.clearCookies();
    const [withMobile, withoutMobile] = await Promise.all([createParent("parent-gsm"), createParent("parent-sans-gsm")]);
    for (const [parent, phone, child] of [
      [withMobile, "0470 12 34 56", "Léa"],
      [withoutMobile, null, "Tom"],
    ] as const) {
      await signIn(parent);
      if (phone) {
        const profile = { firstName: parent.firstName, lastName: parent.lastName };
        const refused = await page.request.put("/api/profile", { headers, data: { ...profile, phone: "0470 12 34" } });
        expect(refused.status()).toBe(400);
        expect(await refused.text()).toContain(JSON.stringify(PHONE_INVALID).slice(1, -1));
        const saved = await page.request.put("/api/profile", { headers, data: { ...profile, phone } });
        expect(saved.status(), await saved.text()).toBe(200);
      }
      const added = await addChild(page, baseURL, { firstName: child, lastName: parent.lastName, birthDate: birthDateForAge(7, day) });
      await registerByTransfer(page, baseURL, plaine.id, [added.id]);
      await context.clearCookies();
    }

    // 1. From the plaine's check-in, the administrator sees who it reaches, writes and confirms.
    await signIn(E2E_ADMIN);
    await page.goto(`/admin/activities/${plaine.id}/presences`);
    const panel = page.getByRole("region", { name: "Message urgent (SMS)" });
    await expect(panel.getByTestId("urgent-counts")).toHaveText("2 familles aujourd'hui\u00a0: 1 par SMS, 1 par e-mail (sans GSM)");
    const text = "La plaine ferme à 15 h aujourd'hui (panne de courant). Merci de venir chercher vos enfants.";
    await panel.getByLabel("Message").fill(text);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole("button", { name: "Envoyer le message urgent" }).click();
    const dialog = page.getByRole("dialog", { name: "Envoyer ce message urgent\u00a0?" });
    await expect(dialog).toContainText("1 par SMS, 1 par e-mail");
    await dialog.getByRole("button", { name: "Envoyer maintenant" }).click();
    await expect(toast(page, "Message urgent envoyé")).toBeVisible();
    await expect(panel.getByRole("status")).toContainText("Envoyé à 2 familles.");

    // 2. The provider receives the SMS for the mobile (E.164, without its "+"), once; the other parent gets the e-mail.
    const sms = await waitForSms(baseURL!, "+32470123456", text, 60_000);
    expect(sms.from).toBe("Plaines");
    const mail = await mailbox.waitFor(withoutMobile.email, { subject: URGENT_TEXT_SUBJECT, timeoutMs: 60_000 });
    expect(mail.text).toContain("La plaine ferme à 15 h aujourd'hui");
    expect(await mailbox.messagesTo(withMobile.email)).not.toContainEqual(expect.objectContaining({ subject: URGENT_TEXT_SUBJECT }));
    expect((await receivedSms(baseURL!)).filter((received) => received.text === text)).toHaveLength(1);

    // 3. The administrator follows each family's state on the messages page.
    await page.goto("/admin/messages");
    const item = page.getByRole("listitem").filter({ hasText: URGENT_TEXT_SUBJECT });
    await expect(item.getByText("SMS urgent")).toBeVisible();
    await item.getByText(URGENT_TEXT_SUBJECT).click();
    const rows = item.getByRole("row");
    await expect(rows.filter({ hasText: "SMS +32 470 12 34 56" })).toContainText("Envoyé");
    await expect(rows.filter({ hasText: "E-mail" })).toHaveCount(1);

    // 4. The parent with a mobile finds it in 'Messages'.
    await context.clearCookies();
    await signIn(withMobile);
    await page.goto("/dashboard/messages");
    const kept = page.getByRole("listitem").filter({ hasText: URGENT_TEXT_SUBJECT });
    await kept.getByText(URGENT_TEXT_SUBJECT).click();
    await expect(kept.getByText(text)).toBeVisible();
  });
});
