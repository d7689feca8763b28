/**
 * French e-mails, in HTML and plain text, with the association's name and footer.
 * Every value put into HTML goes through `escapeHtml`; links are built by the server only.
 */
import { SITE } from "../../domain/site.ts";

export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const FOOTER_TEXT = [
  SITE.name,
  `${SITE.address.street}, ${SITE.address.postalCode} ${SITE.address.city}, ${SITE.address.country}`,
  `${SITE.phone} · ${SITE.email}`,
].join("\n");

/** One layout for every message: a heading, paragraphs, an optional button. */
export function layout(input: { subject: string; heading: string; paragraphs: string[]; action?: { label: string; url: string }; after?: string[] }): MailContent {
  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const button = input.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(input.action.url)}" style="background:#0f766e;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><a href="${escapeHtml(input.action.url)}">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 24px;font-weight:bold;color:#0f766e">${escapeHtml(SITE.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map(paragraph).join("\n")}
${button}
${(input.after ?? []).map(paragraph).join("\n")}
</div>
<p style="font-size:12px;color:#71717a;text-align:center;line-height:1.5;margin-top:16px">${FOOTER_TEXT.split("\n").map(escapeHtml).join("<br>")}</p>
</div></body></html>`;
  const text = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.action ? [`${input.action.label} : ${input.action.url}`, ""] : []),
    ...(input.after ?? []).flatMap((p) => [p, ""]),
    "--",
    FOOTER_TEXT,
  ].join("\n");
  return { subject: input.subject, html, text };
}

export function verificationMail(firstName: string, url: string): MailContent {
  return layout({
    subject: "Confirmez votre adresse e-mail",
    heading: `Bienvenue ${firstName} !`,
    paragraphs: ["Merci d'avoir créé votre compte parent. Pour l'activer, confirmez votre adresse e-mail."],
    action: { label: "Confirmer mon adresse e-mail", url },
    after: ["Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez ce message."],
  });
}

export function resetPasswordMail(firstName: string, url: string): MailContent {
  return layout({
    subject: "Réinitialisation de votre mot de passe",
    heading: "Réinitialisation de votre mot de passe",
    paragraphs: [`Bonjour ${firstName},`, "Vous avez demandé à changer votre mot de passe. Choisissez-en un nouveau avec le bouton ci-dessous."],
    action: { label: "Choisir un nouveau mot de passe", url },
    after: ["Ce lien expire dans 1 heure et ne peut servir qu'une fois. Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé."],
  });
}

export function testMail(): MailContent {
  return layout({
    subject: "Test d'envoi d'e-mail",
    heading: "Test d'envoi d'e-mail",
    paragraphs: ["Ce message confirme que l'envoi d'e-mails du site fonctionne."],
  });
}
