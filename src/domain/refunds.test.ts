import { describe, expect, it } from "vitest";
import { cancellationRefund, cancellationRefundSentence, cancellationRuleSentence, noRefundFrom } from "./refunds.ts";

const start = "2026-07-13";

describe("cancellationRefund", () => {
  it.each([
    // share, fee, days, today → refund, kept, reason
    [8000, 0, null, "2026-06-01", 8000, 0, "full"],
    [8000, 500, null, "2026-06-01", 7500, 500, "fee"],
    [300, 500, null, "2026-06-01", 0, 300, "fee"],
    [8000, 500, 7, "2026-07-05", 7500, 500, "fee"],
    // The day `days` before the start is the first day without refund.
    [8000, 500, 7, "2026-07-06", 0, 8000, "too_late"],
    [8000, 0, 7, "2026-07-13", 0, 8000, "too_late"],
    [8000, 0, 0, "2026-07-12", 8000, 0, "full"],
    [8000, 0, 0, "2026-07-13", 0, 8000, "too_late"],
    [0, 500, null, "2026-06-01", 0, 0, "nothing_paid"],
    [-100, 0, null, "2026-06-01", 0, 0, "nothing_paid"],
  ] as const)(
    "share %i, fee %i, %s days before, on %s → %i back, %i kept (%s)",
    (shareCents, feeCents, days, today, refund, kept, reason) => {
      expect(cancellationRefund({ shareCents, feeCents, noRefundDaysBefore: days, startDate: start, today })).toEqual({
        refundCents: refund,
        keptCents: kept,
        reason,
      });
    },
  );

  it("keeps what it does not refund: refund + kept = share", () => {
    for (const shareCents of [1, 499, 500, 501, 7000, 15000])
      for (const feeCents of [0, 1, 500, 20000]) {
        const { refundCents, keptCents } = cancellationRefund({
          shareCents,
          feeCents,
          noRefundDaysBefore: null,
          startDate: start,
          today: "2026-01-01",
        });
        expect(refundCents + keptCents).toBe(shareCents);
        expect(refundCents).toBeGreaterThanOrEqual(0);
      }
  });
});

describe("noRefundFrom", () => {
  it("counts the days back from the start, none without a rule", () => {
    expect(noRefundFrom(start, 7)).toBe("2026-07-06");
    expect(noRefundFrom("2026-03-02", 2)).toBe("2026-02-28");
    expect(noRefundFrom(start, null)).toBeNull();
  });
});

describe("the rule in French", () => {
  it.each([
    [{ feeCents: 0, noRefundDaysBefore: null }, "Remboursement intégral."],
    [{ feeCents: 500, noRefundDaysBefore: null }, "Remboursé, moins 5,00\u00a0€ de frais par enfant."],
    [
      { feeCents: 0, noRefundDaysBefore: 7 },
      "Remboursement intégral\u00a0; aucun remboursement à partir de 7\u00a0jours avant le début de la plaine.",
    ],
    [
      { feeCents: 0, noRefundDaysBefore: 1 },
      "Remboursement intégral\u00a0; aucun remboursement à partir de 1\u00a0jour avant le début de la plaine.",
    ],
    [
      { feeCents: 250, noRefundDaysBefore: 0 },
      "Remboursé, moins 2,50\u00a0€ de frais par enfant\u00a0; aucun remboursement à partir du premier jour de la plaine.",
    ],
  ])("%o reads %s", (rule, sentence) => {
    expect(cancellationRuleSentence(rule)).toBe(sentence);
  });

  it("tells the parent what one cancellation gives back, and why not", () => {
    const rule = { feeCents: 500, noRefundDaysBefore: 7 };
    expect(cancellationRefundSentence({ refundCents: 7500, keptCents: 500, reason: "fee" }, rule)).toBe(
      "75,00\u00a0€ vous seront remboursés (5,00\u00a0€ de frais d'annulation retenus).",
    );
    expect(cancellationRefundSentence({ refundCents: 0, keptCents: 8000, reason: "too_late" }, rule)).toBe(
      "Aucun remboursement à partir de 7\u00a0jours avant le début de la plaine.",
    );
    expect(cancellationRefundSentence({ refundCents: 0, keptCents: 300, reason: "fee" }, rule)).toContain(
      "frais d'annulation (5,00\u00a0€)",
    );
    expect(cancellationRefundSentence({ refundCents: 8000, keptCents: 0, reason: "full" }, rule)).toBe(
      "80,00\u00a0€ vous seront remboursés.",
    );
  });
});
