import { pdfPages } from "../../../../../tests/support/pdf.ts";
import { describe, expect, it } from "vitest";
import type { CertificatePeriod } from "../../../../domain/childcare-certificate.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { CERTIFICATION_LABELS, type OrganiserDetails } from "../../../../domain/organiser.ts";
import { childcareCertificatesPdf } from "./childcare-certificate-pdf.ts";
import type { ChildcareCertificateContent, IssuedChildcareCertificate, MutualityCertificateContent } from "./content.ts";
import { groupedDates, mutualityCertificatePdf } from "./mutuality-certificate-pdf.ts";

const plain = (text: string) => text.replace(/\s+/g, " ");
const euros = (cents: number) => plain(formatEuros(cents));

const organiser: OrganiserDetails = {
  legalName: "Les Plaines de l'Œuvre ASBL",
  companyNumber: "0123456749",
  street: "Rue de l'Église 12",
  postalCode: "5000",
  city: "Namur",
  certificationCode: "1",
  certifyingBody: "Office de la Naissance et de l'Enfance (ONE)",
  certifyingBodyStreet: "Chaussée de Charleroi 95",
  certifyingBodyPostalCode: "1060",
  certifyingBodyCity: "Bruxelles",
  certifyingBodyCompanyNumber: "0200321490",
  recognitionNumber: "ONE-CV-0815",
  signatoryName: "Françoise Dubœuf",
  signatoryRole: "Présidente",
};

const debtor = {
  firstName: "Anaïs",
  lastName: "Lefèvre-Œuvray",
  street: "Avenue des Tilleuls 47",
  postalCode: "5100",
  city: "Jambes",
  nationalNumber: "85.07.30-033.61",
};
const child = { ...debtor, firstName: "Zoé", nationalNumber: "16.03.12-123.42", birthDate: "2016-03-12" };

const easter: CertificatePeriod = {
  title: "Plaine de Pâques",
  from: "2026-04-07",
  to: "2026-04-10",
  days: 4,
  dailyRateCents: 1250,
  amountCents: 5000,
};
const summer: CertificatePeriod = {
  title: "Plaine d'été",
  from: "2026-07-06",
  to: "2026-07-17",
  days: 9,
  dailyRateCents: 1725,
  amountCents: 15525,
};

const content: ChildcareCertificateContent = {
  year: 2026,
  organiser,
  debtor,
  child,
  periods: [easter, summer],
  totalCents: 20525,
  dailyCapCents: 1640,
  deductibleCents: 5000 + 1640 * 9,
  shares: [
    { title: "Plaine de Pâques", paidCents: 5000, children: 1, shareCents: 5000, excludedCents: 0 },
    { title: "Plaine d'été", paidCents: 38000, children: 2, shareCents: 19000, excludedCents: 1750 },
  ],
  sheet: 1,
  sheets: 1,
};

const first: IssuedChildcareCertificate = { content, sequence: 41, version: 1, issuedOn: "2027-02-15" };
/** The second sheet of a child with five periods, re-issued after a correction, the year's maximum unknown. */
const correction: IssuedChildcareCertificate = {
  content: {
    ...content,
    periods: [{ ...summer, title: "Plaine d'automne", from: "2026-10-26", to: "2026-10-30", days: 5, amountCents: 8625 }],
    totalCents: 8625,
    dailyCapCents: null,
    deductibleCents: null,
    shares: [{ title: "Plaine d'automne", paidCents: 9500, children: 1, shareCents: 9500, excludedCents: 875 }],
    sheet: 2,
    sheets: 2,
  },
  sequence: 42,
  version: 2,
  issuedOn: "2027-03-03",
};
const brother: IssuedChildcareCertificate = {
  content: { ...content, child: { ...child, firstName: "Noé", nationalNumber: "18.05.02-234.17", birthDate: "2018-05-02" } },
  sequence: 43,
  version: 1,
  issuedOn: "2027-02-15",
};

