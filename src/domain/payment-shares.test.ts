import { describe, expect, it } from "vitest";
import { inPaymentOrder, registrationShares, type SharedRegistration, shareOfPayment, sharesByPayment } from "./payment-shares.ts";

const AT = new Date("2026-06-01T10:00:00Z");

function registration(id: string, overrides: Partial<SharedRegistration> = {}): SharedRegistration {
  return { id, isPrimary: false, createdAt: AT, cancelled: false, priceCents: 8000, ...overrides };
}

describe("shareOfPayment", () => {
  it("spreads the family discount evenly, the odd cents to the first children", () => {
    // 3 children at 80 € with 20 € off: 220 € paid.
    expect([...shareOfPayment(22000, ["a", "b", "c"])]).toEqual([
      ["a", 7334],
      ["b", 7333],
      ["c", 7333],
    ]);
    expect([...shareOfPayment(15000, ["a", "b"]).values()]).toEqual([7500, 7500]);
    expect([...shareOfPayment(1, ["a", "b", "c"]).values()]).toEqual([1, 0, 0]);
    expect(shareOfPayment(5000, []).size).toBe(0);
    for (const total of [1, 99, 22_001, 37_000])
      expect([...shareOfPayment(total, ["a", "b", "c", "d", "e", "f", "g"]).values()].reduce((sum, cents) => sum + cents)).toBe(total);
  });

  it("refuses an amount that is not whole cents", () => {
    expect(() => shareOfPayment(10.5, ["a"])).toThrow(RangeError);
    expect(() => shareOfPayment(-1, ["a"])).toThrow(RangeError);
  });
});

describe("registrationShares", () => {
  it("gives the primary registration the cent left by rounding, whatever the order it comes in", () => {
    // Made in one transaction: the same instant; the primary one first, then by id.
    const shares = registrationShares(22000, [registration("c"), registration("z", { isPrimary: true }), registration("a")]);
    expect(Object.fromEntries(shares)).toEqual({ z: 7334, a: 7333, c: 7333 });
    expect(inPaymentOrder([registration("b", { createdAt: new Date(AT.getTime() + 1) }), registration("c")]).map((r) => r.id)).toEqual([
      "c",
      "b",
    ]);
  });

  it("follows each child's price: a child at half price carries half as much of the family discount", () => {
    // 80 € and 40 € (a price set lower by an administrator), 10 € off: 110 €.
    const shares = registrationShares(11000, [registration("lea", { isPrimary: true }), registration("tom", { priceCents: 4000 })]);
    expect(Object.fromEntries(shares)).toEqual({ lea: 7334, tom: 3666 });
    // A child given the plaine for free has no share; the others share the rest.
    const free = registrationShares(6000, [
      registration("lea", { isPrimary: true, priceCents: 0 }),
      registration("tom"),
      registration("zoe", { priceCents: 0 }),
    ]);
    expect(Object.fromEntries(free)).toEqual({ lea: 0, tom: 6000, zoe: 0 });
    // Nothing but free children: nothing to share, evenly.
    expect(Object.fromEntries(registrationShares(0, [registration("a", { priceCents: 0 }), registration("b", { priceCents: 0 })]))).toEqual(
      {
        a: 0,
        b: 0,
      },
    );
    for (const total of [1, 99, 22_001, 37_000]) {
      const odd = registrationShares(total, [
        registration("a", { priceCents: 8000 }),
        registration("b", { priceCents: 1600 }),
        registration("c", { priceCents: 3 }),
      ]);
      expect([...odd.values()].reduce((sum, cents) => sum + cents)).toBe(total);
    }
  });

  it("shares among the children still registered: a cancelled child beside them has nothing", () => {
    // 2 × 80 € − 10 € = 150 €, one cancelled afterwards: the transfer was priced again at 80 €.
    const shares = registrationShares(8000, [registration("lea", { isPrimary: true, cancelled: true }), registration("tom")]);
    expect(Object.fromEntries(shares)).toEqual({ lea: 0, tom: 8000 });
  });

  it("with every child cancelled, still says what each one paid", () => {
    const shares = registrationShares(15000, [
      registration("lea", { isPrimary: true, cancelled: true }),
      registration("tom", { cancelled: true }),
    ]);
    expect(Object.fromEntries(shares)).toEqual({ lea: 7500, tom: 7500 });
    expect(registrationShares(0, [registration("a", { cancelled: true })]).get("a")).toBe(0);
  });

  it("shares each payment of a history on its own", () => {
    const rows = [
      { ...registration("a", { isPrimary: true }), paymentId: "p1", amount: 15000 },
      { ...registration("b"), paymentId: "p1", amount: 15000 },
      { ...registration("c", { isPrimary: true }), paymentId: "p2", amount: 9000 },
    ];
    expect(Object.fromEntries(sharesByPayment(rows, (row) => row.amount))).toEqual({ a: 7500, b: 7500, c: 9000 });
  });
});
