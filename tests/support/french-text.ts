/**
 * Testing Library's default normalizer collapses every `\s`, the non-breaking spaces of French
 * text included (docs/french.md), so a query could only match the text with a normal space in it.
 * With this normalizer a query quotes the exact text: ordinary whitespace is trimmed and collapsed,
 * U+00A0 and U+202F are kept. `screen.getByText("Total\u00a0: 80,00 €", EXACT_SPACES)`.
 */
export const EXACT_SPACES = {
  normalizer: (text: string) => text.replace(/^[ \t\r\n\f]+|[ \t\r\n\f]+$/g, "").replace(/[ \t\r\n\f]+/g, " "),
} as const;
