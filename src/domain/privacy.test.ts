import { describe, expect, it } from "vitest";
import { accountDeletedKept, erasureBlockerAdvice, erasureBlockerReason } from "./privacy.ts";

const upcoming = {
  startDate: "2027-07-05",
  endDate: "2027-07-09",
  when: "upcoming" as const,
  paymentStatus: "pending" as const,
  paymentMethod: "bank_transfer" as const,
  cancellableUntil: "2027-06-20",
  freeFrom: "2027-07-10",
};

describe("a registration that keeps the account", () => {
  it("says why: where the plaine stands, and its payment", () => {
    expect(erasureBlockerReason(upcoming)).toBe("La plaine commence le 5 juillet 2027 et le virement est attendu.");
    expect(erasureBlockerReason({ ...upcoming, paymentMethod: "stripe" })).toContain("le paiement par carte n'est pas terminé");
    expect(erasureBlockerReason({ ...upcoming, when: "in-progress", paymentStatus: "paid" })).toBe(
      "La plaine est en cours jusqu'au 9 juillet 2027 et l'inscription est payée.",
    );
  });

  it("says what to do: cancel while the parent may, ask for a refund when paid, else write or wait for the end", () => {
    expect(erasureBlockerAdvice(upcoming)).toBe(
      "Annulez-la dans «\u00a0Mes inscriptions\u00a0» (jusqu'au 20 juin 2027)\u00a0: la place ira à une autre famille. Ou attendez la fin de la plaine (vous pourrez supprimer votre compte à partir du 10 juillet 2027).",
    );
    expect(erasureBlockerAdvice({ ...upcoming, paymentStatus: "paid" })).toContain("demandez-nous son remboursement");
    expect(erasureBlockerAdvice({ ...upcoming, cancellableUntil: null })).toBe(
      "L'annulation en ligne n'est plus possible\u00a0: écrivez-nous pour l'annuler, ou attendez la fin de la plaine (vous pourrez supprimer votre compte à partir du 10 juillet 2027).",
    );
    expect(erasureBlockerAdvice({ ...upcoming, when: "in-progress", cancellableUntil: null })).toBe(
      "Attendez la fin de la plaine\u00a0: vous pourrez supprimer votre compte à partir du 10 juillet 2027.",
    );
  });
});

describe("accountDeletedKept", () => {
  it("states the periods in force", () => {
    const [payments, certificates] = accountDeletedKept({ paymentYears: 8, taxCertificateYears: 9 });
    expect(payments).toContain("pendant 8 ans");
    expect(certificates).toContain("supprimées 9 ans après l'année de revenus");
  });
});
