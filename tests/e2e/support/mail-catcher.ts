/**
 * The end-to-end run's mailbox: a real SMTP server the app delivers to (SMTP_URL), and a tiny
 * HTTP endpoint where the tests read what arrived. Both live in the web server's process
 * (start-server.ts), so a reused server keeps its mailbox, and both Playwright workers see the
 * same messages. Ports follow the app's: SMTP on port + 1, HTTP on port + 2.
 */
import { createServer } from "node:http";
import type { AddressObject, ParsedMail } from "mailparser";
import { startSmtpServer } from "../../support/smtp.ts";
import { mailCatcherPorts } from "./mailbox.ts";

/** A received message as the tests see it (JSON over HTTP). */
export interface CaughtMail {
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  /** Attached files (an inline QR code...), their content in base64. */
  attachments: { filename: string; contentType: string; cid: string | null; base64: string }[];
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? "").toLowerCase()).filter(Boolean),
  );
}

function simplify(mail: ParsedMail): CaughtMail {
  return {
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    subject: mail.subject ?? "",
    text: mail.text ?? "",
    html: typeof mail.html === "string" ? mail.html : "",
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? "",
      contentType: file.contentType,
      cid: file.cid ?? null,
      base64: file.content.toString("base64"),
    })),
  };
}

export async function startMailCatcher(appPort: number) {
  const ports = mailCatcherPorts(appPort);
  const smtp = await startSmtpServer(ports.smtp);

  // GET /messages?to=<address>: every message to (or copied to) that address, oldest first.
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    if (request.method !== "GET" || url.pathname !== "/messages") {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = smtp.messages.map(simplify).filter((mail) => !to || mail.to.includes(to) || mail.cc.includes(to));
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify({ mails }));
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(ports.http, "127.0.0.1", () => resolve());
  });

  return {
    smtpUrl: smtp.url,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}
