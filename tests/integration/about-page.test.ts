/**
 * 'À propos' (a departure from the specification's placeholder): who the association is in its own
 * words, its recognition by the ONE when it states one, its next plaines and its contact, all from
 * its settings. Before anything is written the page still says the name, the plaines and the
 * contact. Drawn here by the server's renderer itself (src/web/entry-server.tsx, from source).
 */
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { ABOUT_MAX_LENGTH, ASSOCIATION_DESCRIPTION } from "../../src/domain/association.ts";
import type { AssociationAboutResponse, AssociationSettingsView } from "../../src/domain/contracts/association.ts";
import { ABOUT_TOO_LONG, ONE_RECOGNITION_TOO_LONG } from "../../src/domain/contracts/association-input.ts";
import { addDaysIso, brusselsToday } from "../../src/domain/dates.ts";
import type { PageRenderer } from "../../src/domain/public-pages.ts";
import { publicPageData } from "../../src/server/modules/pages/page-data.ts";
import { createPageRenderer } from "../../src/web/entry-server.tsx";
import { jsonHeaders } from "../support/accounts.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity } from "../support/factories.ts";
import { suiteAdminTestApp } from "../support/suite.ts";

const IDENTITY = {
  name: "Plaine des Hiboux ASBL",
  email: "bonjour@hiboux.example.org",
  phone: "081 22 33 44",
  street: "Rue du Bois 7",
  postalCode: "5000",
  city: "Namur",
  socialUrl: "https://www.instagram.com/plainedeshiboux",
};

const ABOUT = "Nous sommes une équipe de parents.\nEt d'animateurs du quartier.\r\n\r\n\r\n  Nos plaines ont lieu à Namur depuis 1998.  ";
const RECOGNITION = "Centre de vacances agréé par l'ONE";

/** An element's text as a reader sees it: no tags, entities decoded, spaces collapsed. */
function textOf(html: string, element = "main"): string {
  const part = html.slice(html.indexOf(`<${element}`), html.indexOf(`</${element}>`));
  return part
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&nbsp;|\u00a0/g, " ")
    .replace(/\s+/g, " ");
}

