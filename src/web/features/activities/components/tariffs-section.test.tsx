import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ActivityTariff } from "../../../../domain/contracts/activities.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { TariffsSection } from "./tariffs-section.tsx";

const REDUCED: ActivityTariff = {
  categoryId: "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b",
  name: "Tarif réduit",
  qualifies: "Les familles BIM ou OMNIO, ou aidées par un CPAS.",
  priceCents: 6000,
  proofRequired: true,
  proofDescription: "l'attestation BIM de votre mutualité",
};
const MEMBERS: ActivityTariff = {
  categoryId: "7a2d3c4b-5e6f-4a71-9b8c-0d1e2f3a4b5c",
  name: "Membre de l'association",
  qualifies: "Les familles en ordre de cotisation.",
  priceCents: 6750,
  proofRequired: false,
  proofDescription: null,
};

describe("a plaine's 'Tarifs'", () => {
  it("gives the standard price, then each tariff with its price, who qualifies and how to claim it", () => {
    render(<TariffsSection activity={{ price: { standard: 7500, reduced: 6000 }, tariffs: [REDUCED, MEMBERS] }} />);
    const section = screen.getByRole("region", { name: "Tarifs" });
    expect(section.id).toBe("tarifs");
    const items = within(section).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Tarif standard",
      "Tarif réduit",
      "Membre de l'association",
    ]);
    expect(items[0].textContent).toContain(formatEuros(7500));
    expect(items[1].textContent).toContain(formatEuros(6000));
    expect(items[1].textContent).toContain("Qui peut en bénéficier\u00a0?Les familles BIM ou OMNIO, ou aidées par un CPAS.");
    expect(items[1].textContent).toContain(
      "Au moment de l'inscription, choisissez ce tarif pour votre enfant et déclarez sur l'honneur qu'il y a droit.",
    );
    expect(items[1].textContent).toContain("Joignez\u00a0: l'attestation BIM de votre mutualité");
    // No proof asked: the declaration on honour alone.
    expect(items[2].textContent).toContain(formatEuros(6750));
    expect(items[2].textContent).not.toContain("Joignez");
  });

  it("is left out when the plaine offers no tariff", () => {
    const { container } = render(<TariffsSection activity={{ price: { standard: 7500, reduced: null }, tariffs: [] }} />);
    expect(container.innerHTML).toBe("");
  });
});
