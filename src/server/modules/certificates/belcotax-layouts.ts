/**
 * The Belcotax-on-web element names of the 281.86 file, per income year: next year's changes are
 * one entry here. The 2022 list follows the Belcotax brochure of 2022 (161-belcotax-brochure-2022,
 * as the reference §3.1 quotes it); later years repeat it until the brochure of that year is
 * checked, which `confirmedBy` says. A year after the last entry follows the latest one unless the
 * administrator chooses otherwise (domain/belcotax-layout.ts, decision 0047).
 */
import { type BelcotaxChoice, belcotaxLayoutYear } from "../../../domain/belcotax-layout.ts";
import type { BelcotaxLayoutView } from "../../../domain/contracts/certificates.ts";
interface PeriodFields {
  from: string;
  to: string;
  days: string;
  dailyRate: string;
  amount: string;
}

export interface BelcotaxLayout {
  /** The brochure that confirms the list for that year; null while it is assumed unchanged. */
  confirmedBy: string | null;
  /** Four periods at most, in order. */
  periods: readonly [PeriodFields, PeriodFields, PeriodFields, PeriodFields];
}

const LAYOUT_2022: BelcotaxLayout = {
  confirmedBy: "161-belcotax-brochure-2022",
  periods: [
    {
      from: "f86_2055_begindate1",
      to: "f86_2056_enddate1",
      days: "f86_2110_numberofday1",
      dailyRate: "f86_2111_dailytariff1",
      amount: "f86_2060_amount1",
    },
    {
      from: "f86_2093_begindate2",
      to: "f86_2144_enddate2",
      days: "f86_2113_numberofday2",
      dailyRate: "f86_2115_dailytariff2",
      amount: "f86_2061_amount2",
    },
    {
      from: "f86_2157_begindate3",
      to: "f86_2158_enddate3",
      days: "f86_2116_numberofday3",
      dailyRate: "f86_2117_dailytariff3",
      amount: "f86_2062_amount3",
    },
    {
      from: "f86_2161_begindate4",
      to: "f86_2162_enddate4",
      days: "f86_2119_numberofday4",
      dailyRate: "f86_2120_dailytariff4",
      amount: "f86_2063_amount4",
    },
  ],
};

const BELCOTAX_LAYOUTS: Record<number, BelcotaxLayout> = {
  2022: LAYOUT_2022,
  2023: { ...LAYOUT_2022, confirmedBy: null },
  2024: { ...LAYOUT_2022, confirmedBy: null },
  2025: { ...LAYOUT_2022, confirmedBy: null },
  2026: { ...LAYOUT_2022, confirmedBy: null },
};

/** The layouts the site knows, newest first, as the run's form offers them. */
export function knownBelcotaxLayouts(): BelcotaxLayoutView[] {
  return Object.entries(BELCOTAX_LAYOUTS)
    .map(([year, layout]) => ({ year: Number(year), confirmedBy: layout.confirmedBy }))
    .sort((a, b) => b.year - a.year);
}

/** The layout a run of `incomeYear` uses with this choice, with its year; null: no file. */
export function belcotaxLayoutFor(incomeYear: number, choice: BelcotaxChoice): { year: number; layout: BelcotaxLayout } | null {
  const year = belcotaxLayoutYear(incomeYear, Object.keys(BELCOTAX_LAYOUTS).map(Number), choice);
  return year === null ? null : { year, layout: BELCOTAX_LAYOUTS[year] };
}
