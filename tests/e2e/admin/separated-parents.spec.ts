/**
 * Separated parents (decision 0058), on a phone: the first parent invites the other from the
 * child's card, the other accepts from the e-mail's link; the first registers the child by
 * transfer and pays their half, the other sees and pays theirs, both transfers matched from one
 * CODA file; once the plaine took place, each parent downloads a 281.86 of their own amount.
 */
import { randomInt, randomUUID } from "node:crypto";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";
import { codaFile } from "../../support/coda-builder.ts";
import { communicationDigits } from "../family/bank-transfer-setup.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { type Account, expect, test } from "../support/accounts.ts";
import { addChild, registerByTransfer } from "../support/family.ts";
import { linkIn } from "../support/mailbox.ts";
import { plaineForm } from "../support/plaines.ts";
import { CHILDREN, monday, ORGANISER, OTHER_PARENT_NUMBER, PARENT_NUMBER, pdfText } from "../support/certificates.ts";

const STRUCTURED_COMMUNICATION = /\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/;
const CHILD = CHILDREN[0];
const NUMBERS = { first: PARENT_NUMBER, second: OTHER_PARENT_NUMBER };

test.describe("Separated parents (decision 0058)", () => {
  test.describe.configure({ timeout: 120_000 });
  test.skip(({ isMobile }) => !isMobile, "a phone journey: run at phone width only");

  test("each parent pays half of the child's plaine, both transfers matched from one CODA file, and each downloads a 281.86 of their own amount", async ({
    page,
    baseURL,
    context,
    mailbox,
    createParent,
    signIn,
    signInAsAdmin,
  }) => {
    const headers = { Origin: new URL(baseURL ?? "").origin };
    const title = `Plaine partagée ${Date.now().toString(36)}`;
    await signInAsAdmin();
    const created = await page.request.post("/api/admin/activities", {
      headers,
      data: plaineForm(title, monday(addDaysIso(brusselsToday(), 20), addDaysIso(brusselsToday(), 30))),
    });
    expect(created.status(), await created.text()).toBe(201);
    const plaine = ((await created.json()) as { activity: { id: string; price: { standard: number } } }).activity;
    const wholeCents = plaine.price.standard;
    const halfCents = wholeCents / 2;

    // 1. The first parent invites the other from Léa's card.
    await context.clearCookies();
    const [first, second] = await Promise.all([createParent("premier-parent"), createParent("second-parent")]);
    await signIn(first);
    const child = await addChild(page, baseURL, { firstName: CHILD.firstName, lastName: first.lastName, birthDate: CHILD.birthDate });
    await page.goto("/dashboard/children");
    const card = page.getByTestId("child-card").filter({ hasText: CHILD.firstName });
    await card.getByRole("button", { name: "Inviter l'autre parent" }).click();
    const dialog = page.getByRole("dialog", { name: `Inviter l'autre parent de ${CHILD.firstName}` });
    await dialog.getByLabel(/Adresse e-mail de l'autre parent/).fill(second.email);
    await expect(dialog.getByLabel(/Sa part/)).toHaveValue("50");
    await dialog.getByRole("button", { name: "Envoyer l'invitation" }).click();
    await expect(card.getByTestId("child-family")).toContainText(`Invitation envoyée à ${second.email}`);

    // 2. The other parent follows the e-mail's link, signed in with that address, and accepts.
    const invitation = await mailbox.waitFor(second.email, { subject: /vous invite à suivre le dossier de Léa/ });
    await context.clearCookies();
    await signIn(second);
    const link = new URL(linkIn(invitation));
    // The token in the query string, never in a path the request log keeps.
    expect(link.pathname).toBe("/invitation");
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invitation à partager un dossier");
    await expect(page.getByText(`${first.firstName} ${first.lastName} vous invite à partager le dossier de`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Accepter" }).click();
    await expect(page).toHaveURL(/\/dashboard\/children$/);
    await expect(page.getByTestId("child-family")).toContainText(
      `Dossier partagé par ${first.firstName} ${first.lastName} · 50\u00a0% chacun`,
    );

    // 3. The first parent registers Léa by transfer: their payment is half the price.
    await context.clearCookies();
    await signIn(first);
    const registration = await registerByTransfer(page, baseURL, plaine.id, [child.id]);
    const transfer = await page.request.get(`/api/registrations/${registration.registrationId}/bank-transfer`);
    const firstTransfer = ((await transfer.json()) as { bankTransfer: { amountCents: number; communication: string } }).bankTransfer;
    expect(firstTransfer.amountCents).toBe(halfCents);
    await page.goto("/dashboard/registrations");
    await expect(page.getByTestId("payer-share")).toHaveText(
      `Part de l'autre parent (${second.firstName} ${second.lastName})\u00a0: ${formatEuros(halfCents)}`,
    );

    // 4. The other parent sees their part, its deadline and how to pay it.
    await context.clearCookies();
    await signIn(second);
    await page.goto("/dashboard/registrations");
    const part = page.getByTestId("parent-share");
    await expect(part).toContainText(`Léa ${first.lastName} — «\u00a0${title}\u00a0»`);
    await expect(part.getByTestId("parent-share-amount")).toContainText(`Votre part (50\u00a0%)\u00a0: ${formatEuros(halfCents)}`);
    await expect(part.getByTestId("parent-share-status")).toHaveText("À payer");
    await expectNoSeriousA11yViolations(page);
    const secondCommunication = STRUCTURED_COMMUNICATION.exec((await part.textContent()) ?? "")![0];
    const request = await page.request.get((await part.getByRole("link", { name: /Demande de paiement n°/ }).getAttribute("href"))!);
    expect(request.headers()["content-type"]).toBe("application/pdf");
    expect(await pdfText(await request.body())).toContain("Votre part");

    // 5. Both transfers in one file of the bank, imported by the treasurer.
    await context.clearCookies();
    await signInAsAdmin();
    const folder = await mkdtemp(path.join(tmpdir(), "releve-parents-"));
    const fileName = `releve-parents-${randomUUID().slice(0, 8)}.cod`;
    const movement = randomInt(1000, 9000);
    await writeFile(
      path.join(folder, fileName),
      Buffer.from(
        codaFile({
          sequence: String((Date.now() % 900) + 100),
          movements: [
            {
              sequence: movement,
              cents: halfCents,
              structured: communicationDigits(firstTransfer.communication),
              counterpartyName: "DUPONT ANNE",
            },
            {
              sequence: movement + 1,
              cents: halfCents,
              structured: communicationDigits(secondCommunication),
              counterpartyName: "LAMBERT MARC",
            },
          ],
        }),
        "latin1",
      ),
    );
    await page.goto("/admin/payments/import");
    await page.getByTestId("statement-input").setInputFiles(path.join(folder, fileName));
    const report = page.getByTestId("import-report").filter({ hasText: fileName });
    await expect(report).toContainText("2 crédits");
    await expect(report).not.toContainText("non rapproché");

    // The plaine then took place (its week moved to the past), Léa there three days.
    const past = monday(addDaysIso(brusselsToday(), -20), addDaysIso(brusselsToday(), -10));
    const moved = await page.request.put(`/api/admin/activities/${plaine.id}`, { headers, data: plaineForm(title, past) });
    expect(moved.status(), await moved.text()).toBe(200);
    for (const date of weekdaysBetween(past, addDaysIso(past, 4)).slice(0, 3)) {
      const tap = await page.request.post(`/api/admin/activities/${plaine.id}/presences/taps`, {
        headers,
        data: { idempotencyKey: randomUUID(), childId: child.id, date, action: "arrived", tappedAt: `${date}T07:30:00.000Z` },
      });
      expect(tap.status(), await tap.text()).toBe(200);
    }
    const organiser = await page.request.put("/api/admin/certificates/organiser", { headers, data: ORGANISER });
    expect(organiser.status(), await organiser.text()).toBe(200);

    // 6. Each parent obtains Léa's 281.86: half the price each, their own name and number on it.
    const year = brusselsToday().slice(0, 4);
    const certificateOf = async (parent: Account, number: string, childNumberAsked: boolean) => {
      await context.clearCookies();
      await signIn(parent);
      const profile = await page.request.put("/api/profile", {
        headers,
        data: {
          firstName: parent.firstName,
          lastName: parent.lastName,
          addressStreet: "Rue du Moulin 3",
          addressPostalCode: "5000",
          addressCity: "Namur",
        },
      });
      expect(profile.status(), await profile.text()).toBe(200);
      await page.goto("/dashboard/certificates");
      await page.getByRole("textbox", { name: "Votre numéro de registre national" }).fill(number);
      await page.getByRole("form", { name: "Votre numéro de registre national" }).getByRole("button", { name: "Enregistrer" }).click();
      const childLabel = `Numéro de registre national de Léa ${first.lastName}`;
      if (childNumberAsked) {
        await page.getByRole("textbox", { name: childLabel }).fill(CHILD.number);
        await page.getByRole("form", { name: childLabel }).getByRole("button", { name: "Enregistrer" }).click();
      }
      await expect(page.getByRole("textbox", { name: childLabel })).toHaveCount(0);
      await page.getByRole("button", { name: `Obtenir l'attestation\u00a0: attestation fiscale ${year} de Léa ${first.lastName}` }).click();
      await expect(page.getByText("Attestation délivrée")).toBeVisible();
      const pdf = await page.request.get(`/api/certificates/childcare/${year}/${child.id}`);
      expect(pdf.status()).toBe(200);
      return pdfText(await pdf.body());
    };
    const firstText = await certificateOf(first, NUMBERS.first, true);
    // The child's number, given once, serves both parents.
    const secondText = await certificateOf(second, NUMBERS.second, false);
    // Half the price over the plaine's five days, for the three Léa was there: each parent's own amount,
    // never what the whole price would give.
    const amount = (cents: number) => formatEuros(Math.floor(cents / 5) * 3).replace("\u00a0€", "");
    for (const [text, parent, number] of [
      [firstText, first, NUMBERS.first],
      [secondText, second, NUMBERS.second],
    ] as const) {
      expect(text).toContain(parent.lastName);
      expect(text).toContain(number);
      expect(text).toContain(amount(halfCents));
      expect(text).not.toContain(amount(wholeCents));
    }
  });
});
