import { describe, expect, it } from "vitest";
import { fileNameSlug } from "./file-name.ts";

describe("fileNameSlug", () => {
  it("keeps letters and digits without accents, one dash between words", () => {
    expect(fileNameSlug("Plaine d'été à Namur (2026)", "plaine")).toBe("plaine-d-ete-a-namur-2026");
    expect(fileNameSlug("Zoë Ødegård", "enfant")).toBe("zoe-odegard");
    expect(fileNameSlug("Été à l'Œuvre, Ærø, Straße", "plaine")).toBe("ete-a-l-oeuvre-aero-strasse");
  });

  it("falls back when nothing is left", () => {
    expect(fileNameSlug("« — »", "plaine")).toBe("plaine");
  });
});
