/**
 * 'À faire' on the parent's dashboard, on a phone: nothing to do at first (one line), then the
 * plaine found by the child's age, a registration by bank transfer through the form, whose
 * deadline the confirmation page and the e-mail give, and whose amount, deadline and 'Payer' come
 * first on the dashboard, with the next plaine under them; 'Payer' leads to the transfer's page.
 */
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test } from "../support/accounts.ts";
import { addChild, birthDateForAge } from "../support/family.ts";
import { euroPattern } from "../support/format.ts";
import { confirmationSubject, expectedTotalCents } from "./bank-transfer-setup.ts";

test.describe("'À faire' on the dashboard", () => {
  test.skip(({ isMobile }) => !isMobile, "a journey at phone width");

  test("a parent registers by transfer on a phone and finds the amount, its deadline and 'Payer' at the top of 'Mon espace'", async ({
    page,
    demo,
    baseURL,
    mailbox,
    createParent,
    signIn,
  }) => {
    test.slow();
    const parent = await createParent("a-faire");
    await signIn(parent);
    const plaine = demo.family;

    await page.goto("/dashboard");
    const todo = page.getByRole("region", { name: "À faire" });
    await expect(todo).toHaveText(/Rien à faire pour le moment\s:\stout est en ordre\./);
    await expect(todo.getByRole("listitem")).toHaveCount(0);

    // A child whose fiche santé is complete; the plaine found by the child's age and the town.
    const age = Math.ceil(plaine.ageRange.min);
    await addChild(page, baseURL, { firstName: "Lina", birthDate: birthDateForAge(age, plaine.startDate) });
    await page.goto("/search");
    const filters = page.getByRole("search", { name: /filtrer/i });
    await filters.getByLabel("Âge de l'enfant").fill(String(age));
    await filters.getByLabel("Ville").fill(plaine.location.city);
    await filters.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("age") === String(age));
    await page.getByRole("link", { name: plaine.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/activities/${plaine.id}$`));
    await page.goto(`/register/${plaine.id}`);
    await page.locator("html[data-ready]").waitFor({ state: "attached" });
    const form = page.getByRole("form", { name: "Inscription" });
    await form.getByRole("checkbox", { name: /Lina/ }).check();
    await form.getByRole("radio", { name: /Virement bancaire/ }).check();
    await form.getByRole("checkbox", { name: /J'accepte les conditions générales/ }).check();
    await form.getByRole("button", { name: "Confirmer l'inscription" }).click();
    await expect(page).toHaveURL(/\/bank-transfer\/success\?registration_id=[0-9a-f-]{36}$/);
    const transferUrl = new URL(page.url()).pathname + new URL(page.url()).search;
    const deadline = (await page.getByTestId("payment-deadline").first().textContent())!.trim();
    expect(deadline).toMatch(/^À payer .+ le \d{1,2} \S+ \d{4}/);
    // The confirmation e-mail gives the same deadline.
    const mail = await mailbox.waitFor(parent.email, { subject: confirmationSubject(plaine) });
    expect(mail.text.replace(/\s+/g, " ")).toContain(deadline.replace(/\s+/g, " "));

    // 'Mon espace': the transfer first, with its amount, its deadline and what follows it.
    await page.goto("/dashboard");
    const transfer = todo.getByRole("listitem").filter({ hasText: "Virement" });
    await expect(transfer).toBeVisible();
    await expect(todo.getByRole("listitem").first()).toHaveAttribute("data-todo", "bank-transfer");
    await expect(transfer.getByRole("heading")).toHaveText(euroPattern(expectedTotalCents(plaine, 1)));
    await expect(transfer).toContainText(deadline);
    await expect(transfer).toContainText(plaine.title);
    await expect(transfer).toContainText("Lina Dupont");
    // On a phone the first thing the page shows after its title: the deadline in the first screen.
    await expect(transfer.getByText(deadline)).toBeInViewport();
    await expect(todo).not.toContainText("Rien à faire");

    // The next plaine, with the children going and the way to its practical information.
    const next = todo.getByTestId("next-plaine");
    await expect(next.getByRole("heading", { name: plaine.title })).toBeVisible();
    await expect(next).toContainText("Lina Dupont");
    await expect(next).toContainText(plaine.location.city);
    await expect(next.getByRole("link", { name: /Toutes les infos pratiques|Voir la plaine/ })).toHaveAttribute(
      "href",
      `/activities/${plaine.id}#infos-pratiques`,
    );
    await expectNoSeriousA11yViolations(page);

    // 'Payer': the transfer's page, with its IBAN, its communication and its QR code.
    await transfer.getByRole("link", { name: /^Payer/ }).click();
    await expect(page).toHaveURL(transferUrl);
    await expect(page.getByRole("main")).toContainText("BE68 5390 0754 7034");
    await expect(page.getByTestId("payment-deadline").first()).toHaveText(deadline);
  });
});
