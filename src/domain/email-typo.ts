/**
 * A likely typo in an e-mail address's domain ('@gmial.con', 'hotmial.com', 'skynet.bee') and the
 * address it was probably meant to be. Only a suggestion: the sign-up form offers it, one tap applies
 * it, and nothing ever refuses the address as typed (it may be a real domain we do not know).
 *
 * Pure and small on purpose (the sign-up page must stay light): a list of the domains Belgian
 * families use, and the edit distance between what was typed and each of them. The npm packages
 * that do this (mailcheck, @zootools/email-spell-checker) were tried first: they turn 'gmial.con'
 * into 'gmial.com' and 'hotmail.fr', a real domain, into 'hotmail.be'.
 */

/** The domains offered as corrections, the most used first (a tie goes to the first). */
const SUGGESTED_DOMAINS = [
  "gmail.com",
  "hotmail.com",
  "hotmail.be",
  "outlook.com",
  "outlook.be",
  "live.be",
  "yahoo.fr",
  "yahoo.com",
  "skynet.be",
  "telenet.be",
  "proximus.be",
  "icloud.com",
  "me.com",
  "voo.be",
  "scarlet.be",
  "hotmail.fr",
  "outlook.fr",
  "live.fr",
  "live.com",
  "msn.com",
] as const;

/**
 * Real domains close to one above, never corrected: an address at one of them is left as it is
 * (mail.com is one letter from gmail.com, mac.com from me.com...).
 */
const OTHER_KNOWN_DOMAINS = new Set([
  "mail.com",
  "email.com",
  "gmx.com",
  "gmx.net",
  "gmx.de",
  "googlemail.com",
  "mac.com",
  "hotmail.nl",
  "hotmail.de",
  "hotmail.co.uk",
  "outlook.nl",
  "outlook.de",
  "live.nl",
  "yahoo.co.uk",
  "yahoo.de",
  "yahoo.es",
  "yahoo.it",
  "orange.fr",
  "free.fr",
  "sfr.fr",
  "laposte.net",
  "wanadoo.fr",
  "proton.me",
  "protonmail.com",
  "pandora.be",
  "base.be",
  "tvcablenet.be",
]);

const KNOWN_DOMAINS = new Set<string>([...SUGGESTED_DOMAINS, ...OTHER_KNOWN_DOMAINS]);

/**
 * The providers with a single domain among the known ones (gmail, icloud, skynet, telenet...): their
 * name with another ending ('gmail.be', 'telenet.com', 'gmail') means their one domain.
 */
const SINGLE_DOMAIN_PROVIDERS: ReadonlyMap<string, string> = (() => {
  const byName = new Map<string, string[]>();
  for (const domain of KNOWN_DOMAINS) {
    const name = domain.slice(0, domain.indexOf("."));
    byName.set(name, [...(byName.get(name) ?? []), domain]);
  }
  const single = new Map<string, string>();
  for (const domain of SUGGESTED_DOMAINS) {
    const name = domain.slice(0, domain.indexOf("."));
    if (name.length >= 3 && byName.get(name)?.length === 1) single.set(name, domain);
  }
  return single;
})();

/**
 * Edits between two texts: a letter added, removed, replaced, or two neighbours swapped
 * ('gmial' → 'gmail' is one), each counted once (optimal string alignment distance).
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const distance: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(distance[i - 1][j] + 1, distance[i][j - 1] + 1, distance[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, distance[i - 2][j - 2] + 1);
      distance[i][j] = best;
    }
  }
  return distance[a.length][b.length];
}

/** How many edits a typed domain may be from a known one: one for a short domain (me.com, voo.be), two otherwise. */
function allowedEdits(domain: string): number {
  return domain.length <= 7 ? 1 : 2;
}

/** The known domain the typed one was probably meant to be, or null. */
function correctedDomain(typed: string): string | null {
  if (KNOWN_DOMAINS.has(typed)) return null;
  let best: { domain: string; edits: number } | null = null;
  for (const domain of SUGGESTED_DOMAINS) {
    const edits = editDistance(typed, domain);
    if (edits > 0 && edits <= allowedEdits(domain) && (!best || edits < best.edits)) best = { domain, edits };
  }
  if (best) return best.domain;
  const dot = typed.indexOf(".");
  return SINGLE_DOMAIN_PROVIDERS.get(dot === -1 ? typed : typed.slice(0, dot)) ?? null;
}

/**
 * The address the person probably meant, when its domain looks like a typo of a domain Belgian
 * families use; null when it looks right, is another domain, or is not an address yet. What comes
 * before the '@' is kept as typed.
 */
export function suggestEmailCorrection(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at <= 0 || at === trimmed.length - 1) return null;
  const typed = trimmed.slice(at + 1).toLowerCase();
  if (!/^[a-z0-9.-]+$/.test(typed)) return null;
  const domain = correctedDomain(typed);
  return domain ? `${trimmed.slice(0, at)}@${domain}` : null;
}
