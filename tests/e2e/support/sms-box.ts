/**
 * Reads the SMS the end-to-end server sent, from the fake of Vonage's SMS API started with it
 * (start-server.ts). No Playwright import: start-server.ts shares the port rule below.
 */
import type { FakeSms } from "../../support/fake-vonage.ts";

/** The fake SMS provider listens next to the app and its mail catcher: the app's port + 3. */
export function fakeSmsPort(appPort: number): number {
  return appPort + 3;
}

/** Waits until an SMS to `number` (E.164) says `text`, and returns it. */
export async function waitForSms(baseURL: string, number: string, text: string, timeoutMs = 30_000): Promise<FakeSms> {
  const endpoint = `http://127.0.0.1:${fakeSmsPort(Number(new URL(baseURL).port))}/_received`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const received = (await (await fetch(endpoint)).json()) as FakeSms[];
    const found = received.find((sms) => `+${sms.to}` === number && sms.text === text);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to ${number} saying "${text}"`);
}

/** Every SMS the fake provider received, oldest first. */
export async function receivedSms(baseURL: string): Promise<FakeSms[]> {
  const endpoint = `http://127.0.0.1:${fakeSmsPort(Number(new URL(baseURL).port))}/_received`;
  return (await (await fetch(endpoint)).json()) as FakeSms[];
}
