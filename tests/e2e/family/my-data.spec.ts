/**
 * 'Mes données' in the browser: the parent downloads the ZIP of their data (the medical file only
 * when ticked), then erases the account with their password; the account is gone.
 */
import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { EXPORT_BUTTON_LABEL, ERASE_BUTTON_LABEL, ERASE_PASSWORD_WRONG, ACCOUNT_ERASED_MESSAGE } from "../../../src/domain/privacy.ts";
import { expectNoSeriousA11yViolations } from "../support/a11y.ts";
import { expect, test, toast } from "../support/accounts.ts";
import { addChild } from "../support/family.ts";

test("a parent downloads their data, then erases their account", async ({ page, createParent, signIn, baseURL }) => {
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
  await expect(toast(page, ACCOUNT_ERASED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL("/");

  // Gone: the session and the account.
  expect((await page.request.get("/api/children")).status()).toBe(401);
  const signInAgain = await page.request.post("/api/auth/sign-in/email", {
    data: { email: parent.email, password: parent.password },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(signInAgain.status()).toBe(401);
});
