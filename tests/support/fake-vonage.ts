/**
 * A small stand-in for Vonage's SMS API, for tests and the browser journeys: the app's Vonage SDK
 * (@vonage/sms) talks to it through VONAGE_API_BASE. It speaks the API's wire format: `POST
 * /sms/json` with the key and secret in Basic authentication (or `api_key`/`api_secret` in the
 * body), a JSON or form body (`from`, `to` without "+", `text`, `client-ref`), and Vonage's answer
 * (`message-count`, `messages[]` with `status` "0" and a `message-id`, or a non-zero status and its
 * `error-text`). Tests read what arrived (`received`, or `GET /_received` from another process),
 * make the next sends refuse (`refuseNext`) or fail (`failNext`), and withhold the answer to the
 * nth message (`holdAt`: it has arrived, the sender cannot know it) until `release()`.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const FAKE_VONAGE_KEY = "a1b2c3d4";
const FAKE_VONAGE_SECRET = "fakeVonageSecret1";

export interface FakeSms {
  messageId: string;
  from: string;
  /** As Vonage receives it: E.164 without "+". */
  to: string;
  text: string;
  /** "text" (the GSM alphabet) or "unicode", as the sender asked. */
  type: string;
  clientRef: string | null;
  at: string;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function parseParams(request: IncomingMessage, body: string): Record<string, string> {
  const type = (request.headers["content-type"] ?? "").split(";")[0].trim();
  if (type === "application/json") return JSON.parse(body || "{}") as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(body));
}

function credentialsOf(request: IncomingMessage, params: Record<string, string>): { key?: string; secret?: string } {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? "");
  if (basic) {
    const [key, secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":");
    return { key, secret };
  }
  return { key: params.api_key, secret: params.api_secret };
}

function answer(response: ServerResponse, status: number, body: object) {
  const text = JSON.stringify(body);
  response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  response.end(text);
}

/** One message's answer with a non-zero status, as Vonage writes it. */
const refusal = (to: string, status: string, errorText: string) => ({
  "message-count": "1",
  messages: [{ to, status, "error-text": errorText }],
});

export async function startFakeVonage(options: { port?: number } = {}) {
  const received: FakeSms[] = [];
  const refusals: { status: string; errorText: string }[] = [];
  let failures = 0;
  let holdAt = 0;
  let reached: () => void = () => undefined;
  let release: () => void = () => undefined;
  let released = Promise.resolve();

  async function handleSend(request: IncomingMessage, response: ServerResponse) {
    const params = parseParams(request, await readBody(request));
    const { key, secret } = credentialsOf(request, params);
    const to = params.to ?? "";
    if (key !== FAKE_VONAGE_KEY || secret !== FAKE_VONAGE_SECRET) return answer(response, 200, refusal(to, "4", "Bad Credentials"));
    if (!params.from || !to || !params.text) return answer(response, 200, refusal(to, "2", "Missing from, to or text param"));
    if (!/^[1-9]\d{7,14}$/.test(to)) return answer(response, 200, refusal(to, "3", "Invalid to param"));
    if (failures > 0) {
      failures -= 1;
      return answer(response, 500, { type: "about:blank", title: "Internal Error" });
    }
    const refused = refusals.shift();
    if (refused) return answer(response, 200, refusal(to, refused.status, refused.errorText));
    const sms: FakeSms = {
      messageId: randomBytes(8).toString("hex").toUpperCase(),
      from: params.from,
      to,
      text: params.text,
      type: params.type ?? "text",
      clientRef: params["client-ref"] ?? null,
      at: new Date().toISOString(),
    };
    received.push(sms);
    if (received.length === holdAt) {
      reached();
      await released;
    }
    answer(response, 200, {
      "message-count": "1",
      messages: [
        {
          to,
          "message-id": sms.messageId,
          status: "0",
          "remaining-balance": "10.00",
          "message-price": "0.07",
          network: "20601",
          ...(sms.clientRef ? { "client-ref": sms.clientRef } : {}),
        },
      ],
    });
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method === "POST" && path === "/sms/json") {
      handleSend(request, response).catch((error: unknown) => answer(response, 500, { error: String(error) }));
      return;
    }
    // What arrived, for a test in another process (the browser journeys).
    if (request.method === "GET" && path === "/_received") return answer(response, 200, received);
    answer(response, 404, { type: "about:blank", title: "Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: { VONAGE_API_KEY: FAKE_VONAGE_KEY, VONAGE_API_SECRET: FAKE_VONAGE_SECRET, VONAGE_API_BASE: url, SMS_FROM: "Plaines" },
    received,
    /** The next sends are refused with Vonage's status and error text (e.g. "6", "Invalid Message"). */
    refuseNext(status: string, errorText: string, count = 1) {
      for (let index = 0; index < count; index += 1) refusals.push({ status, errorText });
    },
    /** The next sends fail with a server error (HTTP 500). */
    failNext(count = 1) {
      failures += count;
    },
    /** The nth message (counting all received) arrives and its answer waits for `release()`; resolves once it has arrived. */
    holdAt(nth: number): Promise<void> {
      holdAt = nth;
      const held = new Promise<void>((resolve) => (reached = resolve));
      released = new Promise<void>((resolve) => (release = resolve));
      return held;
    },
    release() {
      release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type FakeVonage = Awaited<ReturnType<typeof startFakeVonage>>;