describe.each(ENGINES)("'À propos' on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);
  let renderer: PageRenderer;
  const today = brusselsToday();

  beforeAll(async () => {
    renderer = createPageRenderer({
      template: await readFile("src/web/public-page.html", "utf8"),
      applicationTemplate: await readFile("src/web/index.html", "utf8"),
      publicUrl: t.config.publicUrl,
    });
  });

  const draw = async () => {
    const page = await renderer.render("/about", publicPageData(t.app.context));
    expect(page.status).toBe(200);
    return page.html;
  };
  const save = (payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/admin/association", headers: jsonHeaders(t, admin.cookie), payload });
  const about = async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/association/about" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    return response.json<AssociationAboutResponse>().about;
  };
  // The bank account the test app was given: a save keeps it (it cannot be removed).
  const bank = async () => {
    const view = (
      await t.app.inject({ method: "GET", url: "/api/admin/association", headers: { cookie: admin.cookie } })
    ).json<AssociationSettingsView>();
    return { iban: view.bank?.iban ?? "", bic: view.bank?.bic ?? "", beneficiary: view.bank?.beneficiary ?? "" };
  };

  it("before anything is written: the name, what the site says of it, the next plaines and the contact; no ONE line", async () => {
    expect((await save({ ...IDENTITY, ...(await bank()) })).statusCode).toBe(200);
    const past = await insertActivity(t.db, {
      title: "Plaine de la Toussaint",
      startDate: addDaysIso(today, -30),
      endDate: addDaysIso(today, -26),
    });
    const next = await insertActivity(t.db, {
      title: "Plaine de Noël",
      startDate: addDaysIso(today, 24),
      endDate: addDaysIso(today, 28),
      locationCity: "Jambes",
    });
    const later = await insertActivity(t.db, {
      title: "Plaine de Carnaval",
      startDate: addDaysIso(today, 80),
      endDate: addDaysIso(today, 84),
    });

    expect(await about()).toEqual({ paragraphs: [], oneRecognition: null });
    const html = await draw();
    const main = textOf(html);
    expect(main).toContain("À propos");
    expect(main).toContain(IDENTITY.name);
    expect(main).toContain("Qui sommes-nous ?");
    expect(main).toContain(ASSOCIATION_DESCRIPTION);
    expect(html).not.toContain('data-testid="one-recognition"');
    expect(main).not.toContain("ONE");
    // The next plaines, in order, each to its page; a past one is not among them.
    expect(html).toContain(`href="/activities/${next.id}"`);
    expect(html).toContain(`href="/activities/${later.id}"`);
    expect(html).not.toContain(`href="/activities/${past.id}"`);
    expect(main.indexOf("Plaine de Noël")).toBeLessThan(main.indexOf("Plaine de Carnaval"));
    expect(main).toContain("Jambes");
    expect(html).toContain('href="/search"');
    // The contact, from the settings.
    for (const shown of ["+32 81 22 33 44", IDENTITY.email, IDENTITY.street, "5000 Namur", "Suivez-nous sur Instagram"])
      expect(main).toContain(shown);
    expect(html).toContain('href="tel:+3281223344"');
    // Its <head> describes it by what the site says of it.
    expect(html).toContain(`<meta name="description" content="${ASSOCIATION_DESCRIPTION.replace(/'/g, "&#39;")}"`);
  });

  it("shows the association's own words paragraph by paragraph, and the ONE recognition only while it is given", async () => {
    const account = await bank();
    const saved = await save({ ...IDENTITY, ...account, about: ABOUT, oneRecognition: `  ${RECOGNITION} ` });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AssociationSettingsView>().identity).toMatchObject({
      about: "Nous sommes une équipe de parents.\nEt d'animateurs du quartier.\n\n\n  Nos plaines ont lieu à Namur depuis 1998.",
      oneRecognition: RECOGNITION,
    });
    // A change shows at once: the public answer and the page drawn from it are cleared.
    expect(await about()).toEqual({
      paragraphs: ["Nous sommes une équipe de parents.\nEt d'animateurs du quartier.", "Nos plaines ont lieu à Namur depuis 1998."],
      oneRecognition: RECOGNITION,
    });
    const html = await draw();
    expect(html).toMatch(/<p[^>]*>Nous sommes une équipe de parents\.\nEt d(&#x27;|')animateurs du quartier\.<\/p>/);
    expect(html).toMatch(/<p[^>]*>Nos plaines ont lieu à Namur depuis 1998\.<\/p>/);
    expect(textOf(html)).not.toContain(ASSOCIATION_DESCRIPTION);
    expect(html).toMatch(/data-testid="one-recognition">Centre de vacances agréé par l(&#x27;|')ONE</);
    expect(html).toMatch(
      /<meta name="description" content="Nous sommes une équipe de parents\. Et d(&#39;|&#x27;)animateurs du quartier\."/,
    );

    // Blank again: the line goes, the presentation stays.
    expect((await save({ ...IDENTITY, ...account, about: ABOUT, oneRecognition: "" })).statusCode).toBe(200);
    expect((await about()).oneRecognition).toBeNull();
    expect(await draw()).not.toContain('data-testid="one-recognition"');
  });

  it("refuses a presentation or a recognition too long, in French, and changes nothing", async () => {
    const account = await bank();
    const before = await about();
    const refused = await save({
      ...IDENTITY,
      ...account,
      about: "a".repeat(ABOUT_MAX_LENGTH + 1),
      oneRecognition: "b".repeat(201),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      about: ABOUT_TOO_LONG,
      oneRecognition: ONE_RECOGNITION_TOO_LONG,
    });
    expect(ABOUT_TOO_LONG).toBe("La présentation de l'association compte 3\u00a0000 caractères au maximum");
    const notText = await save({ ...IDENTITY, ...account, about: 12, oneRecognition: "Agréé\npar l'ONE" });
    expect(notText.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      about: "Ce champ doit être un texte",
      oneRecognition: "La reconnaissance par l'ONE s'écrit sur une seule ligne",
    });
    expect(await about()).toEqual(before);
    // Exactly at the limit is taken.
    expect((await save({ ...IDENTITY, ...account, about: "a".repeat(ABOUT_MAX_LENGTH) })).statusCode).toBe(200);
  });
});
