/**
 * DEMO ONLY — the school holidays a demonstration site's plaines are set in, so that the demo looks
 * like a real season of an association (plaines from a Monday to a Friday of the Toussaint, Christmas,
 * Carnaval, Easter and summer holidays, the news dated to match) whatever day it is: every date is
 * found from today, by the site's clock, as the rest of the demo's.
 *
 * The table follows the rules of the Fédération Wallonie-Bruxelles' school calendar in force since
 * 2022–2023 (two weeks around 1 November, two around Christmas, two at Carnaval, two around 1 May,
 * the summer from the first Saturday of July to the rentrée on the last Monday of August). It is an
 * approximation for a demonstration, NOT the official calendar: the Fédération publishes each year's
 * dates (it moves the Carnaval weeks some years), and an association enters its real plaines itself.
 * Nothing outside src/server/demo reads it.
 */
import { addDaysIso } from "../../domain/dates.ts";

/** What a plaine of these holidays does: the demo's seasonal plaine, its past plaine and its news. */
interface HolidayTheme {
  /** The seasonal plaine's title when these are the next holidays. */
  title: string;
  excerpt: string;
  description: string;
  /** Three moments the news remembers once a plaine of these holidays is over. */
  highlights: [string, string, string];
}

export interface DemoHoliday {
  /** "Toussaint": the holidays as families name them. */
  name: string;
  /** "de la Toussaint": what follows "plaine" or "plaines" in a title. */
  of: string;
  /** The Monday of each of its weeks, for the holidays that begin in `year`. */
  mondays(year: number): string[];
  theme: HolidayTheme;
}

/** One week of holidays a demo plaine takes, Monday to Friday, with the public holidays on its weekdays. */
export interface HolidayWeek {
  holiday: DemoHoliday;
  monday: string;
  friday: string;
  /** Belgian public holidays of its weekdays: the plaine does not run on them (its days off). */
  daysOff: string[];
}

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
/** 0 for Sunday … 6 for Saturday. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
/** The Monday of the week (Monday to Sunday) that holds `day`. */
const mondayOf = (day: string) => addDaysIso(day, -((weekdayOf(day) + 6) % 7));
/** The Monday nearest to `day` (the week's own from Monday to Thursday, the next one from Friday). */
const nearestMonday = (day: string) => {
  const weekday = weekdayOf(day);
  return weekday >= 1 && weekday <= 4 ? mondayOf(day) : addDaysIso(mondayOf(day), 7);
};
const weeksFrom = (monday: string, count: number) => Array.from({ length: count }, (_, index) => addDaysIso(monday, 7 * index));

/** Easter Sunday of `year` (Gregorian calendar; the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((8 * b - Math.floor((8 * b + 13) / 25) + 13) / 25) + 15) % 30;
  const d = Math.floor(c / 4);
  const l = (32 + 2 * (b % 4) + 2 * d - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** The Belgian public holidays of `year` (jours fériés légaux). */
export function belgianPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    iso(year, 1, 1),
    addDaysIso(easter, 1), // lundi de Pâques
    iso(year, 5, 1),
    addDaysIso(easter, 39), // Ascension
    addDaysIso(easter, 50), // lundi de Pentecôte
    iso(year, 7, 21),
    iso(year, 8, 15),
    iso(year, 11, 1),
    iso(year, 11, 11),
    iso(year, 12, 25),
  ].sort();
}

