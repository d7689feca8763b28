import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe (WCAG 2 A and AA rules) on the page as it stands, or on one part of it, and fails
 * on any serious or critical violation, listing each one with the elements concerned.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string; exclude?: string[] } = {}) {
  // A toast or a dialog fading in is drawn half transparent: its colours are measured once the
  // page's animations and transitions that end have ended, as a person reads them (a spinner turns
  // for ever). A toast starts its transition a frame after it appears: the page is asked again
  // after two frames, until nothing moves.
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 5; round += 1) {
      await frame();
      const moving = document.getAnimations().filter((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return animation.playState === "running" && timing?.endTime !== Number.POSITIVE_INFINITY;
      });
      if (moving.length === 0) return;
      await Promise.all(moving.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
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
