/**
 * The demo content the server seeds into a new database, read through the public API so the
 * tests never hard-code ids, titles or dates. Each getter fails loudly if the demo content no
 * longer holds the case a test needs.
 */
import type { APIRequestContext } from "@playwright/test";
import type { Activity } from "../../../src/domain/activity.ts";
import type { NewsArticle } from "../../../src/domain/news.ts";

/**
 * Added to the demo content by the e2e server (start-server.ts): the plaine the family journeys
 * register children for, so they never run out of places, whatever the number of runs.
 */
export const E2E_FAMILY_PLAINE = {
  title: "Plaine des familles",
  description: "Une semaine de jeux pour toute la fratrie.",
  locationName: "Parc communal",
  locationAddress: "Avenue du Parc 12",
  locationPostalCode: "1300",
  locationCity: "Wavre",
  ageMin: 2.5,
  ageMax: 14,
  priceStandardCents: 8000,
  capacity: 1000,
  remainingSpots: 1000,
};

/** The e2e server's REGISTRATIONS_MAILBOX: every registration confirmation is copied to it. */
export const E2E_REGISTRATIONS_MAILBOX = "inscriptions@plaines-soleil.example.org";

/**
 * The e2e server's WAITLIST_OFFER_SECONDS: a waiting list's offer lasts this long, so a journey can
 * let one expire; long enough for a parent to follow the offer's link and accept it.
 */
export const E2E_WAITLIST_OFFER_SECONDS = 30;

/** A well-formed id that no plaine or article has. */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

export interface DemoData {
  /** Upcoming plaines, ordered by start date (what /search and the home page list). */
  activities: Activity[];
  /** Plaines whose end date is past. */
  archived: Activity[];
  /** Published news, newest first. */
  news: NewsArticle[];
  featuredNews: NewsArticle[];
  /** remainingSpots 0: 'Complet', no 'S'inscrire'. */
  full: Activity;
  /** alertePlacesLimitees with places left: the limited-places banner. */
  limited: Activity;
  /** The plaine with an embeddable video. */
  withVideo: Activity;
  /** An ordinary open plaine: places left, no banner, no video. */
  ordinary: Activity;
  /** A past plaine. */
  past: Activity;
  /** The e2e server's roomy plaine (E2E_FAMILY_PLAINE): every age, 80 € per child, 1000 places. */
  family: Activity;
  /** An article whose content uses headings, bullet lists, links and an inline image. */
  richArticle: NewsArticle;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

function pick<T>(items: T[], what: string, predicate: (item: T) => boolean): T {
  const found = items.find(predicate);
  if (!found) throw new Error(`The demo content has no ${what}`);
  return found;
}

export async function loadDemoData(request: APIRequestContext): Promise<DemoData> {
  const [{ activities }, { activities: archived }, { news }, { news: featuredNews }] = await Promise.all([
    getJson<{ activities: Activity[] }>(request, "/api/activities"),
    getJson<{ activities: Activity[] }>(request, "/api/activities?scope=archived"),
    getJson<{ news: NewsArticle[] }>(request, "/api/news"),
    getJson<{ news: NewsArticle[] }>(request, "/api/news?featured=true"),
  ]);
  return {
    activities,
    archived,
    news,
    featuredNews,
    full: pick(activities, "full plaine", (a) => a.remainingSpots <= 0),
    limited: pick(activities, "plaine with the limited-places alert", (a) => a.alertePlacesLimitees && a.remainingSpots > 0),
    withVideo: pick(activities, "plaine with a video", (a) => Boolean(a.videoUrl) && a.remainingSpots > 0),
    ordinary: pick(activities, "ordinary open plaine", (a) => a.remainingSpots > 0 && !a.alertePlacesLimitees && !a.videoUrl),
    past: pick(archived, "past plaine", () => true),
    family: pick(activities, "family plaine of the e2e server", (a) => a.title === E2E_FAMILY_PLAINE.title),
    richArticle: pick(
      news,
      "article using every markup rule",
      (n) => /^\[title:/m.test(n.content) && /^\[image:/m.test(n.content) && /^[-•*] /m.test(n.content) && /https?:\/\//.test(n.content),
    ),
  };
}