/** DEMO ONLY: the year's school holidays, in the order of a school year, each with the theme of its plaines. */
export const DEMO_SCHOOL_HOLIDAYS: readonly DemoHoliday[] = [
  {
    name: "Toussaint",
    of: "de la Toussaint",
    // Congé d'automne: the week (Monday to Sunday) that holds 1 November, and the week before.
    mondays: (year) => weeksFrom(addDaysIso(mondayOf(iso(year, 11, 1)), -7), 2),
    theme: {
      title: "Les couleurs de l'automne",
      excerpt: "Citrouilles, déguisements et balade contée dans les bois.",
      description: "Une plaine d'automne avec bricolages de citrouilles, déguisements et une balade contée.",
      highlights: ["La balade contée dans les bois", "Le concours de citrouilles", "Le goûter déguisé du vendredi"],
    },
  },
  {
    name: "Noël",
    of: "de Noël",
    // Vacances d'hiver: two weeks holding 25 December and 1 January (from the Monday after, when Christmas is a weekend day).
    mondays: (year) => {
      const christmas = iso(year, 12, 25);
      const weekday = weekdayOf(christmas);
      return weeksFrom(weekday >= 1 && weekday <= 5 ? mondayOf(christmas) : addDaysIso(mondayOf(christmas), 7), 2);
    },
    theme: {
      title: "Plaine d'hiver",
      excerpt: "Bricolages, jeux de société et chocolat chaud pendant les vacances d'hiver.",
      description: "Une semaine douillette\u00a0: bricolages de saison, jeux de société, cuisine et sortie à la patinoire.",
      highlights: ["La sortie à la patinoire", "Les biscuits de Noël cuits ensemble", "Le grand tournoi de jeux de société"],
    },
  },
  {
    name: "Carnaval",
    of: "de Carnaval",
    // Congé de détente: the week of Mardi gras (47 days before Easter) and the next.
    mondays: (year) => weeksFrom(addDaysIso(easterSunday(year), -48), 2),
    theme: {
      title: "Masques et confettis",
      excerpt: "Masques, maquillage et grand cortège costumé dans le quartier.",
      description:
        "Une semaine de carnaval\u00a0: fabrication de masques et de costumes, atelier de maquillage, musique et, le vendredi, un cortège costumé dans le quartier.",
      highlights: ["Les masques fabriqués à la main", "L'atelier de maquillage", "Le cortège costumé du vendredi"],
    },
  },
  {
    name: "Pâques",
    of: "de Pâques",
    // Congé de printemps: two weeks from the Monday nearest to 1 May.
    mondays: (year) => weeksFrom(nearestMonday(iso(year, 5, 1)), 2),
    theme: {
      title: "Le printemps au potager",
      excerpt: "Semis, chasse aux œufs et grands jeux au parc.",
      description:
        "Une plaine de printemps\u00a0: semis et plantations au potager, chasse aux œufs, bricolages nature et grands jeux au parc.",
      highlights: ["La chasse aux œufs dans le parc", "Les semis ramenés à la maison", "Le grand jeu de piste"],
    },
  },
  {
    name: "été",
    of: "d'été",
    // Vacances d'été: from the first Saturday of July to the rentrée, the last Monday of August.
    mondays: (year) => {
      const firstSaturday = addDaysIso(iso(year, 7, 1), (6 - weekdayOf(iso(year, 7, 1)) + 7) % 7);
      const rentree = mondayOf(iso(year, 8, 31));
      const mondays: string[] = [];
      for (let monday = addDaysIso(firstSaturday, 2); monday < rentree; monday = addDaysIso(monday, 7)) mondays.push(monday);
      return mondays;
    },
    theme: {
      title: "L'été des aventuriers",
      excerpt: "Jeux d'eau, pique-nique au parc et grands jeux en plein air.",
      description:
        "Une semaine d'été au grand air\u00a0: jeux d'eau, pique-nique au parc, olympiades et veillée de fin de semaine avec les parents.",
      highlights: ["Les jeux d'eau", "Les olympiades", "La veillée avec les parents"],
    },
  },
];

/** Every week of the demo's holidays that begin in the years `from` to `to`, in date order. */
export function demoHolidayWeeks(from: number, to: number): HolidayWeek[] {
  const weeks: HolidayWeek[] = [];
  for (let year = from; year <= to; year++) {
    const publicHolidays = [...belgianPublicHolidays(year), ...belgianPublicHolidays(year + 1)];
    for (const holiday of DEMO_SCHOOL_HOLIDAYS) {
      for (const monday of holiday.mondays(year)) {
        const friday = addDaysIso(monday, 4);
        weeks.push({ holiday, monday, friday, daysOff: publicHolidays.filter((day) => day >= monday && day <= friday) });
      }
    }
  }
  return weeks.sort((a, b) => a.monday.localeCompare(b.monday));
}

/** A demo plaine is announced at least this long before it starts (room for registrations, transfers and cancellations). */
export const DEMO_LEAD_DAYS = 21;

export interface DemoSeason {
  /** The next holiday weeks, in order, each starting DEMO_LEAD_DAYS or more after today. */
  upcoming: HolidayWeek[];
  /** The last holiday week over by today (its Friday is past). */
  past: HolidayWeek;
}

/** The weeks of the demo's plaines as seen on `today` (YYYY-MM-DD, the site's clock in Brussels). */
export function demoSeason(today: string, upcomingCount: number): DemoSeason {
  const year = Number(today.slice(0, 4));
  const weeks = demoHolidayWeeks(year - 1, year + 2);
  const earliest = addDaysIso(today, DEMO_LEAD_DAYS);
  const upcoming = weeks.filter((week) => week.monday >= earliest).slice(0, upcomingCount);
  const past = weeks.filter((week) => week.friday < today).at(-1);
  if (upcoming.length < upcomingCount || !past) throw new Error(`The demo's holiday table has too few weeks around ${today}`);
  return { upcoming, past };
}
