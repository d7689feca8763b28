import { describe, expect, it } from "vitest";
import { EMPTY_HEALTH_FORM } from "./health-form.ts";
import { healthFormLines } from "./health-form-display.ts";

describe("healthFormLines", () => {
  it("writes every answer in French, phones grouped, empty answers as null", () => {
    const lines = healthFormLines({
      ...EMPTY_HEALTH_FORM,
      emergencyContacts: [
        { name: "Marie Dupont", relation: "maman", phone: "+32470123456" },
        { name: "Jean Dupont", relation: "papa", phone: "+3281223344" },
      ],
      tetanus: "yes",
      tetanusLastBooster: "2024-05-02",
      swimming: "a_little",
      wearsGlasses: true,
      photoConsent: "group_only",
    });
    const value = (label: string) => lines.find((line) => line.label === label)?.value;
    expect(value("Personnes à contacter en cas d'urgence")).toBe(
      "Marie Dupont (maman)\u00a0: +32 470 12 34 56\nJean Dupont (papa)\u00a0: +32 81 22 33 44",
    );
    expect(value("Personnes autorisées à reprendre l'enfant")).toBeNull();
    expect(value("Vaccin contre le tétanos")).toBe("Oui, en ordre (rappel il y a moins de 10 ans) · dernier rappel le 2 mai 2024");
    expect(value("Sait nager")).toBe("Un peu");
    expect(value("Lunettes ou appareil auditif")).toBe("Lunettes");
    expect(value("Photos")).toBe("Photos de groupe uniquement, sans publication de mon enfant seul");
    expect(value("Antidouleur ou antipyrétique (ex.\u00a0: paracétamol)")).toBe("Non autorisé");
  });
});
