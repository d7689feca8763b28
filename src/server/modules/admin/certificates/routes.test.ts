import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "../../../../domain/api-error.ts";
import { COMPANY_NUMBER_INVALID } from "../../../../domain/company-number.ts";
import type { DailyCapsView, OrganiserView } from "../../../../domain/contracts/certificates.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { EMPTY_ASSOCIATION } from "../../../../domain/association.ts";
import { defaultOrganiser } from "../../../../domain/organiser.ts";
import { DEFAULT_VAT_MENTION } from "../../../../domain/invoices.ts";
import { ENGINES } from "../../../../../tests/support/databases.ts";
import { insertParent } from "../../../../../tests/support/families.ts";
import { suiteAdminTestApp } from "../../../../../tests/support/suite.ts";

const ORGANISER = {
  legalName: "Plaines Soleil ASBL",
  companyNumber: "BE 0123.456.749",
  street: "Rue des Écoliers 12",
  postalCode: "1340",
  city: "Ottignies-Louvain-la-Neuve",
  certificationCode: "1",
  certifyingBody: "Office de la Naissance et de l'Enfance (ONE)",
  certifyingBodyStreet: "Chaussée de Charleroi 95",
  certifyingBodyPostalCode: "1060",
  certifyingBodyCity: "Bruxelles",
  certifyingBodyCompanyNumber: "",
  recognitionNumber: "CV-2024-0042",
  signatoryName: "Anne Trésorière",
  signatoryRole: "Trésorière",
};

describe.each(ENGINES)("the certificates' settings on %s", (engine) => {
  const { t, admin } = suiteAdminTestApp(engine);

  const put = (url: string, payload: object, as = admin.cookie) =>
    t.app.inject({ method: "PUT", url, headers: { cookie: as, origin: t.config.publicUrl }, payload });
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

  it("shows the association's identity until saved (none on this site), with what a certificate still needs", async () => {
    const view = (await get("/api/admin/certificates/organiser")).json<OrganiserView>();
    expect(view).toMatchObject({ organiser: defaultOrganiser(EMPTY_ASSOCIATION.identity), saved: false });
    expect(view.missing).toEqual([
      "le numéro d'entreprise (BCE) de l'association",
      "l'adresse de l'organisme qui reconnaît l'association",
      "le numéro d'agrément ou de reconnaissance",
      "le nom et la qualité du signataire",
    ]);
  });

  it("saves the organiser with its company number checked and kept as ten digits", async () => {
    const saved = await put("/api/admin/certificates/organiser", ORGANISER);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<OrganiserView>()).toEqual({
      organiser: {
        ...ORGANISER,
        companyNumber: "0123456749",
        certifyingBodyCompanyNumber: null,
        thirdPartySharesCertified: false,
        // Left blank: the default mention (decision 0057).
        vatMention: DEFAULT_VAT_MENTION,
      },
      saved: true,
      missing: [],
    });
    expect((await get("/api/admin/certificates/organiser")).json<OrganiserView>().organiser.companyNumber).toBe("0123456749");
    const mention = await put("/api/admin/certificates/organiser", { ...ORGANISER, vatMention: "  TVA non applicable (art. 44)  " });
    expect(mention.json<OrganiserView>().organiser.vatMention).toBe("TVA non applicable (art. 44)");
    const tooLong = await put("/api/admin/certificates/organiser", { ...ORGANISER, vatMention: "x".repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({ vatMention: "300 caractères au maximum" });
    await put("/api/admin/certificates/organiser", ORGANISER);
  });

  it("refuses a wrong company number, postal code or recognition, saying which, and keeps what was saved", async () => {
    const refused = await put("/api/admin/certificates/organiser", {
      ...ORGANISER,
      companyNumber: "0123.456.748",
      postalCode: "13400",
      certificationCode: "9",
      legalName: "  ",
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().error.fields).toEqual({
      companyNumber: COMPANY_NUMBER_INVALID,
      postalCode: "Le code postal belge a 4 chiffres",
      certificationCode: "Choisissez la reconnaissance de l'association",
      legalName: "La dénomination de l'association est requise",
    });
    expect((await get("/api/admin/certificates/organiser")).json<OrganiserView>().organiser.companyNumber).toBe("0123456749");
  });

  it("lists each income year's daily maximum, the published ones with their source, and lets the unpublished be entered", async () => {
    const nextYear = Number(brusselsToday().slice(0, 4)) + 1;
    const view = (await get("/api/admin/certificates/daily-caps")).json<DailyCapsView>();
    expect(view.years[0]).toMatchObject({ year: 2022, cents: 1440, publishedCents: 1440, entered: false });
    expect(view.years.find((row) => row.year === 2024)).toMatchObject({ cents: 1640, entered: false });
    expect(view.years.find((row) => row.year === 2026)).toMatchObject({ cents: null, publishedCents: null, entered: false });
    expect(view.years.at(-1)?.year).toBe(nextYear);

    const saved = await put("/api/admin/certificates/daily-caps", {
      caps: [
        { year: 2026, amount: "17,10" },
        { year: 2024, amount: "" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const years = saved.json<DailyCapsView>().years;
    expect(years.find((row) => row.year === 2026)).toMatchObject({ cents: 1710, entered: true, source: "saisi dans les paramètres" });
    expect(years.find((row) => row.year === 2024)).toMatchObject({ cents: 1640, entered: false });

    // Blank again: back to "not published".
    const cleared = await put("/api/admin/certificates/daily-caps", { caps: [{ year: 2026, amount: "" }] });
    expect(cleared.json<DailyCapsView>().years.find((row) => row.year === 2026)).toMatchObject({ cents: null, entered: false });
  });

  it("refuses a figure out of bounds or with three decimals, and changes nothing", async () => {
    for (const amount of ["1,00", "16,405", "0x10", "1e3", "abc"]) {
      const refused = await put("/api/admin/certificates/daily-caps", { caps: [{ year: 2025, amount }] });
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json<ApiErrorBody>().error.fields?.["caps.0.amount"], amount).toMatch(/^Un montant de 5,00 à 50,00 €/);
    }
    expect(
      (await get("/api/admin/certificates/daily-caps")).json<DailyCapsView>().years.find((row) => row.year === 2025)?.cents,
    ).toBeNull();
  });

  it("is the administrators' alone", async () => {
    const parent = await insertParent(t);
    expect((await put("/api/admin/certificates/organiser", ORGANISER, parent.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/certificates/daily-caps" })).statusCode).toBe(401);
  });
});
