import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it stands, or on one part of it, and fails
 * on any serious or critical violation, listing each one with the elements concerned.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map((v) => {
      const targets = v.nodes.slice(0, 5).map((node) => `    - ${node.target.join(" ")}: ${node.failureSummary?.replace(/\s+/g, " ")}`);
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${targets.join("\n")}`;
    })
    .join("\n");
  expect(
    serious.map((v) => v.id),
    `Accessibility violations on ${page.url()}:\n${report}`,
  ).toEqual([]);
}
