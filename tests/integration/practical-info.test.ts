/**
 * A plaine's practical information where families read it: the plaine's public page, drawn by the
 * server's renderer itself (src/web/entry-server.tsx, from source) with the data the server gives
 * it, shows 'Infos pratiques' with the place, its street and a link to the map (even when nothing
 * else is given); the confirmation e-mail of a registration names the place with its street and
 * lists what the organiser gave.
 */
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { mapLink } from "../../src/domain/practical-info.ts";
import type { PageRenderer } from "../../src/domain/public-pages.ts";
import { publicPageData } from "../../src/server/modules/pages/page-data.ts";
import { createPageRenderer } from "../../src/web/entry-server.tsx";
import { lastMailTo, postTransferRegistration } from "../support/accounts.ts";
import { ENGINES } from "../support/databases.ts";
import { insertActivity } from "../support/factories.ts";
import { insertChild, insertParent } from "../support/families.ts";
import { suiteTestApp } from "../support/suite.ts";

const PLACE = {
  locationName: "École communale du Biéreau",
  locationAddress: "Rue du Biéreau 3",
  locationPostalCode: "1348",
  locationCity: "Louvain-la-Neuve",
};
const PRACTICAL = {
  practicalHours: "De 9 h à 16 h",
  practicalDaycare: "Dès 7 h 30\net jusqu'à 17 h 30",
  practicalBring: "Gourde & casquette",
  practicalAccess: "Bus TEC 20, arrêt Biéreau",
};

/** The part of the page from an element's opening tag to its closing one (the first of its kind after `from`). */
function element(html: string, opening: string, tag: string): string {
  const start = html.indexOf(opening);
  expect(start, `${opening} is on the page`).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(`</${tag}>`, start) + tag.length + 3);
}

/** Text as a reader sees it: no tags, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

describe.each(ENGINES)("a plaine's practical information for families on %s", (engine) => {
  const t = suiteTestApp(engine);
  let renderer: PageRenderer | undefined;

  const draw = async (path: string) => {
    renderer ??= createPageRenderer({
      template: await readFile("src/web/public-page.html", "utf8"),
      applicationTemplate: await readFile("src/web/index.html", "utf8"),
      publicUrl: t.config.publicUrl,
    });
    const page = await renderer.render(path, publicPageData(t.app.context));
    expect(page.status).toBe(200);
    return page.html;
  };
  const map = mapLink({ address: PLACE.locationAddress, postalCode: PLACE.locationPostalCode, city: PLACE.locationCity });

  it("shows 'Infos pratiques' on the plaine's page: the place with its street and map link, then each part given", async () => {
    const plaine = await insertActivity(t.db, { ...PLACE, ...PRACTICAL });
    const section = element(await draw(`/activities/${plaine.id}`), '<section id="infos-pratiques"', "section");
    const text = textOf(section);

    expect(text).toMatch(/^Infos pratiques École communale du Biéreau Rue du Biéreau 3 1348 Louvain-la-Neuve Voir sur la carte/);
    const link = element(section, "<a ", "a");
    expect(link).toContain(`href="${map}"`);
    expect(link).toContain('target="_blank"');
    expect(link).toContain('rel="noopener noreferrer"');
    // In the order a family reads them, what was not given left out, line breaks kept as typed.
    expect(text).toContain(
      "Horaire De 9 h à 16 h Garderie Dès 7 h 30 et jusqu'à 17 h 30 À emporter Gourde & casquette Comment venir Bus TEC 20, arrêt Biéreau",
    );
    expect(section).toContain("Dès 7 h 30\net jusqu&#x27;à 17 h 30");
    expect(text).not.toContain("Repas");
  });

  it("still shows the place, its street and the map link when no practical information is given", async () => {
    const plaine = await insertActivity(t.db, PLACE);
    const section = element(await draw(`/activities/${plaine.id}`), '<section id="infos-pratiques"', "section");
    expect(textOf(section)).toBe(
      "Infos pratiques École communale du Biéreau Rue du Biéreau 3 1348 Louvain-la-Neuve Voir sur la carte (nouvel onglet)",
    );
    expect(section).toContain(`href="${map}"`);
    expect(section).not.toContain("<dl");
  });

  it("names the place with its street in the confirmation e-mail and lists the practical information given", async () => {
    const plaine = await insertActivity(t.db, { ...PLACE, ...PRACTICAL });
    const parent = await insertParent(t);
    const child = await insertChild(t.db, parent.id, { firstName: "Zoë" });
    await postTransferRegistration(t, parent.cookie, plaine.id, [child.id]);

    const mail = await lastMailTo(t, parent.email);
    expect(mail.kind).toBe("registration-confirmation");
    const text = mail.text.replace(/\u00a0/g, " ");
    expect(text).toContain("Lieu : École communale du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve");
    expect(text).toContain("Horaire : De 9 h à 16 h");
    expect(text).toContain("Garderie : Dès 7 h 30\net jusqu'à 17 h 30");
    expect(text).toContain("À emporter : Gourde & casquette");
    expect(text).toContain("Comment venir : Bus TEC 20, arrêt Biéreau");
    expect(text).not.toContain("Repas :");
    expect(text).toContain(`Voir le lieu sur la carte : ${map}`);
    expect(mail.html).toContain("Rue du Biéreau 3, 1348 Louvain-la-Neuve");
    expect(mail.html).toContain(`href="${map}"`);
  });
});
