/** File names the site gives what it sends or zips: plain ASCII, so every system and mail client keeps them. */

const LIGATURES: Record<string, string> = { Œ: "OE", œ: "oe", Æ: "AE", æ: "ae", ß: "ss", Ø: "O", ø: "o" };

/** "Plaine d'été à Namur" → "plaine-d-ete-a-namur": no accents, spaces or signs; `fallback` when nothing is left. */
export function fileNameSlug(text: string, fallback: string): string {
  return (
    text
      // Letters NFD does not take apart: "Œuvre" → "oeuvre", "Ærø" → "aero", "Straße" → "strasse".
      .replace(/[ŒœÆæßØø]/g, (letter) => LIGATURES[letter])
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase()
      .slice(0, 60) || fallback
  );
}
