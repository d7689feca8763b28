/**
 * The marks of a plaine's opening of registrations in a page: the panel draws them, the public
 * pages' script finds them (and loads what counts down only where one is found).
 */

/** The element around a plaine's opening, its value the plaine's id. */
export const OPENING_ATTRIBUTE = "data-opening";
/** Its two parts: "before" (the opening and the countdown), "open" (the way in). */
export const OPENING_PART_ATTRIBUTE = "data-opening-part";
/** The countdown's line, shown once the server has answered. */
export const COUNTDOWN_ATTRIBUTE = "data-opening-countdown";
