/**
 * Listens to a page while it is used and keeps what should never happen on a public page:
 * console errors, Content-Security-Policy violations, failed requests to the site, and
 * downloads of the code of private areas (admin, account forms).
 */
import { expect, type Page } from "@playwright/test";

export interface PageProblems {
  console: string[];
  csp: string[];
  failedRequests: string[];
  scripts: Set<string>;
}

/**
 * Chunks the public pages have no reason to download: the pages of the admin area, the
 * dashboard and the account forms, and the form helpers (Vite names a chunk after its first
 * module, then an 8-character hash).
 */
const PRIVATE_CHUNK =
  /\/(admin-[\w-]+|dashboard-[\w-]+|(login|signup|forgot-password|reset-password|profile|settings|register|registration|checkout|bank-transfer|children|registrations)-page|auth-page|password-(checklist|field)|form-errors)-[\w-]{8}\.js$/;

export async function watchPage(page: Page, baseURL: string): Promise<PageProblems> {
  const problems: PageProblems = { console: [], csp: [], failedRequests: [], scripts: new Set() };
  const origin = new URL(baseURL).origin;
  page.on("console", (message) => {
    if (message.type() === "error") problems.console.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      problems.failedRequests.push(`${page.url()}: ${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("requestfailed", (request) => {
    // Requests cut short by leaving the page are not failures.
    if (request.failure()?.errorText !== "net::ERR_ABORTED") {
      problems.failedRequests.push(`${page.url()}: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") problems.scripts.add(new URL(request.url()).pathname);
  });
  // Reported through a binding: the page's own CSP cannot block it.
  await page.exposeFunction("__reportCspViolation", (text: string) => problems.csp.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "(inline)"}`,
      );
    });
  });
  return problems;
}

/**
 * `expectedFailures`: API answers the page asks for on purpose (an error state), e.g. /api/activities/
 * for an unknown plaine; the browser reports those 4xx in the console too.
 */
export function expectCleanPage(problems: PageProblems, { expectedFailures }: { expectedFailures?: RegExp } = {}) {
  const unexpected = (lines: string[]) => (expectedFailures ? lines.filter((line) => !expectedFailures.test(line)) : lines);
  expect(problems.csp, "Content-Security-Policy violations").toEqual([]);
  expect(unexpected(problems.console), "console errors").toEqual([]);
  expect(unexpected(problems.failedRequests), "failed requests").toEqual([]);
  const scripts = [...problems.scripts];
  expect(scripts.length, "scripts loaded").toBeGreaterThan(0);
  expect(
    scripts.filter((script) => PRIVATE_CHUNK.test(script)),
    "code of private areas downloaded",
  ).toEqual([]);
}
