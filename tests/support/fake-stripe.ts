/**
 * A small stand-in for Stripe's API, for tests: the app's Stripe SDK talks to it through
 * STRIPE_API_BASE (protocol, host and port). It knows the few routes card payment uses: create,
 * retrieve and expire a Checkout Session, and create a refund, with idempotency keys honoured as
 * Stripe does (the same key gives the same answer). Tests move sessions along themselves
 * (`complete`, `expire`), read what the app asked (`requests`), make the next calls fail
 * (`failNext`), and build signed webhook events (`event`, `sign`).
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

export const FAKE_STRIPE_KEY = "sk_test_fake";
export const FAKE_WEBHOOK_SECRET = "whsec_fake_secret";

type Params = { [key: string]: string | Params | Params[] | string[] };

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=…`) back into objects. */
export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [fullKey, value] of new URLSearchParams(body)) {
    const parts = fullKey.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1]);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  line_items: Params[];
  allowed_payment_method_types: string[];
  payment_intent_data: Params | null;
}

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  status: "pending" | "succeeded" | "failed";
  metadata: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
}

/** A form value that should be text. */
const text = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function stripeError(response: ServerResponse, status: number, message: string, type = "invalid_request_error") {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ error: { type, message } }));
}

export async function startFakeStripe() {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: FakeRequest[] = [];
  let failures = 0;
  let refundStatus: FakeRefund["status"] = "succeeded";

  function createSession(params: Params): FakeSession | string {
    const expiresAt = Number(params.expires_at);
    const now = Math.floor(Date.now() / 1000);
    if (expiresAt < now + 30 * 60 - 5 || expiresAt > now + 24 * 3600) return "expires_at must be 30 minutes to 24 hours ahead";
    const lines = (params.line_items as Params[] | undefined) ?? [];
    const total = lines.reduce((sum, line) => {
      const price = line.price_data as Params;
      return sum + Number(price.unit_amount) * Number(line.quantity);
    }, 0);
    if (lines.some((line) => Number((line.price_data as Params).unit_amount) < 0)) return "unit_amount must be positive";
    const id = newId("cs_test");
    return {
      id,
      object: "checkout.session",
      mode: text(params.mode),
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      currency: text((lines[0]?.price_data as Params | undefined)?.currency, "eur"),
      customer_email: (params.customer_email as string | undefined) ?? null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: null,
      expires_at: expiresAt,
      success_url: text(params.success_url),
      cancel_url: text(params.cancel_url),
      line_items: lines,
      allowed_payment_method_types: (params.allowed_payment_method_types as string[] | undefined) ?? [],
      payment_intent_data: (params.payment_intent_data as Params | undefined) ?? null,
    };
  }

  function handle(method: string, path: string, params: Params): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/checkout/sessions") {
      const created = createSession(params);
      if (typeof created === "string") return { status: 400, body: { error: { type: "invalid_request_error", message: created } } };
      sessions.set(created.id, created);
      return { status: 200, body: created };
    }
    const sessionMatch = path.match(/^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/);
    if (sessionMatch) {
      const session = sessions.get(sessionMatch[1]);
      if (!session) return { status: 404, body: { error: { type: "invalid_request_error", message: "No such checkout.session" } } };
      if (method === "POST" && sessionMatch[2]) {
        if (session.status !== "open") return { status: 400, body: { error: { type: "invalid_request_error", message: "not open" } } };
        session.status = "expired";
        session.url = null;
      }
      return { status: 200, body: session };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = text(params.payment_intent);
      const paid = [...sessions.values()].find((session) => session.payment_intent === intent);
      if (!paid) return { status: 400, body: { error: { type: "invalid_request_error", message: "No such payment_intent" } } };
      const alreadyRefunded = [...refunds.values()]
        .filter((refund) => refund.payment_intent === intent && refund.status !== "failed")
        .reduce((sum, refund) => sum + refund.amount, 0);
      const amount = params.amount === undefined ? paid.amount_total - alreadyRefunded : Number(text(params.amount));
      if (amount <= 0 || alreadyRefunded + amount > paid.amount_total)
        return { status: 400, body: { error: { type: "invalid_request_error", message: "Charge has already been refunded." } } };
      const refund: FakeRefund = {
        id: newId("re"),
        object: "refund",
        amount,
        payment_intent: intent,
        status: refundStatus,
        metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`)
        return stripeError(response, 401, "Invalid API Key provided", "authentication_error");
      const params = request.method === "GET" ? parseForm(url.search.slice(1)) : parseForm(raw);
      const key = (request.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method: request.method ?? "GET", path: url.pathname, idempotencyKey: key, params });
      if (failures > 0) {
        failures -= 1;
        return stripeError(response, 500, "Something went wrong on Stripe's end.", "api_error");
      }
      const replayKey = key ? `${request.method} ${url.pathname} ${key}` : null;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) {
        response.writeHead(replay.status, { "content-type": "application/json", "idempotent-replayed": "true" }).end(replay.body);
        return;
      }
      const { status, body } = handle(request.method ?? "GET", url.pathname, params);
      const json = JSON.stringify(body);
      if (replayKey && status < 500) idempotent.set(replayKey, { status, body: json });
      response.writeHead(status, { "content-type": "application/json" }).end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(FAKE_STRIPE_KEY);

  const fake = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    refunds,
    requests,
    /** The app's environment to reach this fake. */
    env: { STRIPE_SECRET_KEY: FAKE_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    /** The next `count` requests answer 500. */
    failNext(count = 1) {
      failures = count;
    },
    refundsAnswer(status: FakeRefund["status"]) {
      refundStatus = status;
    },
    session(id: string): FakeSession {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      return session;
    },
    /** The customer finished on Stripe's page: paid at once, or waiting for an asynchronous method. */
    complete(id: string, { paid = true }: { paid?: boolean } = {}): FakeSession {
      const session = fake.session(id);
      session.status = "complete";
      session.payment_status = paid ? "paid" : "unpaid";
      session.payment_intent ??= newId("pi");
      session.url = null;
      return session;
    },
    settle(id: string): FakeSession {
      const session = fake.session(id);
      session.payment_status = "paid";
      return session;
    },
    expire(id: string): FakeSession {
      const session = fake.session(id);
      session.status = "expired";
      session.url = null;
      return session;
    },
    /** An event as Stripe sends it, JSON-encoded. */
    event(type: string, object: unknown, id = newId("evt")): string {
      return JSON.stringify({
        id,
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        data: { object },
      });
    },
    /** The Stripe-Signature header for a payload, signed with the webhook secret (or another). */
    sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
      return signer.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_WEBHOOK_SECRET,
        ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
