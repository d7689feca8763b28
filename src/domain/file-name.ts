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

/** A name as a person's device gave it, kept to what a header and a list can show; `fallback` when nothing is left. */
export function cleanUploadName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const cleaned = name.replace(/[\u0000-\u001f\u007f"\\/]/g, "").trim();
  return (cleaned || fallback).slice(0, 255);
}
