import { expect, submitLogin, test } from "../support/accounts.ts";

const RATE_LIMITED = "Trop de tentatives. Veuillez réessayer dans quelques minutes.";
/** The server's allowance of logins per e-mail address in 15 minutes (src/server/auth/rate-limit.ts). */
const LOGINS_PER_EMAIL = 8;

// One fixed client address: a guesser does not change address between attempts.
test.use({ clientAddress: "203.0.113.77" });

test("after too many failed logins the login page asks, in French, to wait, even with the right password", async ({
  page,
  createParent,
}) => {
  const parent = await createParent("guessed");
  await page.goto("/login");
  const alert = page.getByRole("form", { name: "Connexion" }).getByRole("alert");

  for (let attempt = 1; attempt <= LOGINS_PER_EMAIL; attempt++) {
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email"));
    await submitLogin(page, parent.email, `Mauvais${attempt}pass`);
    expect((await answered).status()).toBe(401);
    await expect(alert).toHaveText("Adresse e-mail ou mot de passe incorrect.");
  }

  const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email"));
  await submitLogin(page, parent.email, parent.password);
  expect((await answered).status()).toBe(429);
  await expect(alert).toHaveText(RATE_LIMITED);
  await expect(page).toHaveURL("/login");
});
