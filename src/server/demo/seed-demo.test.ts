import { existsSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isArchived, isFull } from "../../domain/activity.ts";
import { addDaysIso, brusselsToday } from "../../domain/dates.ts";
import { oneAgreementDeadline } from "../../domain/plaine/one-agreement.ts";
import { IMAGE_WIDTHS, responsiveImage } from "../../domain/image.ts";
import { parseNewsMarkup } from "../../domain/news-markup.ts";
import { extractVideoId } from "../../domain/video.ts";
import { suiteTestDatabase } from "../../../tests/support/suite.ts";
import { toActivity } from "../modules/activities/mapper.ts";
import { tariffsOfPlaines } from "../modules/activities/tariffs.ts";
import { activities, activityDaysOff, news } from "../db/schema.ts";
import { diskMediaStore } from "../media/disk-store.ts";
import { seedDemoContent } from "./seed-demo.ts";
import { demoHolidayWeeks, demoSeason } from "./demo-season.ts";

describe("demo content", () => {
  const database = suiteTestDatabase("pglite");
  let seeded: Awaited<ReturnType<typeof seedDemoContent>>;
  beforeAll(async () => {
    seeded = await seedDemoContent(database.db, await diskMediaStore(path.join(database.dataDir, "media")));
  }, 60_000);

  it("fills an empty database once, and never again", async () => {
    expect(seeded).toEqual({ plaines: 6, articles: 4 });
    expect(await seedDemoContent(database.db, await diskMediaStore(path.join(database.dataDir, "media")))).toBeNull();
  });

  it("has upcoming plaines of every kind the pages show, and one past plaine", async () => {
    const today = brusselsToday();
    const stored = (await database.db.select().from(activities)).map((row) => toActivity(row, []));
    const upcoming = stored.filter((activity) => !isArchived(activity, today));
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(stored.filter((activity) => isArchived(activity, today))).toHaveLength(1);
    expect(upcoming.filter(isFull)).toHaveLength(1);
    expect(upcoming.some((activity) => activity.alertePlacesLimitees && !isFull(activity))).toBe(true);
    expect(upcoming.some((activity) => extractVideoId(activity.videoUrl))).toBe(true);
    expect(new Set(upcoming.map((activity) => activity.location.city)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(upcoming.map((activity) => activity.price.standard)).size).toBeGreaterThanOrEqual(4);
  });

  it("has asked the ONE's agreement on time for each plaine whose deadline has come, and not yet for the later ones", async () => {
    const today = brusselsToday();
    const rows = await database.db.select().from(activities);
    for (const plaine of rows) {
      const deadline = oneAgreementDeadline(plaine.startDate);
      if (deadline > addDaysIso(today, 10)) expect(plaine.oneAgreementRequestedOn, plaine.title).toBeNull();
      else expect(plaine.oneAgreementRequestedOn, plaine.title).toBe(addDaysIso(deadline, -10));
    }
    expect(rows.some((plaine) => plaine.oneAgreementRequestedOn !== null)).toBe(true);
  });

  it("looks like a real season: every plaine from Monday to Friday of a holiday week, the news dated to match", async () => {
    const today = brusselsToday();
    const year = Number(today.slice(0, 4));
    const weeks = demoHolidayWeeks(year - 1, year + 2);
    const stored = (await database.db.select().from(activities)).map((row) => toActivity(row, []));
    for (const plaine of stored) {
      const week = weeks.find((holidayWeek) => holidayWeek.monday === plaine.startDate);
      expect(week, `${plaine.title} starts on ${plaine.startDate}`).toBeDefined();
      expect(plaine.endDate).toBe(week!.friday);
    }
    // The next holiday weeks, relative to today, and the last one over.
    const season = demoSeason(today, 5);
    expect(stored.map((plaine) => plaine.startDate).sort()).toEqual([season.past, ...season.upcoming].map((week) => week.monday).sort());
    const past = stored.find((plaine) => isArchived(plaine, today))!;
    expect(past.title).toBe(`Plaine ${season.past.holiday.of}`);
    // Public holidays of those weeks are days off.
    const daysOff = await database.db.select().from(activityDaysOff);
    expect(daysOff.map((day) => day.date).sort()).toEqual([season.past, ...season.upcoming].flatMap((week) => week.daysOff).sort());
    // The news: published by today; the look back after the past plaine, the opening for the next holidays.
    const articles = await database.db.select().from(news);
    expect(articles.every((article) => article.publishDate <= today)).toBe(true);
    const lookBack = articles.find((article) => article.title === `Retour en images sur la plaine ${season.past.holiday.of}`);
    expect(lookBack!.publishDate > past.endDate).toBe(true);
    expect(lookBack!.content).toContain(season.past.holiday.theme.highlights[0]);
    expect(articles.map((article) => article.title)).toContain(
      `Les inscriptions pour les plaines ${season.upcoming[0].holiday.of} sont ouvertes\u00a0!`,
    );
  });

  it("offers 'Tarif réduit' (a proof asked) where a plaine prices it, and the members' 90 % on every plaine", async () => {
    const rows = await database.db.select().from(activities);
    const tariffs = await tariffsOfPlaines(database.db, rows);
    const explorers = rows.find((row) => row.title === "Les petits explorateurs")!;
    const offered = tariffs.get(explorers.id)!.offered;
    expect(offered.map(({ name, priceCents, proofRequired }) => [name, priceCents, proofRequired])).toEqual([
      ["Tarif réduit", 6000, true],
      ["Membre de l'association", 6750, false],
    ]);
    expect(offered[0].proofDescription).toContain("CPAS");
    expect(offered[1].proofDescription).toBeNull();
    const sport = rows.find((row) => row.title === "Sport et jeux collectifs")!;
    expect(tariffs.get(sport.id)!.offered.map((tariff) => [tariff.name, tariff.priceCents])).toEqual([["Membre de l'association", 9900]]);
    expect(toActivity(explorers, tariffs.get(explorers.id)!.offered).price).toEqual({ standard: 7500, reduced: 6000 });
  });

  it("stores every image at every width", async () => {
    const stored = await database.db.select().from(activities);
    for (const { imageUrl } of stored) {
      const { srcSet } = responsiveImage(imageUrl!);
      const files = srcSet!.split(", ").map((entry) => entry.split(" ")[0]);
      expect(files).toHaveLength(IMAGE_WIDTHS.length);
      for (const file of files) expect(existsSync(path.join(database.dataDir, file))).toBe(true);
    }
  });

  it("has featured news that together use every markup rule, images and a video", async () => {
    const articles = await database.db.select().from(news);
    expect(articles.filter((article) => article.featured).length).toBeGreaterThanOrEqual(3);
    expect(articles.every((article) => article.imageUrl)).toBe(true);
    expect(articles.some((article) => extractVideoId(article.videoUrl))).toBe(true);
    const blocks = articles.flatMap((article) => parseNewsMarkup(article.content));
    const kinds = new Set(blocks.map((block) => block.type));
    expect([...kinds].sort()).toEqual(["heading", "image", "list", "paragraph"]);
    const links = blocks.flatMap((block) => (block.type === "paragraph" ? block.lines.flat() : [])).filter((part) => part.type === "link");
    expect(links.length).toBeGreaterThan(0);
    const bullets = articles.flatMap((article) => article.content.split("\n").map((line) => line.trim()[0]));
    for (const bullet of ["-", "•", "*"]) expect(bullets).toContain(bullet);
  });
});
