/** The colours every PDF draws with, and what a field shows when empty, so that all documents look alike. */

/** Text. */
export const INK = "#0f172a";
/** Labels and secondary text. */
export const MUTED = "#475569";
/** Frames and rules. */
export const RULE = "#475569";
/** A box's title bar. */
export const SHADE = "#e2e8f0";
/** A light band: the sum on a receipt, a table's head. */
export const BAND = "#f8fafc";
/** What a field shows where the facts leave it empty. */
export const BLANK = "—";
