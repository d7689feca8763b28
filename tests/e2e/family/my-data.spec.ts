/**
 * 'Mes données' in the browser: the parent downloads the ZIP of their data (the medical file only
 * when ticked), then erases the account with their password; the account is gone, a page says what
 * went and what the law keeps, and an e-mail confirms it. A registration still running keeps the
 * account: the page lists it, says why and what to do.
 */
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { formatDateFr } from "../../../src/domain/dates.ts";
import {
  ACCOUNT_DELETED_SUBJECT,
  ACCOUNT_DELETED_TITLE,
  ERASE_BUTTON_LABEL,
  ERASE_PASSWORD_WRONG,
  ERASURE_BLOCKED_TITLE,
  EXPORT_BUTTON_LABEL,
} from "../../../src/domain/privacy.ts";
import { lastCancellationDay } from "../../../src/domain/registration.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild, birthDateForAge, registerByTransfer } from "../support/family.ts";

test("a parent downloads their data, then erases their account", async ({ page, createParent, signIn, baseURL, mailbox }) => {
  test.slow();
  const parent = await createParent("mes-donnees");
  await signIn(parent);
  await addChild(page, baseURL, { firstName: "Prune", birthDate: "2019-06-02", allergies: "Allergie-aux-kiwis" });

  await page.goto("/dashboard");
  await page.getByRole("link", { name: /Mes données/ }).click();
  await expect(page).toHaveURL("/dashboard/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes données");
  await expectNoSeriousA11yViolations(page);

  // The export, without then with the medical files.
  const download = async () => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: EXPORT_BUTTON_LABEL }).click()]);
    expect(file.suggestedFilename()).toMatch(/^mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile(await file.path())));
    return { json: strFromU8(files["donnees.json"]), html: strFromU8(files["resume.html"]) };
  };
  const plain = await download();
  expect(plain.json).toContain(parent.email);
  expect(plain.json).toContain("Prune");
  expect(plain.html).toContain("Prune");
  expect(plain.json + plain.html).not.toContain("Allergie-aux-kiwis");
  await page.getByLabel(/Inclure les informations médicales/).check();
  const medical = await download();
  expect(medical.json).toContain("Allergie-aux-kiwis");

  // The erasure: explained, refused with a wrong password, done with the right one.
  const form = page.getByRole("form", { name: ERASE_BUTTON_LABEL });
  await expect(page.getByRole("region", { name: ERASE_BUTTON_LABEL })).toContainText("sans votre nom ni votre adresse e-mail");
  await form.getByLabel("Votre mot de passe, pour confirmer").fill("Pas-le-bon1");
  await form.getByRole("button", { name: ERASE_BUTTON_LABEL }).click();
  await expect(form.getByText(ERASE_PASSWORD_WRONG)).toBeVisible();
  await form.getByLabel("Votre mot de passe, pour confirmer").fill(parent.password);
  await form.getByRole("button", { name: ERASE_BUTTON_LABEL }).click();

  // A page of its own says what went and what the law keeps; an e-mail confirms it.
  await expect(page).toHaveURL("/compte-supprime");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ACCOUNT_DELETED_TITLE);
  await expect(page.getByRole("region", { name: "Ce que la loi nous oblige à garder" })).toContainText("pendant 7 ans");
  await expect(page.getByRole("region", { name: "Ce que la loi nous oblige à garder" })).toContainText("attestations fiscales");
  await expectNoSeriousA11yViolations(page);
  const mail = await mailbox.waitFor(parent.email, { subject: ACCOUNT_DELETED_SUBJECT });
  expect(mail.text).toContain("Comme vous l'avez demandé");

  // Gone: the session and the account.
  expect((await page.request.get("/api/children")).status()).toBe(401);
  const signInAgain = await page.request.post("/api/auth/sign-in/email", {
    data: { email: parent.email, password: parent.password },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(signInAgain.status()).toBe(401);
});

test("a registration still running keeps the account: the page names it, says why and what to do", async ({
  page,
  createParent,
  signIn,
  baseURL,
  demo,
}) => {
  test.slow();
  const parent = await createParent("mes-donnees-refus");
  await signIn(parent);
  const plaine = demo.family;
  const child = await addChild(page, baseURL, { firstName: "Anouk", birthDate: birthDateForAge(6, plaine.startDate) });
  await registerByTransfer(page, baseURL, plaine.id, [child.id]);

  await page.goto("/dashboard/privacy");
  const form = page.getByRole("form", { name: ERASE_BUTTON_LABEL });
  await form.getByLabel("Votre mot de passe, pour confirmer").fill(parent.password);
  await form.getByRole("button", { name: ERASE_BUTTON_LABEL }).click();

  // On the page, not in a toast: the child, the plaine and its dates, why, what to do, whom to write to.
  const refusal = page.getByRole("region", { name: ERASURE_BLOCKED_TITLE });
  await expect(refusal.getByRole("heading", { name: ERASURE_BLOCKED_TITLE })).toBeFocused();
  const item = refusal.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(`Anouk — ${plaine.title}`);
  await expect(item).toContainText(formatDateFr(plaine.startDate));
  await expect(item).toContainText("le virement est attendu");
  await expect(item).toContainText(`jusqu'au ${formatDateFr(lastCancellationDay(plaine.startDate))}`);
  await expect(refusal.getByRole("link", { name: /Mes inscriptions/ })).toHaveAttribute("href", "/dashboard/registrations");
  await expect(refusal.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  await expectNoSeriousA11yViolations(page);
  // Not a toast that goes after a few seconds.
  await expect(toast(page, /ne peut pas encore être supprimé/)).toHaveCount(0);
  expect((await page.request.get("/api/children")).status()).toBe(200);
});
