/**
 * The e-mails and the export's `resume.html` read on a phone (360 px, the mobile project) and on a
 * computer (1280 px, the desktop project): nothing runs off the screen, a summary's values are not
 * squeezed beside their labels into a word per line, and the structured communication fits its
 * box. Each message is drawn from its template with a family's usual data; the summary comes from
 * a real export. Screenshots are kept beside the test's results.
 */
import { strFromU8, unzipSync } from "fflate";
import type { Page, TestInfo } from "@playwright/test";
import type { PublicAssociation } from "../../../src/domain/association.ts";
import { addDaysIso, brusselsToday } from "../../../src/domain/dates.ts";
import { priceRegistration } from "../../../src/domain/pricing.ts";
import {
  existingAccountMail,
  inactivityWarningMail,
  type MailContent,
  paymentDeadlineCancelledMail,
  paymentReceivedMail,
  paymentRefundedMail,
  paymentReminderMail,
  registrationCancelledByOrganiserMail,
  registrationConfirmationMail,
  type RegistrationMailInput,
  registrationUpdateMail,
  resetPasswordMail,
  transferRefundSentMail,
  verificationMail,
  waitlistJoinedMail,
  waitlistOfferMail,
} from "../../../src/server/mail/templates.ts";
import { expect, test } from "../support/accounts.ts";
import { addChild } from "../support/family.ts";

const from: PublicAssociation = {
  name: "ASBL Les Plaines Soleil de Woluwe-Saint-Lambert",
  shortName: "Plaines Soleil",
  description: "",
  logoUrl: null,
  phone: { display: "02 123 45 67", href: "tel:+3221234567" },
  email: "inscriptions@plaines-soleil.be",
  address: { street: "Avenue des Anciens Combattants 123", postalCode: "1150", city: "Woluwe-Saint-Pierre", country: "Belgique" },
  social: null,
};
const start = addDaysIso(brusselsToday(), 40);
const end = addDaysIso(start, 4);
const activity = {
  title: "Les petits explorateurs de la forêt de Soignes",
  startDate: start,
  endDate: end,
  locationName: "École communale du Centre",
  locationAddress: "Rue de l'Église 12",
  locationPostalCode: "1150",
  locationCity: "Woluwe-Saint-Pierre",
};
const url = "https://plaines-soleil.be/dashboard/registrations";
const transfer = {
  amountCents: 22000,
  beneficiary: "ASBL Les Plaines Soleil de Woluwe-Saint-Lambert",
  iban: "BE68 5390 0754 7034",
  bic: "GKCCBEBB",
  communication: "+++123/4567/89012+++",
  qrCid: "virement-qr@plaines",
  demo: false,
  deadline: addDaysIso(brusselsToday(), 14),
};
const registration: RegistrationMailInput = {
  from,
  parentFirstName: "Marie-Christine",
  activity,
  practicalInfo: {
    hours: "De 9 h à 16 h",
    daycare: "Garderie de 7 h 30 à 9 h et de 16 h à 18 h",
    meals: "Repas chaud à midi, collations fournies",
    bring: "Gourde, casquette, crème solaire, vêtements de rechange",
    access: "Bus 42, arrêt Église ; parking rue du Moulin",
  },
  children: [
    { firstName: "Léa", lastName: "Vandenberghe-Dupont" },
    { firstName: "Tom", lastName: "Vandenberghe-Dupont" },
    { firstName: "Zoé", lastName: "Vandenberghe-Dupont" },
  ],
  price: priceRegistration(8000, 3),
  reference: "INS-4F2A9C1B",
  paymentMethod: "bank_transfer",
  bankTransfer: transfer,
  registrationsUrl: url,
};
const outcome = {
  from,
  parentFirstName: "Marie-Christine",
  activity,
  childNames: ["Léa Vandenberghe-Dupont", "Tom Vandenberghe-Dupont"],
  reference: "INS-4F2A9C1B",
  registrationsUrl: url,
};

