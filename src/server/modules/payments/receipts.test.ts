import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin, registerTransferFamily } from "../../../../tests/support/accounts.ts";
import { insertBankMovement } from "../../../../tests/support/bank.ts";
import { ENGINES } from "../../../../tests/support/databases.ts";
import { suiteTestApp } from "../../../../tests/support/suite.ts";
import { documentSequences, paymentReceipts } from "../../db/schema.ts";
import { issueReceipt } from "./receipts.ts";

/**
 * Receipts are numbered without a gap or a double within the year the money arrived (decision
 * 0055): issues at once wait on the year's number, one rolled back gives its number to the next.
 */
describe.each(ENGINES)("numbered receipts, on %s", (engine) => {
  const t = suiteTestApp(engine);

  async function receiptsFor(count: number, receivedOn: string) {
    await createAdmin(t, `tresorier-${receivedOn}@example.org`);
    const { result } = await registerTransferFamily(t, `Recu${receivedOn.replaceAll("-", "")}`);
    const credits = await Promise.all(
      Array.from({ length: count }, () => insertBankMovement(t.db, { paymentId: result.paymentId, outcome: "paid" })),
    );
    return credits.map((credit) => ({ paymentId: result.paymentId, bankMovementId: credit.id, amountCents: 1_000, receivedOn }));
  }
  const numbersOf = async (year: number) =>
    (await t.db.select({ number: paymentReceipts.number }).from(paymentReceipts).where(eq(paymentReceipts.year, year)))
      .map((row) => row.number)
      .sort((a, b) => a - b);

  it("issued at once, they take 1, 2, 3… of their year; one rolled back leaves no gap", async () => {
    const [first, second, ...rest] = await receiptsFor(10, "2031-03-02");
    await issueReceipt(t.db, first);
    await expect(
      t.db.transaction(async (tx) => {
        await issueReceipt(tx, second);
        throw new Error("the import failed after the receipt");
      }),
    ).rejects.toThrow("the import failed");
    expect(await numbersOf(2031)).toEqual([1]);

    await Promise.all([second, ...rest].map((money) => t.db.transaction((tx) => issueReceipt(tx, money))));
    expect(await numbersOf(2031)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const [sequence] = await t.db.select().from(documentSequences).where(eq(documentSequences.year, 2031));
    expect(sequence).toMatchObject({ series: "receipt", lastNumber: 10 });
  });

  it("a new year starts at 1; the day the money arrived decides the year, and nothing is issued for 0,00 €", async () => {
    const [december] = await receiptsFor(1, "2032-12-31");
    const [january, nothing] = await receiptsFor(2, "2033-01-01");
    await issueReceipt(t.db, december);
    await issueReceipt(t.db, january);
    await issueReceipt(t.db, { ...nothing, amountCents: 0 });
    expect(await numbersOf(2032)).toEqual([1]);
    expect(await numbersOf(2033)).toEqual([1]);
  });
});
