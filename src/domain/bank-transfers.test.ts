import { describe, expect, it } from "vitest";
import { applyCredit, findStructuredCommunication, partialPaymentLabel, paymentDeadline, remindersDue } from "./bank-transfers.ts";

describe("findStructuredCommunication", () => {
  it.each([
    ["+++123/1234/12328+++", "123123412328"],
    ["Plaine juillet +++123/1234/12328+++ Léa", "123123412328"],
    ["***123/1234/12328***", "123123412328"],
    ["123/1234/12328", "123123412328"],
    ["COMMUNICATION 123 1234 12328 MERCI", "123123412328"],
    ["123123412328", "123123412328"],
    ["ref 123-1234-12328", "123123412328"],
  ])("finds it in %j", (text, digits) => {
    expect(findStructuredCommunication(text)).toBe(digits);
  });

  it.each([
    ["+++123/1234/12399+++"], // wrong check digits
    ["BE71096123456769"], // an IBAN's digits
    ["1231234123281"], // thirteen digits
    ["Plaine de Léa"],
    [""],
  ])("finds none in %j", (text) => {
    expect(findStructuredCommunication(text)).toBeNull();
  });

  it("skips an invalid candidate and takes the valid one after it", () => {
    expect(findStructuredCommunication("111/1111/11111 puis +++000/0000/00101+++")).toBe("000000000101");
  });
});

describe("applyCredit", () => {
  const pending = { status: "pending" as const, amountCents: 12_500, receivedCents: 0, liveRegistrations: 1 };

  it("the exact amount pays", () => {
    expect(applyCredit(pending, 12_500)).toEqual({ outcome: "paid", receivedCents: 12_500, refundCents: 0, becomesPaid: true });
  });

  it("less is partly paid, and a later credit for the rest pays", () => {
    const first = applyCredit(pending, 5_000);
    expect(first).toEqual({ outcome: "partly_paid", receivedCents: 5_000, refundCents: 0, becomesPaid: false });
    expect(applyCredit({ ...pending, receivedCents: first.receivedCents }, 7_500)).toMatchObject({ outcome: "paid", becomesPaid: true });
  });

  it("more pays and lists the difference to refund", () => {
    expect(applyCredit(pending, 13_000)).toEqual({ outcome: "overpaid", receivedCents: 13_000, refundCents: 500, becomesPaid: true });
    expect(applyCredit({ ...pending, receivedCents: 5_000 }, 10_000)).toMatchObject({ refundCents: 2_500, becomesPaid: true });
  });

  it("for a payment already paid, refunded or all cancelled, everything is to refund", () => {
    for (const payment of [
      { ...pending, status: "paid" as const },
      { ...pending, status: "refunded" as const },
      { ...pending, amountCents: 0, liveRegistrations: 0 },
    ]) {
      expect(applyCredit(payment, 12_500)).toMatchObject({ outcome: "overpaid", refundCents: 12_500, becomesPaid: false });
    }
  });

  it("says what was received and what is left", () => {
    expect(partialPaymentLabel(5_000, 12_500).replace(/\s/g, " ")).toBe("Reçu 50,00 € — reste 75,00 € à payer");
  });
});

describe("paymentDeadline and remindersDue", () => {
  const rules = { deadlineDays: 21, deadlineDaysBeforeStart: 10 };

  it("is 21 days after the registration, at the latest 10 days before the start, or the day granted", () => {
    expect(paymentDeadline("2026-05-01", "2026-07-06", rules, null)).toBe("2026-05-22");
    expect(paymentDeadline("2026-06-20", "2026-07-06", rules, null)).toBe("2026-06-26");
    expect(paymentDeadline("2026-07-01", "2026-07-06", rules, null)).toBe("2026-07-01");
    expect(paymentDeadline("2026-05-01", "2026-07-06", rules, "2026-06-01")).toBe("2026-06-01");
  });

  it("sends the reminders of the days reached, never on or after the deadline", () => {
    expect(remindersDue("2026-05-01", "2026-05-22", "2026-05-07", [7, 14])).toEqual([]);
    expect(remindersDue("2026-05-01", "2026-05-22", "2026-05-08", [7, 14])).toEqual([7]);
    expect(remindersDue("2026-05-01", "2026-05-22", "2026-05-20", [7, 14])).toEqual([7, 14]);
    expect(remindersDue("2026-06-20", "2026-06-26", "2026-06-30", [7, 14])).toEqual([]);
  });
});
