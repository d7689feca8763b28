/**
 * The registration confirmation names the place with its street ('Lieu') and lists the plaine's
 * practical information with a link to the map; the later updates keep the street, not the list.
 */
import { describe, expect, it } from "vitest";
import type { PublicAssociation } from "../../domain/association.ts";
import { mapLink, NO_PRACTICAL_INFO } from "../../domain/practical-info.ts";
import { priceRegistration } from "../../domain/pricing.ts";
import { type RegistrationMailInput, registrationConfirmationMail, registrationUpdateMail } from "./templates.ts";

const from: PublicAssociation = {
  name: "Plaines Soleil ASBL",
  shortName: "Plaines Soleil",
  description: "Plaines de vacances",
  logoUrl: null,
  phone: null,
  email: "contact@plaines-soleil.be",
  address: null,
  social: null,
};

const place = { name: "École communale du Biéreau", address: "Rue du Biéreau 3", postalCode: "1348", city: "Louvain-la-Neuve" };

const input: RegistrationMailInput = {
  from,
  parentFirstName: "Camille",
  activity: {
    title: "Les petits explorateurs",
    startDate: "2027-07-05",
    endDate: "2027-07-09",
    locationName: place.name,
    locationAddress: place.address,
    locationPostalCode: place.postalCode,
    locationCity: place.city,
  },
  practicalInfo: {
    hours: "De 9 h à 16 h",
    daycare: "Dès 7 h 30\net jusqu'à 17 h 30",
    meals: null,
    bring: "Gourde & casquette <marquées>",
    access: "   ",
  },
  children: [{ firstName: "Zoë", lastName: "Dupont" }],
  price: priceRegistration(7500, 1),
  reference: "ABCD1234",
  paymentMethod: "stripe",
  registrationsUrl: "https://plaines.example.org/dashboard/registrations",
};

/** The text version with its typographic spaces as plain ones: what the words are, whatever the spacing. */
const words = (text: string) => text.replace(/\u00a0/g, " ");

/** The HTML as a reader sees it: tags gone (a line break kept), entities decoded, spaces collapsed. */
function readable(html: string): string {
  return html
    .replace(/<br>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/[ \t\u00a0]+/g, " ");
}

describe("the registration confirmation's place and practical information", () => {
  const mail = registrationConfirmationMail(input);
  const map = mapLink(place);

  it("names the place with its street, postal code and city under 'Lieu'", () => {
    const line = "École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve";
    expect(words(mail.text)).toContain(`Lieu : ${line}`);
    expect(readable(mail.html)).toMatch(/Lieu\s+École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve/);
  });

  it("lists the parts given under their labels, in order, with the link to the map", () => {
    const text = words(mail.text.slice(mail.text.indexOf("INFOS PRATIQUES")));
    expect(text.split("\n").slice(0, 6)).toEqual([
      "INFOS PRATIQUES",
      "Horaire : De 9 h à 16 h",
      "Garderie : Dès 7 h 30",
      "et jusqu'à 17 h 30",
      "À emporter : Gourde & casquette <marquées>",
      `Voir le lieu sur la carte : ${map}`,
    ]);
    expect(mail.text).not.toMatch(/^Repas|^Comment venir/m);

    const html = mail.html.slice(mail.html.indexOf("Infos pratiques"));
    expect(readable(html)).toMatch(/Horaire\s+De 9 h à 16 h/);
    // A line break typed by the organiser stays one; what they typed is escaped.
    expect(html).toContain("Dès 7 h 30<br>et jusqu&#39;à 17 h 30");
    expect(html).toContain("Gourde &amp; casquette &lt;marquées&gt;");
    expect(html).toContain(`<a href="${map.replace(/&/g, "&amp;")}"`);
    expect(readable(html)).toContain("Voir le lieu sur la carte");
  });

  it("still gives the place on the map when no practical information is given", () => {
    const bare = registrationConfirmationMail({ ...input, practicalInfo: NO_PRACTICAL_INFO });
    expect(bare.text).toContain("INFOS PRATIQUES");
    expect(words(bare.text)).toContain(`Voir le lieu sur la carte : ${map}`);
    expect(words(bare.text)).not.toMatch(/^(Horaire|Garderie|Repas|À emporter|Comment venir) :/m);
    expect(bare.html).toContain(map);
  });

  it("keeps the street in an updated confirmation, without repeating the practical information", () => {
    const update = registrationUpdateMail({
      ...input,
      previousAmountCents: 15000,
      cancelled: [{ firstName: "Léo", lastName: "Dupont" }],
      restored: [],
    });
    expect(words(update.text)).toContain("Lieu : École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve");
    expect(update.text).not.toContain("INFOS PRATIQUES");
  });
});
