import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { CertificatePeriod } from "../../../domain/childcare-certificate.ts";
import { defaultOrganiser } from "../../../domain/organiser.ts";
import { DEMO_ASSOCIATION } from "../../demo/demo-association.ts";
import { BelcotaxError, type BelcotaxFiche, type BelcotaxFile, belcotaxWithout, buildBelcotaxXml } from "./belcotax.ts";
import { belcotaxLayoutFor, knownBelcotaxLayouts } from "./belcotax-layouts.ts";

const period = (from: string, to: string, days: number, dailyRateCents: number): CertificatePeriod => ({
  title: "Plaine",
  from,
  to,
  days,
  dailyRateCents,
  amountCents: days * dailyRateCents,
});

const person = { street: "Rue des Lilas 4", postalCode: "5000", city: "Namur" };
const fiche = (sequence: number, periods: CertificatePeriod[], treatment: BelcotaxFiche["treatment"] = "original"): BelcotaxFiche => ({
  sequence,
  treatment,
  debtor: { ...person, nationalNumber: "85073003328", lastName: "Dupont & Fils", firstName: "Camille" },
  child: { ...person, nationalNumber: "17010100171", lastName: "Dupont", firstName: "Léa", birthDate: "2017-01-01" },
  periods,
});

const file = (fiches: BelcotaxFiche[], year = 2026): BelcotaxFile => ({
  year,
  createdOn: "2027-02-10",
  organiser: {
    ...defaultOrganiser(DEMO_ASSOCIATION.identity),
    companyNumber: "0123456749",
    certifyingBodyStreet: "Chaussée de Charleroi 95",
    certifyingBodyPostalCode: "1060",
    certifyingBodyCity: "Bruxelles",
    recognitionNumber: "CV-42",
  },
  contact: { name: "Anne Trésorière", phone: "+32 2 123 45 67", email: "tresorerie@example.org" },
  fiches,
});

/** Parsed back as text, as the platform reads it (no number coercion). */
const parse = (xml: string) =>
  new XMLParser({ parseTagValue: false, isArray: (name) => name === "Fiche28186" }).parse(xml) as {
    Verzendingen: {
      Verzending: Record<string, string> & {
        Aangiften: { Aangifte: Record<string, string> & { Opgaven: { Opgave32586: { Fiche28186: Record<string, string>[] } } } };
      };
    };
  };