describe("the tax certificate 281.86", () => {
  it("draws one page per certificate", async () => {
    const text = await pdfPages(await childcareCertificatesPdf([first, correction, brother]));
    expect(text).toHaveLength(3);
    expect(text[1]).toContain("Zoé");
    expect(text[2]).toContain("Noé");
  });

  it("states every field of the model, amounts in the fr-BE format", async () => {
    const [page] = await pdfPages(await childcareCertificatesPdf([first]));
    const expected = [
      "Attestation fiscale 281.86 — frais de garde d'enfants",
      "Année des dépenses 2026",
      "N° 41",
      // Cadre I
      "Les Plaines de l'Œuvre ASBL",
      "0123.456.749",
      "Rue de l'Église 12, 5000 Namur",
      CERTIFICATION_LABELS["1"],
      "Office de la Naissance et de l'Enfance (ONE)",
      "Chaussée de Charleroi 95, 1060 Bruxelles",
      "0200.321.490",
      "ONE-CV-0815",
      // Cadre II and III
      "Lefèvre-Œuvray",
      "Anaïs",
      "85.07.30-033.61",
      "Zoé",
      "12 mars 2016",
      "16.03.12-123.42",
      "Avenue des Tilleuls 47",
      "5100 Jambes",
      // Cadre IV
      "7 avril 2026",
      "10 avril 2026",
      "6 juillet 2026",
      "17 juillet 2026",
      euros(1250),
      euros(5000),
      euros(1725),
      euros(15525),
      "Montant total",
      euros(20525),
      // The explanations and the signature
      `Plaine d'été : ${euros(38000)} payés pour 2 enfants ; part de l'enfant ${euros(19000)}, dont ${euros(1750)} hors frais de garde`,
      `Plaine de Pâques : ${euros(5000)} payés pour 1 enfant ; part de l'enfant ${euros(5000)}`,
      `9 jours × ${euros(1725)} = ${euros(15525)}`,
      "présence effective avant le 14e anniversaire",
      `Maximum journalier 2026 : ${euros(1640)} — montant déductible indicatif : ${euros(19760)}`,
      "Fait à Namur, le 15 février 2027",
      "Françoise Dubœuf",
      "Présidente",
    ];
    for (const field of expected) expect(page, field).toContain(field);
    expect(euros(20525)).toBe("205,25 €");
    // Each period as one row of the table: from, to, days, daily rate, amount.
    expect(page).toContain(`1 Plaine de Pâques 7 avril 2026 10 avril 2026 4 ${euros(1250)} ${euros(5000)}`);
    expect(page).toContain(`2 Plaine d'été 6 juillet 2026 17 juillet 2026 9 ${euros(1725)} ${euros(15525)}`);
    expect(page).not.toContain("rectificative");
    expect(page).not.toContain("Feuillet");
  });

  it("marks a correction and the sheet, and leaves out the maximum while it is unknown", async () => {
    const [page] = await pdfPages(await childcareCertificatesPdf([correction]));
    expect(page).toContain("Attestation rectificative (remplace la version précédente, même numéro)");
    expect(page).toContain("N° 42");
    expect(page).toContain("Feuillet 2/2");
    expect(page).toContain("26 octobre 2026");
    expect(page).toContain("30 octobre 2026");
    expect(page).toContain(euros(8625));
    expect(page).not.toContain("Maximum journalier");
  });

  it("keeps four long periods, many shares and every mention on one page", async () => {
    const long = (title: string) => `${title} — semaine des Grands Explorateurs de la forêt de Soignes`;
    const periods = [easter, summer, easter, summer].map((period) => ({ ...period, title: long(period.title), from: "2026-09-30" }));
    const crowded: IssuedChildcareCertificate = {
      ...correction,
      content: {
        ...content,
        periods,
        shares: [...content.shares, ...content.shares].map((share) => ({ ...share, title: long(share.title), excludedCents: 1750 })),
        sheet: 1,
        sheets: 3,
      },
    };
    const text = await pdfPages(await childcareCertificatesPdf([crowded, first]));
    expect(text).toHaveLength(2);
    expect(text[0]).toContain("Feuillet 1/3");
    expect(text[0]).toContain("Maximum journalier 2026");
    expect(text[0]).toContain("Françoise Dubœuf");
  });
});

describe("the mutualité's participation certificate", () => {
  const mutuality: MutualityCertificateContent = {
    organiser,
    parent: { firstName: "Anaïs", lastName: "Lefèvre-Œuvray", street: "Avenue des Tilleuls 47", postalCode: "5100", city: "Jambes" },
    child: { firstName: "Zoé", lastName: "Lefèvre-Œuvray", birthDate: "2016-03-12" },
    activity: {
      title: "Plaine d'été",
      startDate: "2026-07-06",
      endDate: "2026-07-17",
      locationName: "École des Tilleuls",
      locationCity: "Jambes",
    },
    presentDates: ["2026-07-06", "2026-07-07", "2026-07-08", "2026-07-13", "2026-07-17"],
    paidCents: 19000,
    paidOn: "2026-06-20",
    issuedOn: "2026-08-01",
  };

  it("states the days, the dates, the amount and leaves the mutualité's fields blank, on one page", async () => {
    const text = await pdfPages(await mutualityCertificatePdf(mutuality));
    expect(text).toHaveLength(1);
    const [page] = text;
    const expected = [
      "Attestation de participation — plaine de vacances",
      "Les Plaines de l'Œuvre ASBL",
      "0123.456.749",
      "Rue de l'Église 12, 5000 Namur",
      "ONE-CV-0815",
      "Lefèvre-Œuvray Anaïs",
      "Avenue des Tilleuls 47",
      "Lefèvre-Œuvray Zoé",
      "12 mars 2016",
      "Plaine d'été",
      "École des Tilleuls, Jambes",
      "du 6 au 17 juillet 2026",
      "5 jours",
      "6, 7, 8, 13, 17 juillet 2026",
      euros(19000),
      "20 juin 2026",
      "Nous certifions que Zoé Lefèvre-Œuvray (date de naissance",
      "Mutualité :",
      "N° d'affiliation :",
      "Fait à Namur, le 1er août 2026",
      "Françoise Dubœuf",
      "Présidente",
      "Signature et cachet",
    ];
    for (const field of expected) expect(page, field).toContain(field);
  });

  it("groups the days by month", () => {
    expect(groupedDates(["2026-08-03", "2026-07-30", "2026-07-31"])).toBe("30, 31 juillet 2026\u00a0; 3 août 2026");
    expect(groupedDates([])).toBe("—");
  });
});
