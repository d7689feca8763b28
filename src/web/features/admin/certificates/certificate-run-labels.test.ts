import { describe, expect, it } from "vitest";
import { belcotaxNote, runPercent, runProgressLabel } from "./certificate-run-labels.ts";

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
    expect(belcotaxNote({ year: 2025, belcotax: { included: true, reason: null } })).toEqual({
      included: true,
      title: "Fichier Belcotax-on-web compris dans le ZIP",
      detail: "À déposer sur Belcotax-on-web avant le 1er mars 2026.",
    });
  });

  it("writes the server's reason as a sentence, whatever its case and ending", () => {
    const note = (reason: string | null) => belcotaxNote({ year: 2025, belcotax: { included: false, reason } }).detail;
    expect(note("le numéro d'entreprise de l'association manque")).toBe("Le numéro d'entreprise de l'association manque.");
    expect(note("Le format Belcotax de l'année 2031 n'est pas encore connu.")).toBe(
      "Le format Belcotax de l'année 2031 n'est pas encore connu.",
    );
    expect(note(null)).toBe("La raison n'a pas été enregistrée.");
  });
});
