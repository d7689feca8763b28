import { describe, expect, it } from "vitest";
import { autoLayoutLabel, belcotaxNote, runPercent, runProgressLabel, unknownYearNote } from "./certificate-run-labels.ts";

describe("runProgressLabel", () => {
  it("says what a run waits for, then how many certificates it went through", () => {
    expect(runProgressLabel({ status: "queued", done: 0, total: 0 })).toBe("En attente d'un serveur libre…");
    expect(runProgressLabel({ status: "running", done: 0, total: 0 })).toBe("Recherche des attestations à émettre…");
    expect(runProgressLabel({ status: "running", done: 0, total: 1 })).toBe("0 / 1 attestation traitée");
    expect(runProgressLabel({ status: "running", done: 12, total: 34 })).toBe("12 / 34 attestations traitées");
  });

  it("gives the share done, 0 before the run has counted", () => {
    expect(runPercent({ done: 0, total: 0 })).toBe(0);
    expect(runPercent({ done: 12, total: 34 })).toBe(35);
    expect(runPercent({ done: 34, total: 34 })).toBe(100);
  });
});

describe("belcotaxNote", () => {
  it("gives the deadline of the file, the 1st of March after the income year", () => {
    const layout = { year: 2022, confirmedBy: "161-belcotax-brochure-2022", chosen: false };
    expect(belcotaxNote({ year: 2022, belcotax: { included: true, reason: null, layout } })).toEqual({
      included: true,
      checked: true,
      title: "Fichier Belcotax-on-web compris dans le ZIP",
      detail: "À déposer sur Belcotax-on-web avant le 1er mars 2023.",
      layout: "Établi selon le format Belcotax-on-web de 2022, vérifié avec la brochure Belcotax (161-belcotax-brochure-2022).",
    });
  });

  it("says which layout a later year's file follows, and that nobody checked it against that year's brochure", () => {
    const layout = { year: 2026, confirmedBy: null, chosen: false };
    const note = belcotaxNote({ year: 2027, belcotax: { included: true, reason: null, layout } });
    expect(note.checked).toBe(false);
    expect(note.layout).toBe(
      "Établi selon le format Belcotax-on-web de 2026, le plus récent que le site connaisse\u00a0: il n'a pas été vérifié avec la brochure Belcotax de 2027. Contrôlez le fichier dans Belcotax-on-web avant de l'envoyer.",
    );
    const chosen = belcotaxNote({
      year: 2027,
      belcotax: { included: true, reason: null, layout: { ...layout, year: 2025, chosen: true } },
    });
    expect(chosen.layout).toMatch(
      /^Établi selon le format Belcotax-on-web de 2025, choisi pour cette génération\u00a0: il n'a pas été vérifié/,
    );
    // A year's own layout, assumed unchanged: not checked either.
    expect(belcotaxNote({ year: 2026, belcotax: { included: true, reason: null, layout } }).checked).toBe(false);
  });

  it("tells the form what the usual layout of a year is before the run", () => {
    const layouts = [
      { year: 2026, confirmedBy: null },
      { year: 2022, confirmedBy: "161-belcotax-brochure-2022" },
    ];
    expect(autoLayoutLabel(2022, layouts)).toBe("Habituel (format de 2022)");
    expect(autoLayoutLabel(2027, layouts)).toBe("Le plus récent (2026)");
    expect(unknownYearNote(2026, layouts)).toBeNull();
    expect(unknownYearNote(2027, layouts)).toBe(
      "Le format Belcotax de 2027 n'est pas encore connu du site\u00a0: le fichier suivra celui de 2026, sans vérification avec la brochure de 2027.",
    );
  });

  it("writes the server's reason as a sentence, whatever its case and ending", () => {
    const note = (reason: string | null) => belcotaxNote({ year: 2025, belcotax: { included: false, reason, layout: null } }).detail;
    expect(note("le numéro d'entreprise de l'association manque")).toBe("Le numéro d'entreprise de l'association manque.");
    expect(note("Le format Belcotax de l'année 2031 n'est pas encore connu.")).toBe(
      "Le format Belcotax de l'année 2031 n'est pas encore connu.",
    );
    expect(note(null)).toBe("La raison n'a pas été enregistrée.");
  });
});
