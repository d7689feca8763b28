import { describe, expect, it } from "vitest";
import {
  ageDaysLabel,
  cardRefundsLabel,
  fillRate,
  moreTransfersLabel,
  overpaymentsLabel,
  placesLabel,
  refundsDueCountLabel,
  unpaidTransfersLabel,
} from "./dashboard-labels.ts";

describe("dashboard labels", () => {
  it("gives the fill rate of a plaine as a whole percentage", () => {
    expect(fillRate(12, 20)).toBe(60);
    expect(fillRate(1, 3)).toBe(33);
    expect(fillRate(0, 0)).toBe(0);
    expect(placesLabel(12, 20)).toBe("12 / 20 places (60 %)");
  });

  it("says how long a transfer has been awaited", () => {
    expect(ageDaysLabel(0)).toBe("aujourd'hui");
    expect(ageDaysLabel(1)).toBe("depuis 1 jour");
    expect(ageDaysLabel(12)).toBe("depuis 12 jours");
  });

  it("counts in the singular and the plural", () => {
    expect(unpaidTransfersLabel(0)).toBe("Aucun virement en attente");
    expect(unpaidTransfersLabel(1)).toBe("1 virement en attente");
    expect(unpaidTransfersLabel(3)).toBe("3 virements en attente");
    expect(moreTransfersLabel(1)).toBe("Et 1 autre dans les inscriptions");
    expect(moreTransfersLabel(4)).toBe("Et 4 autres dans les inscriptions");
    expect(refundsDueCountLabel(0)).toBe("Aucun paiement à rembourser");
    expect(refundsDueCountLabel(2)).toBe("2 paiements à rembourser");
    expect(cardRefundsLabel(1)).toBe("1 paiement par carte à rembourser");
    expect(overpaymentsLabel(1)).toBe("1 trop-perçu de virement à rendre");
    expect(overpaymentsLabel(2)).toBe("2 trop-perçus de virements à rendre");
  });
});
