/**
 * The certificates' settings: each income year's 281.86 daily maximum (who issues them is
 * modules/organiser).
 * Figures an administrator enters replace or complete the published ones of the domain.
 */
import { inArray } from "drizzle-orm";
import { CHILDCARE_DAILY_CAPS } from "../../../domain/childcare-certificate.ts";
import type { DailyCapsView } from "../../../domain/contracts/certificates.ts";
import type { DailyCaps } from "../../../domain/contracts/certificates-input.ts";
import { eurosToCents } from "../../../domain/money.ts";
import type { Db } from "../../db/client.ts";
import { childcareDailyCaps } from "../../db/schema.ts";

const NOT_PUBLISHED_SOURCE = "non publié au moment de l'écriture\u00a0: à saisir dans les paramètres";
const ENTERED_SOURCE = "saisi dans les paramètres";

/** The years the settings list: the first published one to next year (certificates of this year are made next spring). */
function listedYears(today: string): number[] {
  const first = Math.min(...Object.keys(CHILDCARE_DAILY_CAPS).map(Number));
  const last = Number(today.slice(0, 4)) + 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export async function loadDailyCaps(db: Db, today: string): Promise<DailyCapsView> {
  const entered = new Map((await db.select().from(childcareDailyCaps)).map((row) => [row.year, row.cents]));
  return {
    years: listedYears(today).map((year) => {
      const published = CHILDCARE_DAILY_CAPS[year];
      const enteredCents = entered.get(year);
      const publishedCents = published?.cents ?? null;
      return {
        year,
        cents: enteredCents ?? publishedCents,
        publishedCents,
        // Once a figure is entered for a year without a published one, it no longer waits for one.
        source: publishedCents === null && enteredCents !== undefined ? ENTERED_SOURCE : (published?.source ?? NOT_PUBLISHED_SOURCE),
        entered: enteredCents !== undefined,
      };
    }),
  };
}

/** Saves each listed year's figure; a blank one goes back to the published figure (or none). */
export async function saveDailyCaps(db: Db, caps: DailyCaps["caps"], today: string): Promise<DailyCapsView> {
  const years = new Set(listedYears(today));
  const known = caps.filter((cap) => years.has(cap.year));
  await db.transaction(async (tx) => {
    const cleared = known.filter((cap) => cap.amount === undefined).map((cap) => cap.year);
    if (cleared.length > 0) await tx.delete(childcareDailyCaps).where(inArray(childcareDailyCaps.year, cleared));
    for (const cap of known) {
      if (cap.amount === undefined) continue;
      await tx
        .insert(childcareDailyCaps)
        .values({ year: cap.year, cents: eurosToCents(cap.amount) })
        .onConflictDoUpdate({ target: childcareDailyCaps.year, set: { cents: eurosToCents(cap.amount), updatedAt: new Date() } });
    }
  });
  return loadDailyCaps(db, today);
}
