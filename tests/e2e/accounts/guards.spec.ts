import { expect, openNavigation, submitLogin, test, toast } from "../support/accounts.ts";
import { E2E_ADMIN } from "../support/admin-account.ts";

test.describe("Who may see which space", () => {
  test("an anonymous visitor of /dashboard logs in and comes back to it", async ({ page, createParent }) => {
    const parent = await createParent("guard");
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL("/login?redirect=/dashboard/profile");
    await submitLogin(page, parent.email, parent.password);
    await expect(page).toHaveURL("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon profil");
  });

  test("a parent is sent away from the administration", async ({ page, createParent, signIn }) => {
    const parent = await createParent("notadmin");
    await signIn(parent);
    await page.goto("/admin/settings");
    await expect(page).toHaveURL("/");
    await page.goto("/admin");
    await expect(page).toHaveURL("/");
  });

  test("an administrator is sent from the parent dashboard to /admin, and 'Mon Espace' leads there", async ({
    page,
    signInAsAdmin,
    isMobile,
  }) => {
    await signInAsAdmin();
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Administration");
    const nav = await openNavigation(page, isMobile);
    await expect(nav.getByRole("link", { name: "Mon Espace" })).toHaveAttribute("href", "/admin");
  });

  test("after login an administrator lands on /admin with its five tiles", async ({ page }) => {
    await page.goto("/login");
    await submitLogin(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL("/admin");
    const tiles = page.getByRole("navigation", { name: "Administration" }).getByRole("link");
    await expect(tiles).toHaveCount(5);
    await expect(tiles.nth(0)).toContainText("Plaines");
    for (const [index, href] of [
      "/admin/activities",
      "/admin/news",
      "/admin/registrations",
      "/admin/children",
      "/admin/settings",
    ].entries()) {
      await expect(tiles.nth(index)).toHaveAttribute("href", href);
    }
    await tiles.nth(1).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Actualités");
    await expect(page.getByRole("link", { name: "Nouvel article" })).toBeVisible();
  });

  test("a computer whose clock is three minutes behind the server's signs in and lands on its page", async ({ page, createParent }) => {
    const parent = await createParent("clock");
    await page.clock.install({ time: Date.now() - 3 * 60_000 });
    await page.goto("/login");
    const signedIn = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/me" && response.status() === 200);
    await submitLogin(page, parent.email, parent.password);
    await signedIn;
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a redirect to another site is ignored", async ({ page, createParent }) => {
    const parent = await createParent("evil");
    await page.goto("/login?redirect=https://evil.example");
    await submitLogin(page, parent.email, parent.password);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/login?redirect=//evil.example/x");
    await expect(page).toHaveURL("/dashboard");
  });

  test("the login page moves a signed-in visitor on at once", async ({ page, createParent, signIn }) => {
    const parent = await createParent("already");
    await signIn(parent);
    await page.goto("/login?redirect=/dashboard/children");
    await expect(page).toHaveURL("/dashboard/children");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mes enfants");
    await page.goto("/login");
    await expect(page).toHaveURL("/dashboard");
  });

  test("an expired session signs the parent out, says so, and brings them back after login", async ({
    page,
    context,
    createParent,
    signIn,
  }) => {
    const parent = await createParent("expired");
    await signIn(parent);
    await page.goto("/dashboard/profile");
    const profile = page.getByRole("form", { name: "Mon profil" });
    await expect(profile.getByRole("textbox", { name: "Prénom" })).toHaveValue(parent.firstName);

    // The session ends behind the page's back (expiry, logout elsewhere).
    await context.clearCookies();
    await profile.getByRole("textbox", { name: "Téléphone ou GSM" }).fill("0470 00 00 00");
    await profile.getByRole("button", { name: "Enregistrer" }).click();
    await expect(toast(page, "Session expirée. Veuillez vous reconnecter.")).toBeVisible();
    await expect(toast(page, "Erreur lors de la mise à jour du profil")).toHaveCount(0);
    await expect(page).toHaveURL("/login?redirect=/dashboard/profile");

    await submitLogin(page, parent.email, parent.password);
    await expect(page).toHaveURL("/dashboard/profile");
  });
});
