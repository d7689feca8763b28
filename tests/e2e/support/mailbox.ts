/**
 * Reads the messages the end-to-end server sent, from the mail catcher started with it
 * (mail-catcher.ts). No Playwright import: start-server.ts shares the port rule below.
 */
import type { CaughtMail } from "./mail-catcher.ts";

/** The mail catcher listens next to the app: SMTP on the app's port + 1, HTTP on + 2. */
export function mailCatcherPorts(appPort: number) {
  return { smtp: appPort + 1, http: appPort + 2 };
}

export class Mailbox {
  private readonly endpoint: string;

  constructor(baseURL: string) {
    this.endpoint = `http://127.0.0.1:${mailCatcherPorts(Number(new URL(baseURL).port)).http}/messages`;
  }

  /** Every message to (or copied to) `address`, oldest first. */
  async messagesTo(address: string): Promise<CaughtMail[]> {
    const response = await fetch(`${this.endpoint}?to=${encodeURIComponent(address)}`);
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    return ((await response.json()) as { mails: CaughtMail[] }).mails;
  }

  /**
   * Waits until `count` messages to `address` (with this subject, when given) have arrived and
   * returns the last of them: `count: 2` is "the second verification e-mail".
   */
  async waitFor(
    address: string,
    { subject, count = 1, timeoutMs = 15_000 }: { subject?: string | RegExp; count?: number; timeoutMs?: number } = {},
  ) {
    const deadline = Date.now() + timeoutMs;
    let matching: CaughtMail[] = [];
    while (Date.now() < deadline) {
      matching = (await this.messagesTo(address)).filter((mail) => matchesSubject(mail.subject, subject));
      if (matching.length >= count) return matching[count - 1];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`expected ${count} message(s) to ${address}${subject ? ` about "${subject}"` : ""}, got ${matching.length}`);
  }
}

function matchesSubject(actual: string, expected: string | RegExp | undefined): boolean {
  if (expected === undefined) return true;
  return typeof expected === "string" ? actual === expected : expected.test(actual);
}

/** The first link of a message's plain-text body. */
export function linkIn(mail: CaughtMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in the message "${mail.subject}":\n${mail.text}`);
  return link;
}
