/**
 * The privacy policy and the terms state what the settings decide: the controller (the organiser
 * details an administrator saves, the association's identity until then), the retention periods,
 * the transfer reminders and deadline, the waiting list's offer. The association's identity and
 * account (decision 0043) reach every page's footer, the e-mails, the transfer's QR code, the PDFs
 * and the Belcotax file. The pages are drawn here by the server's renderer itself
 * (src/web/entry-server.tsx, from source) with the data the server gives it, as `npm start` draws them.
 */
import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AssociationSettingsView } from "../../../src/domain/contracts/association.ts";
import type { CertificateRunView } from "../../../src/domain/contracts/certificates.ts";
import type { BankTransferPage, RegistrationResult } from "../../../src/domain/contracts/registrations.ts";
import type { LegalFactsResponse } from "../../../src/domain/contracts/legal.ts";
import { DEFAULT_BANK_TRANSFER_RULES } from "../../../src/domain/bank-transfers.ts";
import { DEFAULT_RETENTION } from "../../../src/domain/privacy.ts";
import type { PageRenderer } from "../../../src/domain/public-pages.ts";
import { DEFAULT_OFFER_HOURS } from "../../../src/domain/waitlist.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { emailOutbox } from "../../../src/server/db/schema.ts";
import { fillAssociationOnce, loadAssociation } from "../../../src/server/modules/association/index.ts";
import { runCertificateYear } from "../../../src/server/modules/certificates/index.ts";
import { publicPageData } from "../../../src/server/modules/pages/page-data.ts";
import { createPageRenderer } from "../../../src/web/entry-server.tsx";
import { jsonHeaders, postTransferRegistration } from "../../support/accounts.ts";
import {
  giveAddress,
  giveNationalNumbers,
  insertFamilyRegistration,
  markPresent,
  NUMBERS,
  ORGANISER,
  saveOrganiser,
} from "../../support/certificates.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertAdmin, insertChild, insertParent, type TestParent } from "../../support/families.ts";
import { pdfPages } from "../../support/pdf.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";

/** What the environment says of the association on this site: it fills the settings once. */
const IDENTITY_ENV = {
  ASSOCIATION_NAME: "Plaines Soleil ASBL",
  ASSOCIATION_EMAIL: "contact@plaines-soleil.be",
  ASSOCIATION_PHONE: "02 123 45 67",
  ASSOCIATION_STREET: "Rue des Écoliers 12",
  ASSOCIATION_POSTAL_CODE: "1340",
  ASSOCIATION_CITY: "Ottignies-Louvain-la-Neuve",
};

/** Every field of the association's settings, each different from what the environment gave. */
const CHANGED = {
  name: "Plaine des Hiboux ASBL",
  email: "bonjour@hiboux.example.org",
  phone: "081 22 33 44",
  street: "Rue du Bois 7",
  postalCode: "5000",
  city: "Namur",
  socialUrl: "https://www.instagram.com/plainedeshiboux",
  iban: "BE71 0961 2345 6769",
  bic: "GKCCBEBB",
  beneficiary: "Hiboux Vacances ASBL",
};
const CHANGED_PHONE = "+32 81 22 33 44";

