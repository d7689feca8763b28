/**
 * The SMS provider behind one interface (decision 0062): Vonage's SMS API through its own SDK
 * (@vonage/sms). Its address is Vonage's unless VONAGE_API_BASE names another one (a local fake
 * that speaks the same wire format, in tests and the browser journeys). Without credentials there
 * is no provider: urgent messages leave by e-mail, and nothing pretends to deliver an SMS.
 */
import { Auth } from "@vonage/auth";
import { SMS, TypeEnum } from "@vonage/sms";
import { isGsm7 } from "../../domain/urgent-texts.ts";
import type { SmsConfig } from "../config.ts";

interface OutgoingSms {
  /** The recipient's row, given to the provider as its client reference (Vonage's `client-ref`). */
  reference: string;
  /** E.164: "+32470123456". */
  to: string;
  text: string;
}

export interface SmsProvider {
  /** Who delivers, as the admin's page names it. */
  readonly name: string;
  /** Resolves to the provider's message id once it accepted the message; rejects with its refusal. */
  send(sms: OutgoingSms): Promise<string>;
}

/** A refusal the provider gave, with its own words (Vonage's `error-text`). */
export class SmsRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SmsRefused";
  }
}

interface VonageMessage {
  status: string;
  messageId?: string;
  errorText?: string;
}

/** Vonage's statuses that say "not now" rather than "never": throttled (1), its own internal error (5). */
const TEMPORARY_STATUSES = new Set(["1", "5"]);

/**
 * What the SDK's failures carry: the API's answer, with each message's status and error text. A
 * refusal fails the SMS at once; a temporary status is a fault, tried again as a network error is.
 */
function refusalOf(error: unknown): Error {
  const response = (error as { response?: { messages?: VonageMessage[] } }).response;
  const failed = response?.messages?.find((message) => message.status !== "0");
  if (failed) {
    const words = `${failed.errorText ?? "refusé"} (statut ${failed.status})`;
    return TEMPORARY_STATUSES.has(failed.status) ? new Error(words) : new SmsRefused(words);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function vonageProvider(config: SmsConfig, options: { timeoutMs?: number } = {}): SmsProvider {
  const client = new SMS(new Auth({ apiKey: config.apiKey, apiSecret: config.apiSecret }), {
    ...(config.restHost ? { restHost: config.restHost } : {}),
    timeout: options.timeoutMs ?? 30_000,
  });
  return {
    name: "Vonage",
    async send(sms) {
      try {
        // Vonage takes the number in E.164 without its "+".
        const answer = await client.send({
          to: sms.to.replace(/^\+/, ""),
          from: config.from,
          text: sms.text,
          clientRef: sms.reference,
          type: isGsm7(sms.text) ? TypeEnum.TEXT : TypeEnum.UNICODE,
        });
        const [accepted] = answer.messages as VonageMessage[];
        if (!accepted?.messageId) throw new SmsRefused("réponse sans identifiant de message");
        return accepted.messageId;
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
