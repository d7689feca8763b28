/**
 * The Belcotax-on-web file of a year's 281.86 certificates, which the organiser uploads before
 * 1 March of the following year: Verzending → Aangifte → Opgave32586/Fiche28186, with the control
 * totals the platform checks (reference §3.1). Amounts are in cents, dates DD-MM-YYYY.
 */
import { XMLBuilder, XMLParser } from "fast-xml-parser";
import type { CertificatePeriod } from "../../../domain/childcare-certificate.ts";
import type { OrganiserDetails } from "../../../domain/organiser.ts";
import { type BelcotaxLayout, belcotaxLayoutFor } from "./belcotax-layouts.ts";

/** f2028: an ordinary certificate, or a correction of one already sent (same sequence number). */
const FICHE_TREATMENTS = { original: 0, correction: 1, addition: 2, cancellation: 3 } as const;

interface Person {
  nationalNumber: string;
  lastName: string;
  firstName: string;
  street: string;
  postalCode: string;
  city: string;
}

export interface BelcotaxFiche {
  sequence: number;
  treatment: keyof typeof FICHE_TREATMENTS;
  debtor: Person;
  child: Person & { birthDate: string };
  /** One to four periods (childcare-certificate.ts splits more into several certificates). */
  periods: readonly CertificatePeriod[];
}

export interface BelcotaxFile {
  year: number;
  /** The year of the layout to follow (belcotaxLayoutFor); by default the year's own, else the latest known. */
  layoutYear?: number;
  createdOn: string;
  organiser: OrganiserDetails & { companyNumber: string };
  contact: { name: string; phone: string; email: string };
  fiches: readonly BelcotaxFiche[];
}

export class BelcotaxError extends Error {}

/** "2026-07-06" → "06-07-2026". */
function belgianDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}-${month}-${year}`;
}

const digitsOnly = (value: string) => value.replace(/\D/g, "");

function ficheTotal(fiche: BelcotaxFiche): number {
  return fiche.periods.reduce((sum, period) => sum + period.amountCents, 0);
}

function ficheElement(file: BelcotaxFile, layout: BelcotaxLayout, fiche: BelcotaxFiche) {
  if (fiche.periods.length < 1 || fiche.periods.length > layout.periods.length) {
    throw new BelcotaxError(`L'attestation n° ${fiche.sequence} doit compter de 1 à 4 périodes`);
  }
  const total = ficheTotal(fiche);
  const periods: Record<string, string | number> = {};
  fiche.periods.forEach((period, index) => {
    const fields = layout.periods[index];
    periods[fields.from] = belgianDate(period.from);
    periods[fields.to] = belgianDate(period.to);
    periods[fields.days] = period.days;
    periods[fields.dailyRate] = period.dailyRateCents;
    periods[fields.amount] = period.amountCents;
  });
  const { organiser } = file;
  return {
    f2002_inkomstenjaar: file.year,
    f2005_registratienummer: organiser.companyNumber,
    f2008_typefiche: 28186,
    f2009_volgnummer: fiche.sequence,
    f2011_nationaalnr: fiche.debtor.nationalNumber,
    f2013_naam: fiche.debtor.lastName,
    f2015_adres: fiche.debtor.street,
    f2016_postcodebelgisch: fiche.debtor.postalCode,
    f2017_gemeente: fiche.debtor.city,
    f2018_landwoonplaats: 0,
    f2028_typetraitement: FICHE_TREATMENTS[fiche.treatment],
    f2029_enkelopgave325: 0,
    f2114_voornamen: fiche.debtor.firstName,
    f86_2031_certificationautorisation: organiser.certificationCode,
    ...periods,
    // The platform's control: the periods' amounts plus the total (zones 2060 to 2088).
    f86_2059_totaalcontrole: total * 2,
    f86_2064_totalamount: total,
    f86_2100_certifierpostnr: organiser.certifyingBodyPostalCode,
    f86_2101_childcountry: 0,
    f86_2102_childaddress: fiche.child.street,
    f86_2106_childname: fiche.child.lastName,
    f86_2107_childfirstname: fiche.child.firstName,
    ...(organiser.certifyingBodyCompanyNumber ? { f86_2109_certifiercbenumber: organiser.certifyingBodyCompanyNumber } : {}),
    f86_2139_childpostnr: fiche.child.postalCode,
    f86_2140_childmunicipality: fiche.child.city,
    f86_2153_nnchild: fiche.child.nationalNumber,
    f86_2154_certifiermunicipality: organiser.certifyingBodyCity,
    f86_2155_certifiername: organiser.certifyingBody,
    f86_2156_certifieradres: organiser.certifyingBodyStreet,
    f86_2163_childbirthdate: belgianDate(fiche.child.birthDate),
  };
}

type FicheElement = ReturnType<typeof ficheElement>;
/** A fiche read back from a file: every value as text. */
type FicheText = Record<keyof FicheElement, string>;

