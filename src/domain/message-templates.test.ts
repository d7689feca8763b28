import { describe, expect, it } from "vitest";
import { UNKNOWN_TEMPLATE_FIELD, fillTemplate, type TemplatePlaine, templateFieldProblem } from "./message-templates.ts";
import { NO_PRACTICAL_INFO } from "./practical-info.ts";

const plaine: TemplatePlaine = {
  title: "Plaine d'été",
  startDate: "2026-07-06",
  endDate: "2026-07-10",
  place: { name: "École du Biéreau", address: "Rue du Biéreau 3", postalCode: "1348", city: "Louvain-la-Neuve" },
  practical: {
    hours: "De 9 h à 16 h",
    daycare: "Dès 7 h 30 et jusqu'à 18 h",
    meals: "Pique-nique, soupe offerte",
    bring: "- une gourde\n- une casquette",
    access: "Bus 31, arrêt Biéreau",
  },
};

describe("message templates", () => {
  it("fills every plaine field and leaves the families' merge fields for the send", () => {
    const text = [
      "Bonjour {prenom}, {enfants} ({groupe}, {jour})",
      "{plaine}, {dates}",
      "Lieu : {lieu}",
      "Horaire : {horaires}",
      "Garderie : {garderie}",
      "Repas : {repas}",
      "{a_apporter}",
      "Comment venir : {acces}",
    ].join("\n");
    expect(fillTemplate(text, plaine)).toBe(
      [
        "Bonjour {prenom}, {enfants} ({groupe}, {jour})",
        "Plaine d'été, du 6 au 10 juillet 2026",
        "Lieu : École du Biéreau, Rue du Biéreau 3, 1348 Louvain-la-Neuve",
        "Horaire : De 9 h à 16 h",
        "Garderie : Dès 7 h 30 et jusqu'à 18 h",
        "Repas : Pique-nique, soupe offerte",
        "- une gourde\n- une casquette",
        "Comment venir : Bus 31, arrêt Biéreau",
      ].join("\n"),
    );
  });

  it("leaves out the whole line of a practical field the plaine does not give, and only that line", () => {
    const bare = { ...plaine, practical: { ...NO_PRACTICAL_INFO, hours: "De 9 h à 16 h", meals: "  " } };
    const text = "{plaine}\n- Horaire : {horaires}\n- Garderie : {garderie}\n- Repas : {repas}\nÀ bientôt";
    expect(fillTemplate(text, bare)).toBe("Plaine d'été\n- Horaire : De 9 h à 16 h\nÀ bientôt");
    expect(fillTemplate("Accès : {acces}", bare)).toBe("");
  });

  it("accepts plaine and merge fields in a template, refuses any other in French", () => {
    expect(templateFieldProblem("{plaine} {dates} {lieu} {horaires} {garderie} {repas} {a_apporter} {acces}")).toBeNull();
    expect(templateFieldProblem("{prenom} {enfants} {groupe} {jour}")).toBeNull();
    expect(templateFieldProblem("Bonjour {nom}")).toBe(UNKNOWN_TEMPLATE_FIELD("nom"));
    expect(UNKNOWN_TEMPLATE_FIELD("nom")).toMatch(/^Le champ \{nom\} n'existe pas\u00a0: utilisez \{plaine\}/);
  });
});
