/**
 * The parent of a payment that is still theirs. Only an erased account's payments lose their
 * parent (kept anonymised for the accounts), and those have no registration left that could
 * lead a request or a sweep to them: reaching one here is a broken invariant, not user input.
 */
export function payerOf(payment: { id: string; parentId: string | null }): string {
  if (payment.parentId === null) throw new Error(`payment ${payment.id} belongs to an erased account`);
  return payment.parentId;
}
