import { describe, expect, it } from "vitest";
import { childDeletionRefusal } from "./child.ts";

describe("childDeletionRefusal", () => {
  it("names every plaine, joined with commas", () => {
    expect(childDeletionRefusal(["Les petits explorateurs", "Nature"])).toBe(
      "Impossible de supprimer cet enfant car il est inscrit aux activités suivantes\u00a0: Les petits explorateurs, Nature",
    );
  });
});
