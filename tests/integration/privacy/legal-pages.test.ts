/**
 * The privacy policy and the terms state what the settings decide: the controller (the organiser
 * details an administrator saves, the site's identity until then), the retention periods, the
 * transfer reminders and deadline, the waiting list's offer. The pages are drawn here by the
 * server's renderer itself (src/web/entry-server.tsx, from source) with the data the server gives
 * it, as `npm start` draws them.
 */
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegalFactsResponse } from "../../../src/domain/contracts/legal.ts";
import { DEFAULT_BANK_TRANSFER_RULES } from "../../../src/domain/bank-transfers.ts";
import { DEFAULT_RETENTION } from "../../../src/domain/privacy.ts";
import type { PageRenderer } from "../../../src/domain/public-pages.ts";
import { SITE } from "../../../src/domain/site.ts";
import { DEFAULT_OFFER_HOURS } from "../../../src/domain/waitlist.ts";
import { publicPageData } from "../../../src/server/modules/pages/page-data.ts";
import { createPageRenderer } from "../../../src/web/entry-server.tsx";
import { jsonHeaders } from "../../support/accounts.ts";
import { ORGANISER } from "../../support/certificates.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertAdmin, type TestParent } from "../../support/families.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

/** The main part's text as a reader sees it: no tags, entities decoded, spaces collapsed. */
function mainText(html: string): string {
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  return main
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

describe.each(ENGINES)("the privacy policy and the terms on %s", (engine) => {
  let t: TestApp;
  let admin: TestParent;
  let renderer: PageRenderer;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await insertAdmin(t);
    renderer = createPageRenderer({
      template: await readFile("src/web/public-page.html", "utf8"),
      applicationTemplate: await readFile("src/web/index.html", "utf8"),
      publicUrl: t.config.publicUrl,
    });
  });
  afterAll(() => t.close());

  const draw = async (path: string) => {
    const page = await renderer.render(path, publicPageData(t.app.context));
    expect(page.status).toBe(200);
    return mainText(page.html);
  };
  const save = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: "PUT", url, headers: jsonHeaders(t, admin.cookie), payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("states the site's identity and the default rules until the settings are saved", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/legal" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    expect(response.json<LegalFactsResponse>()).toEqual({
      facts: {
        controller: {
          legalName: SITE.name,
          street: SITE.address.street,
          postalCode: SITE.address.postalCode,
          city: SITE.address.city,
          email: SITE.email,
        },
        retention: DEFAULT_RETENTION,
        bankTransfers: DEFAULT_BANK_TRANSFER_RULES,
        offerHours: DEFAULT_OFFER_HOURS,
      },
    });

    const privacy = await draw("/privacy");
    expect(privacy).toContain(`${SITE.name}, ${SITE.address.street}, ${SITE.address.postalCode} ${SITE.address.city}.`);
    expect(privacy).toContain("12 mois après la fin de la dernière plaine");
    expect(privacy).toContain("Un compte sans connexion depuis 3 ans");
    expect(privacy).toContain("7 ans (obligation comptable)");
    expect(privacy).toContain("chaque offre vous est réservée 48 heures");
    for (const processing of [
      "Virements reçus (extraits bancaires)",
      "Numéros de registre national et attestations fiscales",
      "Personnes à contacter et à qui confier l'enfant",
      "Consentement photo",
      "Présences aux plaines",
      "Liste d'attente",
    ]) {
      expect(privacy).toContain(processing);
    }
    expect(privacy).toContain("Belcotax-on-web");
    expect(privacy).not.toContain("raccourcir");

    const terms = await draw("/terms");
    expect(terms).toContain("un rappel vous est envoyé par e-mail 7 et 14 jours après l'inscription");
    expect(terms).toContain("21 jours après l'inscription, et au plus tard 10 jours avant le début de la plaine");
    expect(terms).toContain("L'offre vous est réservée 48 heures");
  });

  it("follows the organiser details, periods and rules an administrator saves, at once", async () => {
    // Each save clears the public answers: the next question sees it, not the answer of a moment ago.
    const facts = async () => (await t.app.inject({ method: "GET", url: "/api/legal" })).json<LegalFactsResponse>().facts;
    await facts();
    await save("/api/admin/certificates/organiser", {
      ...ORGANISER,
      legalName: "Les Castors Joyeux ASBL",
      street: "Avenue des Tilleuls 8",
      postalCode: "5000",
      city: "Namur",
    });
    expect((await facts()).controller).toEqual({
      legalName: "Les Castors Joyeux ASBL",
      street: "Avenue des Tilleuls 8",
      postalCode: "5000",
      city: "Namur",
      email: SITE.email,
    });
    const retention = {
      medicalMonths: 18,
      inactiveAccountMonths: 48,
      paymentYears: 8,
      mailBodyDays: 60,
      medicalAccessLogMonths: 30,
      auditLogMonths: 72,
      taxCertificateYears: 9,
    };
    await save("/api/admin/privacy/retention", retention);
    expect((await facts()).retention).toEqual(retention);
    await save("/api/admin/bank-transfer-rules", { reminderDays: "5, 10, 15", deadlineDays: 25, deadlineDaysBeforeStart: 12 });
    expect((await facts()).bankTransfers).toEqual({ reminderDays: [5, 10, 15], deadlineDays: 25, deadlineDaysBeforeStart: 12 });
    await save("/api/admin/waitlist-settings", { offerHours: 24 });
    expect((await facts()).offerHours).toBe(24);

    const privacy = await draw("/privacy");
    expect(privacy).toContain(
      `Les Castors Joyeux ASBL, Avenue des Tilleuls 8, 5000 Namur. Pour toute question sur vos données : ${SITE.email}`,
    );
    expect(privacy).not.toContain(SITE.address.street);
    expect(privacy).toContain("18 mois après la fin de la dernière plaine");
    expect(privacy).toContain("Un compte sans connexion depuis 4 ans");
    expect(privacy).toContain("8 ans (obligation comptable)");
    expect(privacy).toContain("9 ans après l'année de revenus");
    expect(privacy).toContain("effacé après 60 jours");
    expect(privacy).toContain("consultations médicales : 30 mois ; modifications des administrateurs : 6 ans");
    expect(privacy).toContain("chaque offre vous est réservée 24 heures");

    const terms = await draw("/terms");
    expect(terms).toContain("un rappel vous est envoyé par e-mail 5, 10 et 15 jours après l'inscription");
    expect(terms).toContain("25 jours après l'inscription, et au plus tard 12 jours avant le début de la plaine");
    expect(terms).toContain("L'offre vous est réservée 24 heures");
  });
});