/** The sending's figures that depend on its fiches: the kind of sending and the control totals. */
function totals(fiches: readonly (FicheElement | FicheText)[]) {
  const sequenceSum = fiches.reduce((sum, fiche) => sum + Number(fiche.f2009_volgnummer), 0);
  const controlSum = fiches.reduce((sum, fiche) => sum + Number(fiche.f86_2059_totaalcontrole), 0);
  return {
    typeenvoi: fiches.some((fiche) => Number(fiche.f2028_typetraitement) !== FICHE_TREATMENTS.original) ? 1 : 0,
    records: fiches.length + 2,
    allRecords: fiches.length + 4,
    sequenceSum,
    controlSum,
  };
}

const XML_OPTIONS = { ignoreAttributes: false, format: true, indentBy: "  ", suppressEmptyNode: false } as const;

/** The XML text of the file; refuses a layout the site does not know or a certificate without periods. */
export function buildBelcotaxXml(file: BelcotaxFile): string {
  const chosen = belcotaxLayoutFor(file.year, file.layoutYear ?? "auto");
  if (!chosen) throw new BelcotaxError(`aucun format Belcotax-on-web connu ne convient à l'année ${file.year}`);
  const fiches = file.fiches.map((fiche) => ficheElement(file, chosen.layout, fiche));
  const { typeenvoi, records, allRecords, sequenceSum, controlSum } = totals(fiches);
  const { organiser, contact, year } = file;
  const document = {
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8", "@_standalone": "yes" },
    Verzendingen: {
      Verzending: {
        v0002_inkomstenjaar: year,
        v0010_bestandtype: "BELCOTAX",
        v0011_aanmaakdatum: belgianDate(file.createdOn),
        v0014_naam: organiser.legalName,
        v0015_adres: organiser.street,
        v0016_postcode: organiser.postalCode,
        v0017_gemeente: organiser.city,
        v0018_telefoonnummer: digitsOnly(contact.phone),
        v0021_contactpersoon: contact.name,
        v0022_taalcode: 2, // French
        v0023_emailadres: contact.email,
        v0024_nationaalnr: organiser.companyNumber,
        v0025_typeenvoi: typeenvoi,
        v0028_landwoonplaats: 0,
        Aangiften: {
          Aangifte: {
            a1002_inkomstenjaar: year,
            a1005_registratienummer: organiser.companyNumber,
            a1011_naamnl1: organiser.legalName,
            a1013_adresnl: organiser.street,
            a1014_postcodebelgisch: organiser.postalCode,
            a1015_gemeente: organiser.city,
            a1016_landwoonplaats: 0,
            a1020_taalcode: 2,
            Opgaven: { Opgave32586: { Fiche28186: fiches } },
            r8002_inkomstenjaar: year,
            r8005_registratienummer: organiser.companyNumber,
            r8010_aantalrecords: records,
            r8011_controletotaal: sequenceSum,
            r8012_controletotaal: controlSum,
            r8013_totaalvoorheffingen: 0,
          },
        },
        r9002_inkomstenjaar: year,
        r9010_aantallogbestanden: 3,
        r9011_totaalaantalrecords: allRecords,
        r9012_controletotaal: sequenceSum,
        r9013_controletotaal: controlSum,
        r9014_controletotaal: 0,
      },
    },
  };
  return new XMLBuilder(XML_OPTIONS).build(document);
}

interface SendingText {
  Verzendingen: {
    Verzending: Record<string, unknown> & {
      Aangiften: { Aangifte: Record<string, unknown> & { Opgaven: { Opgave32586: { Fiche28186: FicheText[] } } } };
    };
  };
}

/**
 * A file built by buildBelcotaxXml without the fiches of some sequence numbers (an erased
 * family's), its totals counted again; null when no fiche remains. The other fiches stay as they
 * were sent, byte for byte.
 */
export function belcotaxWithout(xml: string, sequences: ReadonlySet<number>): string | null {
  const document = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "Fiche28186" }).parse(
    xml,
  ) as SendingText;
  const sending = document.Verzendingen.Verzending;
  const declaration = sending.Aangiften.Aangifte;
  const fiches = declaration.Opgaven.Opgave32586.Fiche28186.filter((fiche) => !sequences.has(Number(fiche.f2009_volgnummer)));
  if (fiches.length === 0) return null;
  const { typeenvoi, records, allRecords, sequenceSum, controlSum } = totals(fiches);
  declaration.Opgaven.Opgave32586.Fiche28186 = fiches;
  Object.assign(sending, { v0025_typeenvoi: typeenvoi, r9011_totaalaantalrecords: allRecords });
  Object.assign(sending, { r9012_controletotaal: sequenceSum, r9013_controletotaal: controlSum });
  Object.assign(declaration, { r8010_aantalrecords: records, r8011_controletotaal: sequenceSum, r8012_controletotaal: controlSum });
  return new XMLBuilder(XML_OPTIONS).build(document);
}