describe("the Belcotax-on-web file", () => {
  const xml = buildBelcotaxXml(
    file([
      fiche(1, [period("2026-07-06", "2026-07-10", 5, 1600), period("2026-08-03", "2026-08-06", 4, 1500)]),
      fiche(2, [period("2026-04-06", "2026-04-10", 3, 2000)], "correction"),
    ]),
  );
  const sending = parse(xml).Verzendingen.Verzending;
  const declaration = sending.Aangiften.Aangifte;
  const [first, second] = declaration.Opgaven.Opgave32586.Fiche28186;

  it("holds one fiche per certificate with its periods, dates in DD-MM-YYYY and amounts in cents", () => {
    expect(first).toMatchObject({
      f2002_inkomstenjaar: "2026",
      f2005_registratienummer: "0123456749",
      f2008_typefiche: "28186",
      f2009_volgnummer: "1",
      f2011_nationaalnr: "85073003328",
      f2013_naam: "Dupont & Fils",
      f2114_voornamen: "Camille",
      f2028_typetraitement: "0",
      f86_2031_certificationautorisation: "1",
      f86_2055_begindate1: "06-07-2026",
      f86_2056_enddate1: "10-07-2026",
      f86_2110_numberofday1: "5",
      f86_2111_dailytariff1: "1600",
      f86_2060_amount1: "8000",
      f86_2093_begindate2: "03-08-2026",
      f86_2061_amount2: "6000",
      f86_2064_totalamount: "14000",
      f86_2059_totaalcontrole: "28000",
      f86_2153_nnchild: "17010100171",
      f86_2163_childbirthdate: "01-01-2017",
      f86_2155_certifiername: "Office de la Naissance et de l'Enfance (ONE)",
    });
    expect(first.f86_2157_begindate3).toBeUndefined();
    // A correction keeps its sequence number and says it is one; the sending is then a correction too.
    expect(second).toMatchObject({ f2009_volgnummer: "2", f2028_typetraitement: "1" });
    expect(sending.v0025_typeenvoi).toBe("1");
  });

  it("adds up the control totals the platform checks", () => {
    expect(declaration).toMatchObject({ r8010_aantalrecords: "4", r8011_controletotaal: "3", r8012_controletotaal: String(28000 + 12000) });
    expect(sending).toMatchObject({
      r9011_totaalaantalrecords: "6",
      r9012_controletotaal: "3",
      r9013_controletotaal: "40000",
      v0018_telefoonnummer: "3221234567",
    });
  });

  it("escapes what a name may hold", () => {
    expect(xml).toContain("<f2013_naam>Dupont &amp; Fils</f2013_naam>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>')).toBe(true);
  });

  it("refuses a certificate without period or with more than four, and a layout it does not know", () => {
    expect(() => buildBelcotaxXml(file([fiche(1, [])]))).toThrow(BelcotaxError);
    const five = Array.from({ length: 5 }, (_, index) => period(`2026-0${index + 1}-01`, `2026-0${index + 1}-02`, 2, 1000));
    expect(() => buildBelcotaxXml(file([fiche(1, five)]))).toThrow("L'attestation n° 1 doit compter de 1 à 4 périodes");
    expect(() => buildBelcotaxXml({ ...file([fiche(1, five.slice(0, 1))], 2031), layoutYear: 2031 })).toThrow(
      "aucun format Belcotax-on-web connu ne convient à l'année 2031",
    );
    expect(() => buildBelcotaxXml(file([fiche(1, five.slice(0, 1))], 2021))).toThrow(BelcotaxError);
  });

  it("files a year after the last known layout in that layout, under its own income year", () => {
    const later = parse(buildBelcotaxXml(file([fiche(1, [period("2031-07-07", "2031-07-11", 5, 1600)])], 2031))).Verzendingen.Verzending;
    expect(later.v0002_inkomstenjaar).toBe("2031");
    const [laterFiche] = later.Aangiften.Aangifte.Opgaven.Opgave32586.Fiche28186;
    expect(laterFiche).toMatchObject({ f2002_inkomstenjaar: "2031", f86_2055_begindate1: "07-07-2031", f86_2060_amount1: "8000" });
    expect(belcotaxLayoutFor(2031, "auto")?.year).toBe(Math.max(...knownBelcotaxLayouts().map((layout) => layout.year)));
    expect(belcotaxLayoutFor(2031, 2024)?.year).toBe(2024);
    expect(belcotaxLayoutFor(2031, 2031)).toBeNull();
    expect(belcotaxLayoutFor(2031, "none")).toBeNull();
  });

  it("leaves out an erased family's fiches, counting the totals again as if they had never been there", () => {
    const july = period("2026-07-06", "2026-07-10", 5, 1600);
    const kept = [fiche(1, [july]), fiche(3, [period("2026-08-03", "2026-08-04", 2, 1500)], "correction")];
    const erased = { ...fiche(2, [july], "correction"), debtor: { ...fiche(2, []).debtor, lastName: "Effacé & Cie" } };
    const whole = buildBelcotaxXml(file([kept[0], erased, kept[1]]));
    expect(belcotaxWithout(whole, new Set([2]))).toBe(buildBelcotaxXml(file(kept)));
    // Without the only correction, the sending is an original one again.
    expect(belcotaxWithout(whole, new Set([2, 3]))).toBe(buildBelcotaxXml(file(kept.slice(0, 1))));
    expect(belcotaxWithout(whole, new Set([1, 2, 3]))).toBeNull();
  });
});
