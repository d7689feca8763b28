/**
 * Who is looking at a page, as far as what it shows depends on it ("Se connecter" or "Mon
 * Espace", where "S'inscrire" leads). A page drawn by the server is the same for everyone, so it
 * is drawn for the "unknown" visitor with every variant in its markup, each marked with the
 * visitors it is for; the browser shows the right ones once it knows (React through
 * `visibleTo`, the public pages' script through `showPartsFor`). Nothing here imports React: the
 * public pages' script uses it too.
 */
export type Visitor = "unknown" | "anonymous" | "parent" | "admin";

/**
 * Whom a part is for: visitors, or "team", anyone signed in who holds an active role in the team
 * of a plaine (decision 0063), whatever else they are (a parent, an administrator).
 */
export type Audience = Visitor | "team";

export const SIGNED_IN: readonly Visitor[] = ["parent", "admin"];

/** The visitor once /api/me has answered: nobody, a parent or an administrator. */
export function visitorOf(user: { isAdmin: boolean } | null): Visitor {
  if (!user) return "anonymous";
  return user.isAdmin ? "admin" : "parent";
}

const VISIBLE_TO_ATTRIBUTE = "data-visible-to";

/** Whether a part for these audiences is shown to this visitor (in the team or not, as /api/me said). */
const isFor = (audiences: readonly string[], visitor: Visitor, inTeam: boolean) =>
  audiences.includes(visitor) || (inTeam && audiences.includes("team"));

/** The attributes of an element shown only to the visitors listed ("team": to those in the team). */
export function visibleTo(audiences: readonly Audience[], visitor: Visitor, inTeam = false) {
  return { [VISIBLE_TO_ATTRIBUTE]: audiences.join(" "), hidden: !isFor(audiences, visitor, inTeam) };
}

/** Shows, in a server-drawn page, the parts meant for this visitor and hides the others. */
export function showPartsFor(visitor: Visitor, root: ParentNode = document, inTeam = false): void {
  for (const element of root.querySelectorAll<HTMLElement>(`[${VISIBLE_TO_ATTRIBUTE}]`)) {
    element.hidden = !isFor((element.getAttribute(VISIBLE_TO_ATTRIBUTE) ?? "").split(" "), visitor, inTeam);
  }
}