/** An element's text as a reader sees it (`main`, `footer`): no tags, entities decoded, spaces collapsed. */
function textOf(html: string, element = "main"): string {
  const part = html.slice(html.indexOf(`<${element}`), html.indexOf(`</${element}>`));
  return part
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
    t = await createTestApp(engine, IDENTITY_ENV);
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
    return textOf(page.html);
  };
  const save = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: "PUT", url, headers: jsonHeaders(t, admin.cookie), payload });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("states the association's identity and the default rules until the settings are saved", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/legal" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toMatch(/^public/);
    expect(response.json<LegalFactsResponse>()).toEqual({
      facts: {
        controller: {
          legalName: "Plaines Soleil ASBL",
          street: "Rue des Écoliers 12",
          postalCode: "1340",
          city: "Ottignies-Louvain-la-Neuve",
          email: "contact@plaines-soleil.be",
          phone: { display: "+32 2 123 45 67", href: "tel:+3221234567" },
        },
        retention: DEFAULT_RETENTION,
        bankTransfers: DEFAULT_BANK_TRANSFER_RULES,
        refunds: { feeCents: 0, noRefundDaysBefore: null },
        offerHours: DEFAULT_OFFER_HOURS,
      },
    });

    const privacy = await draw("/privacy");
    expect(privacy).toContain("Plaines Soleil ASBL, Rue des Écoliers 12, 1340 Ottignies-Louvain-la-Neuve.");
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
    expect(terms).toContain("remboursée selon la règle de l'association : Remboursement intégral.");
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
      email: "contact@plaines-soleil.be",
      phone: { display: "+32 2 123 45 67", href: "tel:+3221234567" },
    });
    const retention = {
      medicalMonths: 18,
      inactiveAccountMonths: 48,
      paymentYears: 8,
      mailBodyDays: 60,
      medicalAccessLogMonths: 30,
      auditLogMonths: 72,
      taxCertificateYears: 9,
      familyMessageMonths: 18,
    };
    await save("/api/admin/privacy/retention", retention);
    expect((await facts()).retention).toEqual(retention);
    await save("/api/admin/bank-transfer-rules", { reminderDays: "5, 10, 15", deadlineDays: 25, deadlineDaysBeforeStart: 12 });
    expect((await facts()).bankTransfers).toEqual({ reminderDays: [5, 10, 15], deadlineDays: 25, deadlineDaysBeforeStart: 12 });
    await save("/api/admin/waitlist-settings", { offerHours: 24 });
    expect((await facts()).offerHours).toBe(24);
    await save("/api/admin/refund-settings", { fee: "5,00", noRefundDaysBefore: "7", fileFormat: "pain.001.001.09" });
    expect((await facts()).refunds).toEqual({ feeCents: 500, noRefundDaysBefore: 7 });

    const privacy = await draw("/privacy");
    expect(privacy).toContain(
      "Les Castors Joyeux ASBL, Avenue des Tilleuls 8, 5000 Namur. Pour toute question sur vos données : contact@plaines-soleil.be ou +32 2 123 45 67",
    );
    expect(privacy).not.toContain("Rue des Écoliers 12");
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
    expect(terms).toContain(
      "Remboursé, moins 5,00 € de frais par enfant ; aucun remboursement à partir de 7 jours avant le début de la plaine.",
    );
  });

  it("shows each identity field an administrator changes in the footer, /privacy, an e-mail, the QR code, a PDF and the Belcotax file", async () => {
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/admin/association",
      headers: jsonHeaders(t, admin.cookie),
      payload: CHANGED,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AssociationSettingsView>().bank).toEqual({
      iban: "BE71096123456769",
      bic: "GKCCBEBB",
      beneficiary: CHANGED.beneficiary,
      demo: false,
    });

    // Every page's footer (drawn on the server, cleared by the save) and its head.
    const home = (await renderer.render("/", publicPageData(t.app.context))).html;
    const footer = textOf(home, "footer");
    for (const shown of [CHANGED.name, CHANGED_PHONE, CHANGED.email, CHANGED.street, "5000 Namur", "Suivez-nous sur Instagram"]) {
      expect(footer).toContain(shown);
    }
    expect(home).toContain(`href="${CHANGED.socialUrl}"`);
    expect(home).toContain("<title>Accueil | Plaine des Hiboux</title>");
    expect(footer).not.toContain("Plaines Soleil");
    // The privacy policy: the controller's contact (its legal name and address are the organiser's, saved above).
    const privacy = await draw("/privacy");
    expect(privacy).toContain(`Comment ${CHANGED.name} traite les données des familles.`);
    expect(privacy).toContain(`Pour toute question sur vos données : ${CHANGED.email} ou ${CHANGED_PHONE}`);

    // A parent registers by transfer: the confirmation and the QR code carry the new account.
    const parent = await insertParent(t);
    const upcoming = await insertActivity(t.db, { title: "Plaine de la Toussaint" });
    const child = await insertChild(t.db, parent.id, { firstName: "Zoé" });
    const registration = (await postTransferRegistration(t, parent.cookie, upcoming.id, [child.id])).json<RegistrationResult>();
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, `confirmation:${registration.paymentId}`));
    for (const shown of [CHANGED.name, CHANGED.street, "5000 Namur", CHANGED_PHONE, CHANGED.email, CHANGED.socialUrl]) {
      expect(mail.text).toContain(shown);
    }
    for (const shown of ["BE71 0961 2345 6769", "GKCCBEBB", CHANGED.beneficiary]) expect(mail.text).toContain(shown);
    const transfer = await t.app.inject({
      method: "GET",
      url: `/api/registrations/${registration.registrationId}/bank-transfer`,
      headers: { cookie: parent.cookie },
    });
    const qr = transfer.json<BankTransferPage>().bankTransfer.qrPayload!.split("\n");
    expect(qr.slice(4, 7)).toEqual(["GKCCBEBB", CHANGED.beneficiary, "BE71096123456769"]);

    // A plaine that is over, paid and attended: its PDF and the year's Belcotax file.
    const july = await insertActivity(t.db, { title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" });
    const lea = await insertChild(t.db, parent.id, { firstName: "Léa", birthDate: NUMBERS.lea.birthDate });
    await giveAddress(t.db, parent.id);
    await giveNationalNumbers(t.db, {
      parent: { id: parent.id, digits: NUMBERS.parent },
      child: { id: lea.id, digits: NUMBERS.lea.digits },
    });
    await insertFamilyRegistration(t.db, {
      parentId: parent.id,
      activityId: july.id,
      childIds: [lea.id],
      amountCents: 8_000,
      paidAt: new Date("2026-07-01T10:00:00Z"),
    });
    await markPresent(t.db, july.id, lea.id, ["2026-07-06", "2026-07-07"]);
    const pdf = await t.app.inject({
      method: "GET",
      url: `/api/admin/activities/${july.id}/health-forms.pdf`,
      headers: { cookie: admin.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const [page] = await pdfPages(pdf.rawPayload);
    for (const shown of [CHANGED.name, `${CHANGED.street}, 5000 Namur`, CHANGED_PHONE, CHANGED.email]) expect(page).toContain(shown);

    await saveOrganiser(t, admin.cookie);
    const run = await t.app.inject({
      method: "POST",
      url: "/api/admin/certificates/runs",
      headers: jsonHeaders(t, admin.cookie),
      payload: { year: 2026 },
    });
    const { id } = run.json<CertificateRunView>();
    const deps = { db: t.db, cipher: TEST_CIPHER, documents: t.app.context.documents, media: t.app.context.media };
    expect(await runCertificateYear(deps, id)).toBe(true);
    const archive = await t.app.inject({
      method: "GET",
      url: `/api/admin/certificates/runs/${id}/archive`,
      headers: { cookie: admin.cookie },
    });
    const xml = strFromU8(unzipSync(new Uint8Array(archive.rawPayload))["belcotax-281.86-2026.xml"]);
    expect(xml).toContain("<v0018_telefoonnummer>3281223344</v0018_telefoonnummer>");
    expect(xml).toContain(`<v0023_emailadres>${CHANGED.email}</v0023_emailadres>`);
  });

  it("was filled once from the environment: a later start with other values leaves the administrators' settings", async () => {
    const other = loadConfig({
      NODE_ENV: "test",
      DEMO_DATA: "false",
      ASSOCIATION_NAME: "Autre ASBL",
      BANK_IBAN: "BE68 5390 0754 7034",
      BANK_BIC: "TRIOBEBB",
    });
    expect(await fillAssociationOnce(t.db, other)).toBe(false);
    const { identity, bank } = await loadAssociation(t.db);
    expect(identity.name).toBe(CHANGED.name);
    expect(bank?.iban).toBe("BE71096123456769");
  });
});
