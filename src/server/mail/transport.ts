import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";

/** A sender: its address alone (MAIL_FROM as written), or a name shown before it. */
export type MailFrom = string | { name: string; address: string };

export interface MailMessage {
  id: string;
  from: MailFrom;
  to: string;
  cc: string | null;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  cid?: string;
}

export interface MailTransport {
  kind: "smtp" | "log";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * nodemailer waits minutes by default (10 for a silent socket). Every wait is bounded well below
 * the mail worker's send timeout, itself below its lease (mail/worker.ts), so a slow or stalled
 * server fails the attempt instead of outliving the claim and having the message sent twice.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/**
 * SMTP when SMTP_URL is set. Without it the message stays in the outbox table (visible on the
 * admin page) and its links are printed in the server log, so sign-up and password reset work
 * on a laptop with no mail server.
 */
export function createTransport(smtpUrl: string | undefined, log: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: "log",
      send(message) {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        log.info(
          { to: message.to, subject: message.subject, links },
          `e-mail (non envoyé, pas de SMTP_URL) : ${message.subject} → ${message.to} ${links.join(" ")}`,
        );
        return Promise.resolve();
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        cc: message.cc ?? undefined,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: message.attachments,
        // A stable id: a retried message is recognisably the same one.
        messageId: `<${message.id}@plaines>`,
      });
    },
    close: () => transporter.close(),
  };
}
