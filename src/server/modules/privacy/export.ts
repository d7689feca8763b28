/**
 * The parent's copy of their data (GDPR art. 15 and 20): one ZIP with `donnees.json` (every
 * table's rows about them, machine-readable) and `resume.html` (the same, readable). A family's
 * data is a few kilobytes, so it is built in the request. Children's medical files are included
 * only when the parent asks (they travel in a file that may be forwarded or left on a shared
 * computer), and each such export is recorded in the medical access log.
 */
import { asc, desc, eq, inArray, or } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { formatDateTimeFr } from "../../../domain/date-time.ts";
import { formatDateFr } from "../../../domain/dates.ts";
import { formatEuros } from "../../../domain/money.ts";
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS, registrationReference } from "../../../domain/registration.ts";
import { SITE } from "../../../domain/site.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import {
  activities,
  bankMovements,
  children,
  emailOutbox,
  medicalAccessLog,
  medicalConsents,
  payments,
  profiles,
  registrations,
  sessions,
  users,
} from "../../db/schema.ts";
import { openNationalNumber } from "../../crypto/sealed-fields.ts";
import { openMedicalFile } from "../children/medical-file.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Everything the site keeps about one parent, as plain data. */
export async function collectPersonalData(db: Db, cipher: FieldCipher, userId: string, withMedical: boolean, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const childRows = await db.select().from(children).where(eq(children.parentId, userId)).orderBy(asc(children.createdAt));
  const childIds = childRows.map((child) => child.id);
  const consentRows = childIds.length
    ? await db.select().from(medicalConsents).where(inArray(medicalConsents.childId, childIds)).orderBy(asc(medicalConsents.createdAt))
    : [];
  const accessRows = childIds.length
    ? await db.select().from(medicalAccessLog).where(inArray(medicalAccessLog.childId, childIds)).orderBy(asc(medicalAccessLog.createdAt))
    : [];
  const registrationRows = await db
    .select({
      registration: registrations,
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
    })
    .from(registrations)
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(registrations.parentId, userId))
    .orderBy(asc(registrations.createdAt));
  const paymentRows = await db
    .select({ payment: payments, title: activities.title })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .where(eq(payments.parentId, userId))
    .orderBy(asc(payments.createdAt));
  const paymentIds = paymentRows.map(({ payment }) => payment.id);
  // The bank's credits of those payments: they name the payer and their account.
  const creditRows = paymentIds.length
    ? await db.select().from(bankMovements).where(inArray(bankMovements.paymentId, paymentIds)).orderBy(asc(bankMovements.valueDate))
    : [];
  const mailRows = await db
    .select()
    .from(emailOutbox)
    .where(or(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.ccAddress, user.email)))
    .orderBy(asc(emailOutbox.createdAt));
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  const childName = new Map(childRows.map((child) => [child.id, `${child.firstName} ${child.lastName}`]));

  return {
    generatedAt: now.toISOString(),
    controller: { name: SITE.name, email: SITE.email },
    medicalIncluded: withMedical,
    account: { email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: iso(user.createdAt) },
    profile: profile
      ? {
          firstName: profile.firstName,
          lastName: profile.lastName,
          role: profile.role,
          phone: profile.phone,
          nationalNumber: openNationalNumber(cipher, userId, profile.nationalNumber),
          address: {
            street: profile.addressStreet,
            postalCode: profile.addressPostalCode,
            city: profile.addressCity,
            country: profile.addressCountry,
          },
        }
      : null,
    children: childRows.map((child) => ({
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      birthDate: child.birthDate,
      hasMedicalInfo: child.hasMedicalInfo,
      ...(withMedical ? { medicalFile: openMedicalFile(cipher, child) } : {}),
      createdAt: iso(child.createdAt),
      updatedAt: iso(child.updatedAt),
    })),
    consents: consentRows.map((consent) => ({
      child: childName.get(consent.childId) ?? null,
      action: consent.action,
      version: consent.version,
      at: iso(consent.createdAt),
      accountEmail: consent.accountEmail,
    })),
    medicalAccess: accessRows.map((entry) => ({ child: childName.get(entry.childId) ?? null, kind: entry.kind, at: iso(entry.createdAt) })),
    registrations: registrationRows.map(({ registration, activity }) => ({
      reference: registrationReference(registration.id),
      plaine: activity.title,
      startDate: activity.startDate,
      endDate: activity.endDate,
      child: childName.get(registration.childId) ?? null,
      status: registration.status,
      createdAt: iso(registration.createdAt),
    })),
    payments: paymentRows.map(({ payment, title }) => ({
      plaine: title,
      method: payment.method,
      status: payment.status,
      amountCents: payment.amountCents,
      structuredCommunication: payment.structuredCommunication,
      paidAt: iso(payment.paidAt),
      createdAt: iso(payment.createdAt),
    })),
    bankCredits: creditRows.map((credit) => ({
      valueDate: credit.valueDate,
      amountCents: credit.amountCents,
      payerName: credit.counterpartyName,
      payerAccount: credit.counterpartyAccount,
      communication: credit.structuredCommunication ?? credit.freeCommunication,
      refundCents: credit.refundCents,
    })),
    emails: mailRows.map((mail) => ({
      kind: mail.kind,
      to: mail.toAddress,
      subject: mail.subject,
      status: mail.status,
      text: mail.text,
      createdAt: iso(mail.createdAt),
      sentAt: iso(mail.sentAt),
    })),
    signIns: sessionRows.map((session) => ({
      at: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

const escapeHtml = (text: string | number | boolean | null | undefined) =>
  String(text ?? "—").replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function table(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  if (rows.length === 0) return "<p>Aucune donnée.</p>";
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join("");
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("\n");
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const when = (value: string | null) => (value ? formatDateTimeFr(value) : null);

/** The readable summary: the same data as the JSON, in French, printable. */
function personalDataHtml(data: PersonalData): string {
  const address = data.profile?.address;
  const sections = [
    `<h2>Compte</h2>${table(
      ["Adresse e-mail", "Nom", "Prénom", "Téléphone", "Adresse", "N° de registre national", "Créé le"],
      [
        [
          data.account.email,
          data.profile?.lastName,
          data.profile?.firstName,
          data.profile?.phone,
          address ? [address.street, address.postalCode, address.city, address.country].filter(Boolean).join(", ") : null,
          data.profile?.nationalNumber,
          when(data.account.createdAt),
        ],
      ],
    )}`,
    `<h2>Enfants</h2>${table(
      data.medicalIncluded
        ? [
            "Prénom",
            "Nom",
            "Date de naissance",
            "Allergies",
            "Problèmes de santé",
            "Médicaments",
            "Médecin",
            "Informations complémentaires",
          ]
        : ["Prénom", "Nom", "Date de naissance", "Informations médicales"],
      data.children.map((child) =>
        child.medicalFile
          ? [
              child.firstName,
              child.lastName,
              formatDateFr(child.birthDate),
              child.medicalFile.allergies,
              child.medicalFile.medicalConditions,
              child.medicalFile.medications,
              child.medicalFile.doctorContact,
              child.medicalFile.additionalInfo,
            ]
          : [
              child.firstName,
              child.lastName,
              formatDateFr(child.birthDate),
              child.hasMedicalInfo ? "Renseignées (non incluses)" : "Aucune",
            ],
      ),
    )}`,
    `<h2>Consentements médicaux</h2>${table(
      ["Enfant", "Action", "Version du texte", "Date", "Compte"],
      data.consents.map((consent) => [
        consent.child,
        consent.action === "given" ? "Donné" : "Retiré",
        consent.version,
        when(consent.at),
        consent.accountEmail,
      ]),
    )}`,
    `<h2>Consultations des informations médicales</h2>${table(
      ["Enfant", "Par", "Date"],
      data.medicalAccess.map((entry) => [entry.child, entry.kind === "parent-export" ? "Vous (export)" : "Administrateur", when(entry.at)]),
    )}`,
    `<h2>Inscriptions</h2>${table(
      ["Référence", "Plaine", "Dates", "Enfant", "Statut"],
      data.registrations.map((registration) => [
        registration.reference,
        registration.plaine,
        `${formatDateFr(registration.startDate)} – ${formatDateFr(registration.endDate)}`,
        registration.child,
        REGISTRATION_STATUS_LABELS[registration.status],
      ]),
    )}`,
    `<h2>Paiements</h2>${table(
      ["Plaine", "Montant", "Statut", "Communication structurée", "Payé le"],
      data.payments.map((payment) => [
        payment.plaine,
        formatEuros(payment.amountCents),
        PAYMENT_STATUS_LABELS[payment.status],
        payment.structuredCommunication ? formatStructuredCommunication(payment.structuredCommunication) : null,
        when(payment.paidAt),
      ]),
    )}`,
    `<h2>Virements reçus</h2>${table(
      ["Date", "Montant", "Donneur d'ordre", "Compte", "Communication"],
      data.bankCredits.map((credit) => [
        formatDateFr(credit.valueDate),
        formatEuros(credit.amountCents),
        credit.payerName,
        credit.payerAccount,
        credit.communication,
      ]),
    )}`,
    `<h2>E-mails envoyés</h2>${table(
      ["Date", "Objet", "État"],
      data.emails.map((mail) => [when(mail.sentAt ?? mail.createdAt), mail.subject, mail.status]),
    )}`,
    `<h2>Connexions</h2>${table(
      ["Date", "Adresse IP", "Navigateur"],
      data.signIns.map((session) => [when(session.at), session.ipAddress, session.userAgent]),
    )}`,
  ];
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Vos données — ${escapeHtml(data.controller.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1e293b}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top}th{background:#f1f5f9}</style>
</head><body>
<h1>Vos données chez ${escapeHtml(data.controller.name)}</h1>
<p>Export du ${escapeHtml(when(data.generatedAt))}. Le fichier <code>donnees.json</code> contient les mêmes données dans un format lisible par un programme. Questions : ${escapeHtml(data.controller.email)}.</p>
${sections.join("\n")}
</body></html>
`;
}

/** The ZIP the parent downloads. */
export function personalDataZip(data: PersonalData): Uint8Array {
  return zipSync({
    "donnees.json": strToU8(JSON.stringify(data, null, 2)),
    "resume.html": strToU8(personalDataHtml(data)),
  });
}