/** Every message the site sends a family, with long names where names can be long. */
const MAILS: Record<string, MailContent> = {
  verification: verificationMail(
    from,
    "Marie-Christine",
    "https://plaines-soleil.be/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.abcdefghijklmnopqrstuvwxyz0123456789",
  ),
  "reset-password": resetPasswordMail(
    from,
    "Marie-Christine",
    "https://plaines-soleil.be/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789abcdef",
  ),
  "existing-account": existingAccountMail(
    from,
    "Marie-Christine",
    "https://plaines-soleil.be/login",
    "https://plaines-soleil.be/forgot-password",
  ),
  inactivity: inactivityWarningMail(from, "Marie-Christine", addDaysIso(brusselsToday(), 30), "https://plaines-soleil.be/login"),
  confirmation: registrationConfirmationMail(registration),
  update: registrationUpdateMail({
    ...registration,
    children: registration.children.slice(0, 2),
    price: priceRegistration(8000, 2),
    bankTransfer: { ...transfer, amountCents: 15000 },
    previousAmountCents: 22000,
    cancelled: registration.children.slice(2),
    restored: [],
  }),
  reminder: paymentReminderMail({ ...registration, deadline: transfer.deadline, receivedCents: 5000 }),
  received: paymentReceivedMail({ ...outcome, receivedCents: 23000, refundCents: 1000, valueDate: brusselsToday() }),
  refunded: paymentRefundedMail({ ...outcome, amountCents: 22000 }),
  "deadline-cancelled": paymentDeadlineCancelledMail({ ...outcome, deadline: transfer.deadline, receivedCents: 0 }),
  "waitlist-offer": waitlistOfferMail({
    from,
    parentFirstName: "Marie-Christine",
    activity,
    childNames: ["Léa", "Tom"],
    expiresAt: new Date(Date.now() + 48 * 3_600_000),
    acceptUrl: "https://plaines-soleil.be/register/9b2f1c3e-8a7d-4e6f-9c1b-2a3d4e5f6a7b?offre=1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  }),
  "waitlist-joined": waitlistJoinedMail({
    from,
    parentFirstName: "Marie-Christine",
    activity,
    childNames: outcome.childNames,
    position: 3,
    offerHours: 48,
    registrationsUrl: url,
  }),
  "organiser-cancellation": registrationCancelledByOrganiserMail({
    from,
    parentFirstName: "Marie-Christine",
    reason: "Faute d'animateurs brevetés en nombre suffisant, nous devons réduire le nombre d'enfants accueillis cette semaine-là.",
    registrationsUrl: url,
    plaines: [
      {
        activity,
        childNames: ["Zoé Vandenberghe-Dupont"],
        reference: "INS-4F2A9C1B",
        money: {
          kind: "new-amount",
          previousCents: 22000,
          amountCents: 15000,
          receivedCents: 0,
          bankTransfer: { ...transfer, amountCents: 15000 },
        },
      },
      {
        activity: { ...activity, title: "Stage nature et cabanes" },
        childNames: ["Léa Vandenberghe-Dupont"],
        reference: "INS-77AB01CD",
        money: { kind: "refund", paidCents: 8000, refundCents: 8000, method: "stripe", toldByMail: true },
      },
    ],
  }),
  "refund-sent": transferRefundSentMail({ ...outcome, amountCents: 1000, account: "BE71 0961 2345 6769", sentOn: brusselsToday() }),
};

/** What a phone (or a computer) shows of the page: its width, what runs past it, the squeezed values. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const lineCount = (element: Element) => {
      const style = getComputedStyle(element);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      return Math.round(element.getBoundingClientRect().height / lineHeight);
    };
    const values = [...document.querySelectorAll(".mail-value")].map((cell) => ({
      text: cell.textContent ?? "",
      lines: lineCount(cell),
      overflows: cell.scrollWidth > cell.clientWidth + 1,
      // Its share of its summary's width: a value stacked under its label has nearly all of it.
      share: cell.getBoundingClientRect().width / (cell.closest(".mail-section")?.getBoundingClientRect().width ?? 1),
    }));
    const boxes = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > root.clientWidth + 1,
    );
    return {
      innerWidth: window.innerWidth,
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      values,
      pastTheEdge: boxes.map((element) => `${element.tagName}.${element.className}: ${element.textContent?.slice(0, 40)}`),
    };
  });
}

async function draw(page: Page, testInfo: TestInfo, name: string, html: string) {
  await page.setContent(html, { waitUntil: "domcontentloaded" });
  const shot = testInfo.outputPath(`${name}-${page.viewportSize()!.width}.png`);
  await page.screenshot({ path: shot, fullPage: true });
  return measure(page);
}

test.describe("read on a phone and on a computer", () => {
  test.beforeEach(async ({ page }, testInfo) => {
    await page.setViewportSize({ width: testInfo.project.name.includes("mobile") ? 360 : 1280, height: 800 });
  });

  test("every e-mail fits the screen, its summary values get their width, the communication fits its box", async ({ page }, testInfo) => {
    const phone = testInfo.project.name.includes("mobile");
    for (const [name, mail] of Object.entries(MAILS)) {
      const seen = await draw(page, testInfo, name, mail.html);
      // The message's viewport is the phone's own width (its meta viewport), not a shrunk 980 px page.
      if (phone) expect(seen.innerWidth, name).toBe(360);
      expect(seen.scrollWidth, `${name}: ${seen.pastTheEdge.join(" | ")}`).toBeLessThanOrEqual(seen.clientWidth);
      for (const value of seen.values) {
        expect(value.overflows, `${name}: « ${value.text} » runs out of its box`).toBe(false);
        // Short values (a date, an amount, a name, the communication) take one or two lines, never one word each.
        if (value.text.length <= 40) expect(value.lines, `${name}: « ${value.text} »`).toBeLessThanOrEqual(2);
        if (phone) expect(value.share, `${name}: « ${value.text} » squeezed beside its label`).toBeGreaterThan(0.85);
      }
    }
    // The communication stays whole on one line at both widths.
    await page.setContent(MAILS.confirmation.html);
    const communication = page.locator(".mail-value").filter({ hasText: "+++123/4567/89012+++" });
    await expect(communication).toHaveCount(1);
    const tops = await communication.evaluate((cell) =>
      [...cell.querySelectorAll("span")].map((group) => Math.round(group.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });

  test("the export's summary fits the screen, its tables stacked on a phone", async ({ page, createParent, signIn, baseURL }, testInfo) => {
    const parent = await createParent("resume-telephone");
    await signIn(parent);
    await addChild(page, baseURL, { firstName: "Marie-Alexandrine", lastName: "Vandenberghe-Dupont", birthDate: "2018-03-14" });
    const zip = await page.request.get("/api/account/export");
    expect(zip.status()).toBe(200);
    const html = strFromU8(unzipSync(new Uint8Array(await zip.body()))["resume.html"]);
    const seen = await draw(page, testInfo, "resume", html);
    if (testInfo.project.name.includes("mobile")) expect(seen.innerWidth).toBe(360);
    expect(seen.scrollWidth, seen.pastTheEdge.slice(0, 5).join(" | ")).toBeLessThanOrEqual(seen.clientWidth);
    // A cell says which column it belongs to (a phone shows it before the value).
    await expect(page.locator('td[data-label="Date de naissance"]')).toHaveText("14 mars 2018");
  });
});
