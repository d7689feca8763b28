/**
 * The parent's copy of their data (GDPR art. 15 and 20): one ZIP with `donnees.json` (every
 * table's rows about them, machine-readable) and `resume.html` (the same, readable). A family's
 * data is a few kilobytes, so it is built in the request. Children's medical files are included
 * only when the parent asks (they travel in a file that may be forwarded or left on a shared
 * computer), and each such export is recorded in the medical access log; the rest of the fiche
 * (people to call and to pick up, photo consent...) always is.
 *
 * Which table's rows go where is checked against the database's own catalogue
 * (tests/integration/privacy/export.test.ts): a table that points at a parent or a child is
 * either exported here or listed there with the reason it is not.
 */
import { and, asc, desc, eq, inArray, isNull, or } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { formatDateTimeFr } from "../../../domain/date-time.ts";
import { brusselsToday, formatDateFr } from "../../../domain/dates.ts";
import { formatEuros } from "../../../domain/money.ts";
import { PAYMENT_STATUS_LABELS, REGISTRATION_STATUS_LABELS, registrationReference } from "../../../domain/registration.ts";
import {
  CARE_AUTHORISATION_LABEL,
  type ContactPerson,
  PHOTO_CONSENT_LABELS,
  SWIMMING_LABELS,
  TETANUS_LABELS,
} from "../../../domain/health-form.ts";
import { ATTENDANCE_STATUS_LABELS, CHECK_IN_ACTION_LABELS } from "../../../domain/plaine/attendance.ts";
import { INACTIVITY_GRACE_DAYS } from "../../../domain/privacy.ts";
import { WAITLIST_STATUS_LABELS } from "../../../domain/waitlist.ts";
import { TARIFF_CLAIM_STATUS_LABELS } from "../../../domain/tariffs.ts";
import { PAYER_SHARE_STATUS_LABELS } from "../../../domain/payers.ts";
import { PARENT_SHARE_STATUS_LABELS } from "../../../domain/child-family.ts";
import { receiptNumberLabel } from "../../../domain/receipts.ts";
import { invoiceNumberLabel, invoiceTitle } from "../../../domain/invoices.ts";
import { formatStructuredCommunication } from "../../../domain/structured-communication.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import type { Db } from "../../db/client.ts";
import {
  activities,
  attendance,
  attendanceTaps,
  bankMovements,
  cardRefunds,
  childcareCertificates,
  childGroupMoves,
  children,
  emailOutbox,
  inactivityWarnings,
  medicalAccessLog,
  medicalConsents,
  payerShares,
  paymentReceipts,
  invoices,
  payments,
  profiles,
  refunds,
  registrations,
  sessions,
  tariffCategories,
  tariffClaims,
  users,
  waitlistEntries,
  waitlistEntryChildren,
  staffAssignments,
  staffAvailabilities,
  volunteerAllowancePeople,
  staffPresences,
  staffRolePlaines,
  staffQualifications,
  staffRoles,
} from "../../db/schema.ts";
import { STAFF_ROLE_LABELS, type StaffRole } from "../../../domain/contracts/staff.ts";
import { QUALIFICATION_LABELS } from "../../../domain/staff/qualifications.ts";
import { certificateContentContext, openChildNationalNumber, openNationalNumber } from "../../crypto/sealed-fields.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { type MedicalFile, openMedicalFile } from "../children/index.ts";
import type { ChildcareCertificateContent } from "../certificates/index.ts";
import { parentMessages } from "../messages/index.ts";
import { joinSharePayer, sharePayerColumns } from "../payments/index.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;
const DAY = 24 * 60 * 60_000;

/**
 * The fiche's fields that are not medical (decision 0022's consent covers the others): who to
 * call, who may pick the child up, photos, swimming... Always in the export; the medical file,
 * which holds them too, only when asked.
 */
function careSheet(file: MedicalFile) {
  return {
    emergencyContacts: file.emergencyContacts,
    pickupPersons: file.pickupPersons,
    photoConsent: file.photoConsent,
    careAuthorisation: file.careAuthorisation,
    swimming: file.swimming,
    wearsGlasses: file.wearsGlasses,
    wearsHearingAid: file.wearsHearingAid,
    additionalInfo: file.additionalInfo,
  };
}

/** The children's files the parent created, and those another parent shares with them (decision 0058), with their medical consents and who read them. */
async function childRecords(db: Db, userId: string) {
  const childRows = await db
    .select()
    .from(children)
    .where(or(eq(children.parentId, userId), eq(children.secondParentId, userId)))
    .orderBy(asc(children.createdAt));
  const childIds = childRows.map((child) => child.id);
  const consentRows = childIds.length
    ? await db.select().from(medicalConsents).where(inArray(medicalConsents.childId, childIds)).orderBy(asc(medicalConsents.createdAt))
    : [];
  const accessRows = childIds.length
    ? await db.select().from(medicalAccessLog).where(inArray(medicalAccessLog.childId, childIds)).orderBy(asc(medicalAccessLog.createdAt))
    : [];
  return { childRows, childIds, consentRows, accessRows };
}

/** The parent's registrations, what organisations took of their prices, and the tariffs claimed for them. */
async function registrationRecords(db: Db, userId: string) {
  const registrationRows = await db
    .select({
      registration: registrations,
      activity: { title: activities.title, startDate: activities.startDate, endDate: activities.endDate },
    })
    .from(registrations)
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(registrations.parentId, userId))
    .orderBy(asc(registrations.createdAt));
  // What organisations took of the children's prices (decision 0056): by registration.
  const shareRows = await joinSharePayer(db.select({ share: payerShares, payer: sharePayerColumns.payerName }).from(payerShares).$dynamic())
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .where(eq(registrations.parentId, userId))
    .orderBy(asc(payerShares.createdAt));
  // The tariffs claimed for the children: the declaration, the proof's name, the decision.
  const claimRows = await db
    .select({ claim: tariffClaims, category: tariffCategories.name, title: activities.title, childId: registrations.childId })
    .from(tariffClaims)
    .innerJoin(registrations, eq(registrations.id, tariffClaims.registrationId))
    .innerJoin(tariffCategories, eq(tariffCategories.id, tariffClaims.categoryId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .where(eq(registrations.parentId, userId))
    .orderBy(asc(tariffClaims.declaredAt));
  return { registrationRows, shareRows, claimRows };
}

/** The parent's own parts of registrations the child's other parent made (decision 0058), and their receipts. */
async function parentPartRecords(db: Db, userId: string) {
  const partRows = await db
    .select({
      share: payerShares,
      title: activities.title,
      child: { firstName: children.firstName, lastName: children.lastName },
    })
    .from(payerShares)
    .innerJoin(registrations, eq(registrations.id, payerShares.registrationId))
    .innerJoin(activities, eq(activities.id, registrations.activityId))
    .innerJoin(children, eq(children.id, registrations.childId))
    .where(eq(payerShares.parentId, userId))
    .orderBy(asc(payerShares.createdAt));
  // Their receipts: the money the parent paid for their parts.
  const partReceiptRows = partRows.length
    ? await db
        .select()
        .from(paymentReceipts)
        .where(
          inArray(
            paymentReceipts.payerShareId,
            partRows.map(({ share }) => share.id),
          ),
        )
        .orderBy(asc(paymentReceipts.year), asc(paymentReceipts.number))
    : [];
  return { partRows, partReceiptRows };
}

/** The parent's payments with their receipts, invoices and card refunds; the bank's credits of them and the refunds sent back. */
async function paymentRecords(db: Db, userId: string) {
  const paymentRows = await db
    .select({ payment: payments, title: activities.title })
    .from(payments)
    .innerJoin(activities, eq(activities.id, payments.activityId))
    .where(eq(payments.parentId, userId))
    .orderBy(asc(payments.createdAt));
  const paymentIds = paymentRows.map(({ payment }) => payment.id);
  // The numbered receipts of the money received for those payments, and what a card gave back.
  const receiptRows = paymentIds.length
    ? await db
        .select()
        .from(paymentReceipts)
        .where(inArray(paymentReceipts.paymentId, paymentIds))
        .orderBy(asc(paymentReceipts.year), asc(paymentReceipts.number))
    : [];
  // Their invoices and credit notes (decision 0057), each as it was issued.
  const invoiceRows = paymentIds.length
    ? await db
        .select()
        .from(invoices)
        .where(inArray(invoices.paymentId, paymentIds))
        .orderBy(asc(invoices.issuedAt), asc(invoices.kind), asc(invoices.number))
    : [];
  const cardRefundRows = paymentIds.length
    ? await db.select().from(cardRefunds).where(inArray(cardRefunds.paymentId, paymentIds)).orderBy(asc(cardRefunds.createdAt))
    : [];
  // The bank's credits of those payments: they name the payer and their account.
  const creditRows = paymentIds.length
    ? await db.select().from(bankMovements).where(inArray(bankMovements.paymentId, paymentIds)).orderBy(asc(bankMovements.valueDate))
    : [];
  // The refunds sent back on those credits by SEPA file: to which account, when, whether the bank carried them out.
  const refundRows = creditRows.length
    ? await db
        .select({
          bankMovementId: refunds.bankMovementId,
          amountCents: refunds.amountCents,
          creditorIban: refunds.creditorIban,
          sentAt: refunds.createdAt,
          paidAt: refunds.paidAt,
        })
        .from(refunds)
        .where(
          inArray(
            refunds.bankMovementId,
            creditRows.map((credit) => credit.id),
          ),
        )
        .orderBy(asc(refunds.createdAt))
    : [];
  return { paymentRows, receiptRows, invoiceRows, cardRefundRows, creditRows, refundRows };
}

/** The parent's entries on waiting lists, and the children each one is for. */
async function waitingListRecords(db: Db, userId: string) {
  const waitRows = await db
    .select({ entry: waitlistEntries, title: activities.title, startDate: activities.startDate, endDate: activities.endDate })
    .from(waitlistEntries)
    .innerJoin(activities, eq(activities.id, waitlistEntries.activityId))
    .where(eq(waitlistEntries.parentId, userId))
    .orderBy(asc(waitlistEntries.createdAt));
  const entryIds = waitRows.map(({ entry }) => entry.id);
  const waitChildRows = entryIds.length
    ? await db.select().from(waitlistEntryChildren).where(inArray(waitlistEntryChildren.entryId, entryIds))
    : [];
  return { waitRows, waitChildRows };
}

/** What the plaines recorded about the children on the ground: each day, each tap, each move of group. */
async function groundRecords(db: Db, childIds: string[]) {
  const ofChildren = <T>(rows: (childIds: string[]) => Promise<T[]>) => (childIds.length ? rows(childIds) : Promise.resolve([]));
  const attendanceRows = await ofChildren((ids) =>
    db
      .select({ row: attendance, title: activities.title })
      .from(attendance)
      .innerJoin(activities, eq(activities.id, attendance.activityId))
      .where(inArray(attendance.childId, ids))
      .orderBy(asc(attendance.date), asc(attendance.createdAt)),
  );
  const tapRows = await ofChildren((ids) =>
    db
      .select({ tap: attendanceTaps, title: activities.title })
      .from(attendanceTaps)
      .innerJoin(activities, eq(activities.id, attendanceTaps.activityId))
      .where(inArray(attendanceTaps.childId, ids))
      .orderBy(asc(attendanceTaps.tappedAt)),
  );
  const moveRows = await ofChildren((ids) =>
    db
      .select({ move: childGroupMoves, title: activities.title })
      .from(childGroupMoves)
      .innerJoin(activities, eq(activities.id, childGroupMoves.activityId))
      .where(inArray(childGroupMoves.childId, ids))
      .orderBy(asc(childGroupMoves.updatedAt)),
  );
  return { attendanceRows, tapRows, moveRows };
}

type ChildNames = Map<string, string>;

/** The parent's profile, their national register number opened. */
function profileSection(cipher: FieldCipher, userId: string, profile: typeof profiles.$inferSelect | undefined) {
  return profile
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
    : null;
}

/** The children's files: always the fiche, the medical file only when asked. */
function childrenSection(cipher: FieldCipher, childRows: (typeof children.$inferSelect)[], withMedical: boolean) {
  return childRows.map((child) => {
    const file = openMedicalFile(cipher, child);
    return {
      id: child.id,
      firstName: child.firstName,
      lastName: child.lastName,
      birthDate: child.birthDate,
      nationalNumber: openChildNationalNumber(cipher, child.id, child.nationalNumber),
      careSheet: careSheet(file),
      hasMedicalInfo: child.hasMedicalInfo,
      ...(withMedical ? { medicalFile: file } : {}),
      createdAt: iso(child.createdAt),
      updatedAt: iso(child.updatedAt),
    };
  });
}

/** The registrations with the organisations' shares of each, and the tariffs claimed. */
function registrationSections(
  { registrationRows, shareRows, claimRows }: Awaited<ReturnType<typeof registrationRecords>>,
  childName: ChildNames,
) {
  return {
    registrations: registrationRows.map(({ registration, activity }) => ({
      reference: registrationReference(registration.id),
      plaine: activity.title,
      startDate: activity.startDate,
      endDate: activity.endDate,
      child: childName.get(registration.childId) ?? null,
      status: registration.status,
      createdAt: iso(registration.createdAt),
      payerShares: shareRows
        .filter(({ share }) => share.registrationId === registration.id)
        .map(({ share, payer }) => ({
          organisation: payer,
          amountCents: share.amountCents,
          receivedCents: share.receivedCents,
          status: share.status,
        })),
    })),
    tariffClaims: claimRows.map(({ claim, category, title, childId }) => ({
      plaine: title,
      child: childName.get(childId) ?? null,
      tariff: category,
      tariffPriceCents: claim.tariffPriceCents,
      declaredAt: iso(claim.declaredAt),
      // The proof as it was sent is not copied here: its name, and whether it is still kept.
      proofFileName: claim.proofFileName,
      proofKept: claim.proofKey !== null,
      proofDeletedAt: iso(claim.proofDeletedAt),
      status: claim.status,
      decidedAt: iso(claim.decidedAt),
      refusalReason: claim.refusalReason,
    })),
  };
}

/** The payments with their receipts, invoices and card refunds. */
function paymentsSection({ paymentRows, receiptRows, invoiceRows, cardRefundRows }: Awaited<ReturnType<typeof paymentRecords>>) {
  return paymentRows.map(({ payment, title }) => ({
    plaine: title,
    method: payment.method,
    status: payment.status,
    amountCents: payment.amountCents,
    structuredCommunication: payment.structuredCommunication,
    paidAt: iso(payment.paidAt),
    createdAt: iso(payment.createdAt),
    receipts: receiptRows
      .filter((receipt) => receipt.paymentId === payment.id)
      .map((receipt) => ({
        number: receiptNumberLabel(receipt.year, receipt.number),
        amountCents: receipt.amountCents,
        receivedOn: receipt.receivedOn,
      })),
    invoices: invoiceRows
      .filter((invoice) => invoice.paymentId === payment.id)
      .map((invoice) => ({
        kind: invoice.kind,
        number: invoiceNumberLabel(invoice.year, invoice.number),
        amountCents: invoice.amountCents,
        issuedAt: iso(invoice.issuedAt),
        says: invoice.snapshot,
      })),
    cardRefunds: cardRefundRows
      .filter((refund) => refund.paymentId === payment.id)
      .map((refund) => ({ amountCents: refund.amountCents, at: iso(refund.createdAt) })),
  }));
}

/** The parent's parts of the other parent's registrations, with their receipts. */
function parentPartsSection({ partRows, partReceiptRows }: Awaited<ReturnType<typeof parentPartRecords>>) {
  return partRows.map(({ share, title, child }) => ({
    reference: registrationReference(share.registrationId),
    plaine: title,
    child: `${child.firstName} ${child.lastName}`,
    amountCents: share.amountCents,
    receivedCents: share.receivedCents,
    status: share.status,
    dueDate: share.dueDate,
    structuredCommunication: share.structuredCommunication,
    receipts: partReceiptRows
      .filter((receipt) => receipt.payerShareId === share.id)
      .map((receipt) => ({
        number: receiptNumberLabel(receipt.year, receipt.number),
        amountCents: receipt.amountCents,
        receivedOn: receipt.receivedOn,
      })),
  }));
}

/** The bank's credits, with the refunds sent back on each. */
function bankCreditsSection({ creditRows, refundRows }: Awaited<ReturnType<typeof paymentRecords>>) {
  return creditRows.map((credit) => ({
    valueDate: credit.valueDate,
    amountCents: credit.amountCents,
    payerName: credit.counterpartyName,
    payerAccount: credit.counterpartyAccount,
    communication: credit.structuredCommunication ?? credit.freeCommunication,
    refundCents: credit.refundCents,
    refundsSent: refundRows
      .filter((refund) => refund.bankMovementId === credit.id)
      .map((refund) => ({
        amountCents: refund.amountCents,
        account: refund.creditorIban,
        sentAt: iso(refund.sentAt),
        paidAt: iso(refund.paidAt),
      })),
  }));
}

/** The waiting-list entries, each with the children it is for. */
function waitingListSection({ waitRows, waitChildRows }: Awaited<ReturnType<typeof waitingListRecords>>, childName: ChildNames) {
  return waitRows.map(({ entry, title, startDate, endDate }) => ({
    plaine: title,
    startDate,
    endDate,
    children: waitChildRows
      .filter((row) => row.entryId === entry.id)
      .map((row) => childName.get(row.childId) ?? null)
      .sort(),
    position: entry.position,
    status: entry.status,
    offerPlaces: entry.offerPlaces,
    offeredAt: iso(entry.offeredAt),
    offerExpiresAt: iso(entry.offerExpiresAt),
    offerCount: entry.offerCount,
    createdAt: iso(entry.createdAt),
    updatedAt: iso(entry.updatedAt),
  }));
}

/** The days, taps and moves of group recorded on the ground. */
function groundSections({ attendanceRows, tapRows, moveRows }: Awaited<ReturnType<typeof groundRecords>>, childName: ChildNames) {
  return {
    attendance: attendanceRows.map(({ row, title }) => ({
      plaine: title,
      child: childName.get(row.childId) ?? null,
      date: row.date,
      status: row.status,
      arrivedAt: iso(row.arrivedAt),
      leftAt: iso(row.leftAt),
    })),
    checkInTaps: tapRows.map(({ tap, title }) => ({
      plaine: title,
      child: childName.get(tap.childId) ?? null,
      date: tap.date,
      action: tap.action,
      tappedAt: iso(tap.tappedAt),
    })),
    groupMoves: moveRows.map(({ move, title }) => ({
      plaine: title,
      child: childName.get(move.childId) ?? null,
      group: move.groupName,
      at: iso(move.updatedAt),
    })),
  };
}

/** The tax certificates issued to the parent. */
function taxCertificatesSection(
  cipher: FieldCipher,
  certificateRows: (typeof childcareCertificates.$inferSelect)[],
  childName: ChildNames,
) {
  return certificateRows.map((certificate) => ({
    year: certificate.year,
    sequence: certificate.sequence,
    sheet: certificate.sheet + 1,
    version: certificate.version,
    child: childName.get(certificate.childId ?? "") ?? null,
    issuedAt: iso(certificate.issuedAt),
    correctedAt: iso(certificate.correctedAt),
    // What the certificate said when last issued, as it was sent to the tax administration.
    content: JSON.parse(cipher.open(certificate.content, certificateContentContext(certificate.id))) as ChildcareCertificateContent,
  }));
}

/** The person's roles in the team of the plaines (decision 0063), with their plaines, and their places in the plans. */
/** The person's roles in the team: those accepted by the account, and invitations to its address not (yet) accepted. */
async function teamRecords(db: Db, userId: string, email: string) {
  const roleRows = await db
    .select({ role: staffRoles, plaine: activities.title })
    .from(staffRoles)
    .innerJoin(staffRolePlaines, eq(staffRolePlaines.staffRoleId, staffRoles.id))
    .innerJoin(activities, eq(activities.id, staffRolePlaines.activityId))
    .where(or(eq(staffRoles.profileId, userId), and(isNull(staffRoles.profileId), eq(staffRoles.email, email))))
    .orderBy(asc(staffRoles.createdAt), asc(activities.title));
  const roles = new Map<
    string,
    { role: StaffRole; plaines: string[]; invitedAt: string | null; acceptedAt: string | null; revokedAt: string | null }
  >();
  for (const { role, plaine } of roleRows) {
    const entry = roles.get(role.id) ?? {
      role: role.role,
      plaines: [],
      invitedAt: iso(role.createdAt),
      acceptedAt: iso(role.acceptedAt),
      revokedAt: iso(role.revokedAt),
    };
    entry.plaines.push(plaine);
    roles.set(role.id, entry);
  }
  const plan = await db
    .select({ plaine: activities.title, date: staffAssignments.date, group: staffAssignments.groupName })
    .from(staffAssignments)
    .innerJoin(activities, eq(activities.id, staffAssignments.activityId))
    .where(eq(staffAssignments.profileId, userId))
    .orderBy(asc(staffAssignments.date), asc(activities.title));
  // The qualifications and the names of their proofs (decision 0065); the person opens the proofs themselves in 'Mon équipe'.
  const qualifications = await db
    .select()
    .from(staffQualifications)
    .where(eq(staffQualifications.profileId, userId))
    .orderBy(asc(staffQualifications.obtainedOn));
  // The days the person was checked in on a plaine's check-in (arrival and departure).
  const presence = await db
    .select({ plaine: activities.title, date: staffPresences.date, arrivedAt: staffPresences.arrivedAt, leftAt: staffPresences.leftAt })
    .from(staffPresences)
    .innerJoin(activities, eq(activities.id, staffPresences.activityId))
    .where(eq(staffPresences.profileId, userId))
    .orderBy(asc(staffPresences.date), asc(activities.title));
  // The days the person said they are available on a plaine of theirs.
  const availability = await db
    .select({ plaine: activities.title, date: staffAvailabilities.date })
    .from(staffAvailabilities)
    .innerJoin(activities, eq(activities.id, staffAvailabilities.activityId))
    .where(eq(staffAvailabilities.profileId, userId))
    .orderBy(asc(staffAvailabilities.date), asc(activities.title));
  // The person's own allowance per day worked as a volunteer, when one is set (decision 0066).
  const [allowance] = await db
    .select({ cents: volunteerAllowancePeople.cents })
    .from(volunteerAllowancePeople)
    .where(eq(volunteerAllowancePeople.profileId, userId));
  return {
    teamRoles: [...roles.values()],
    teamPlan: plan,
    teamQualifications: qualifications.map((row) => ({
      kind: QUALIFICATION_LABELS[row.kind],
      obtainedOn: row.obtainedOn,
      issuer: row.issuer,
      expiresOn: row.expiresOn,
      proof: row.fileName,
      addedAt: iso(row.createdAt),
    })),
    teamPresence: presence.map((row) => ({ ...row, arrivedAt: iso(row.arrivedAt), leftAt: iso(row.leftAt) })),
    teamAvailability: availability,
    teamAllowancePerDayCents: allowance?.cents ?? null,
  };
}

/** The e-mails sent to the parent's address (or copied to it), oldest first. */
function mailRecords(db: Db, email: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(or(eq(emailOutbox.toAddress, email), eq(emailOutbox.ccAddress, email)))
    .orderBy(asc(emailOutbox.createdAt));
}

function emailsSection(mailRows: Awaited<ReturnType<typeof mailRecords>>) {
  return mailRows.map((mail) => ({
    kind: mail.kind,
    to: mail.toAddress,
    subject: mail.subject,
    status: mail.status,
    text: mail.text,
    createdAt: iso(mail.createdAt),
    sentAt: iso(mail.sentAt),
  }));
}

/** Everything the site keeps about one parent, as plain data. */
export async function collectPersonalData(db: Db, cipher: FieldCipher, userId: string, withMedical: boolean, now = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  const { childRows, childIds, consentRows, accessRows } = await childRecords(db, userId);
  const registered = await registrationRecords(db, userId);
  const parts = await parentPartRecords(db, userId);
  const paid = await paymentRecords(db, userId);
  const mailRows = await mailRecords(db, user.email);
  const messageRows = await parentMessages(db, userId);
  const sessionRows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt));
  const waiting = await waitingListRecords(db, userId);
  const ground = await groundRecords(db, childIds);
  const [warning] = await db.select().from(inactivityWarnings).where(eq(inactivityWarnings.userId, userId));
  // The tax certificates issued to the parent, its debtor (the one who paid for their children):
  // each names its debtor with their national register number, so another debtor's stay theirs.
  const certificateRows = await db
    .select()
    .from(childcareCertificates)
    .where(eq(childcareCertificates.debtorId, userId))
    .orderBy(asc(childcareCertificates.year), asc(childcareCertificates.sequence));
  const childName = new Map(childRows.map((child) => [child.id, `${child.firstName} ${child.lastName}`]));
  const association = await loadPublicAssociation(db);

  return {
    generatedAt: now.toISOString(),
    controller: { name: association.name, email: association.email ?? "" },
    medicalIncluded: withMedical,
    account: { email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: iso(user.createdAt) },
    profile: profileSection(cipher, userId, profile),
    children: childrenSection(cipher, childRows, withMedical),
    consents: consentRows.map((consent) => ({
      child: childName.get(consent.childId) ?? null,
      action: consent.action,
      version: consent.version,
      at: iso(consent.createdAt),
      accountEmail: consent.accountEmail,
    })),
    medicalAccess: accessRows.map((entry) => ({ child: childName.get(entry.childId) ?? null, kind: entry.kind, at: iso(entry.createdAt) })),
    ...registrationSections(registered, childName),
    payments: paymentsSection(paid),
    parentParts: parentPartsSection(parts),
    bankCredits: bankCreditsSection(paid),
    emails: emailsSection(mailRows),
    // 'Messages': what the association wrote to the family, as merged for it (decision 0061).
    familyMessages: messageRows.map((message) => ({
      sentAt: message.sentAt,
      plaine: message.activityTitle,
      subject: message.subject,
      body: message.body,
      readAt: message.readAt,
      // The files sent with it, by name: the association's documents, opened from 'Messages'.
      attachments: message.attachments.map((file) => file.fileName),
    })),
    signIns: sessionRows.map((session) => ({
      at: iso(session.createdAt),
      expiresAt: iso(session.expiresAt),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    waitingList: waitingListSection(waiting, childName),
    ...groundSections(ground, childName),
    inactivityWarning: warning
      ? // The day the e-mail announced; a sign-in since then cancels it.
        { warnedAt: iso(warning.warnedAt), erasureOn: brusselsToday(new Date(warning.warnedAt.getTime() + INACTIVITY_GRACE_DAYS * DAY)) }
      : null,
    taxCertificates: taxCertificatesSection(cipher, certificateRows, childName),
    ...(await teamRecords(db, userId, user.email)),
  };
}

export type PersonalData = Awaited<ReturnType<typeof collectPersonalData>>;

const escapeHtml = (text: string | number | boolean | null | undefined) =>
  String(text ?? "—").replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A table; each cell also carries its column's name, which a phone shows before it when the rows stack. */
function table(headers: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  if (rows.length === 0) return "<p>Aucune donnée.</p>";
  const head = headers.map((header) => `<th scope="col">${escapeHtml(header)}</th>`).join("");
  const body = rows
    .map(
      (row) => `<tr>${row.map((cell, index) => `<td data-label="${escapeHtml(headers[index])}">${escapeHtml(cell)}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<div class="table-box"><table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table></div>`;
}

/**
 * The summary's page style: readable width on a computer, where a table too wide for a narrow
 * window scrolls in its own box; on a phone or a small tablet (48rem and less) each row of a table
 * becomes a card of "column: value" lines, so nine columns never run off the screen. Long words
 * (an e-mail address, a browser's name) break rather than widen the page.
 */
const SUMMARY_STYLE = [
  "body{font-family:system-ui,sans-serif;max-width:72rem;margin:0 auto;padding:1.5rem;color:#1e293b;line-height:1.45;overflow-wrap:break-word}",
  "h1{font-size:1.6rem;line-height:1.25}h2{font-size:1.2rem;margin-top:2rem}",
  ".table-box{overflow-x:auto;margin-bottom:1.5rem}",
  "table{border-collapse:collapse;width:100%}",
  "th,td{border:1px solid #cbd5e1;padding:.4rem;text-align:left;vertical-align:top}th{background:#f1f5f9}",
  "@media (max-width:48rem){",
  "body{padding:1rem;overflow-wrap:anywhere}",
  "thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}",
  "table,tbody,tr,td{display:block}",
  "tr{border:1px solid #cbd5e1;border-radius:.5rem;margin-bottom:.75rem;padding:.25rem .75rem}",
  "td{border:0;border-bottom:1px solid #e2e8f0;padding:.4rem 0;display:grid;grid-template-columns:minmax(8.5rem,40%) minmax(0,1fr);gap:.75rem}",
  "td:last-child{border-bottom:0}",
  // A column's name wraps between its words, never inside one.
  "td::before{content:attr(data-label);font-weight:600;font-size:.875rem;color:#475569;overflow-wrap:normal}",
  "}",
].join("");

const when = (value: string | null) => (value ? formatDateTimeFr(value) : null);
const yesNo = (value: boolean) => (value ? "Oui" : "Non");
const contacts = (people: ContactPerson[]) =>
  people.length ? people.map((person) => `${person.name} (${person.relation}) ${person.phone}`).join("\u00a0; ") : null;

/** The account, the children and their fiches. */
function accountHtml(data: PersonalData): string[] {
  const address = data.profile?.address;
  return [
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
      ["Prénom", "Nom", "Date de naissance", "N° de registre national", "Informations médicales"],
      data.children.map((child) => [
        child.firstName,
        child.lastName,
        formatDateFr(child.birthDate),
        child.nationalNumber,
        child.hasMedicalInfo ? (child.medicalFile ? "Renseignées (ci-dessous)" : "Renseignées (non incluses)") : "Aucune",
      ]),
    )}`,
    `<h2>Fiche des enfants</h2>${table(
      [
        "Enfant",
        "Personnes à contacter en cas d'urgence",
        "Personnes autorisées à reprendre l'enfant",
        "Photos",
        "Antidouleur",
        "Sait nager",
        "Lunettes",
        "Appareil auditif",
        "Informations complémentaires",
      ],
      data.children.map(({ firstName, lastName, careSheet: sheet }) => [
        `${firstName} ${lastName}`,
        contacts(sheet.emergencyContacts),
        contacts(sheet.pickupPersons),
        sheet.photoConsent ? PHOTO_CONSENT_LABELS[sheet.photoConsent] : null,
        sheet.careAuthorisation ? CARE_AUTHORISATION_LABEL : "Non autorisé",
        sheet.swimming ? SWIMMING_LABELS[sheet.swimming] : null,
        yesNo(sheet.wearsGlasses),
        yesNo(sheet.wearsHearingAid),
        sheet.additionalInfo,
      ]),
    )}`,
  ];
}

/** The medical files when asked, the consents given and withdrawn, and who read the files. */
function medicalHtml(data: PersonalData): string[] {
  return [
    ...(data.medicalIncluded
      ? [
          `<h2>Informations médicales</h2>${table(
            [
              "Enfant",
              "Allergies",
              "Problèmes de santé",
              "Médicaments",
              "Médecin traitant",
              "Tétanos",
              "Dernier rappel du tétanos",
              "Régime alimentaire",
              "Besoins particuliers",
            ],
            data.children.flatMap(({ firstName, lastName, medicalFile: file }) =>
              file
                ? [
                    [
                      `${firstName} ${lastName}`,
                      file.allergies,
                      file.medicalConditions,
                      file.medications,
                      file.doctorContact,
                      file.tetanus ? TETANUS_LABELS[file.tetanus] : null,
                      file.tetanusLastBooster ? formatDateFr(file.tetanusLastBooster) : null,
                      file.dietaryNeeds,
                      file.specialNeeds,
                    ],
                  ]
                : [],
            ),
          )}`,
        ]
      : []),
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
  ];
}

/** The registrations and the tariffs claimed for them. */
function registrationsHtml(data: PersonalData): string[] {
  return [
    `<h2>Inscriptions</h2>${table(
      ["Référence", "Plaine", "Dates", "Enfant", "Statut", "Pris en charge par un organisme"],
      data.registrations.map((registration) => [
        registration.reference,
        registration.plaine,
        `${formatDateFr(registration.startDate)} – ${formatDateFr(registration.endDate)}`,
        registration.child,
        REGISTRATION_STATUS_LABELS[registration.status],
        registration.payerShares
          .map(
            (share) =>
              `${share.organisation}\u00a0: ${formatEuros(share.amountCents)} (${PAYER_SHARE_STATUS_LABELS[share.status].toLowerCase()})`,
          )
          .join(", ") || null,
      ]),
    )}`,
    `<h2>Tarifs demandés</h2>${table(
      ["Plaine", "Enfant", "Tarif", "Prix", "Déclaré le", "Preuve", "Décision", "Raison du refus"],
      data.tariffClaims.map((claim) => [
        claim.plaine,
        claim.child,
        claim.tariff,
        formatEuros(claim.tariffPriceCents),
        when(claim.declaredAt),
        claim.proofFileName ? `${claim.proofFileName}${claim.proofKept ? "" : " (supprimée)"}` : null,
        TARIFF_CLAIM_STATUS_LABELS[claim.status],
        claim.refusalReason,
      ]),
    )}`,
  ];
}

/** The payments, the parent's parts of the other parent's registrations, and the bank's credits. */
function moneyHtml(data: PersonalData): string[] {
  return [
    `<h2>Paiements</h2>${table(
      [
        "Plaine",
        "Montant",
        "Statut",
        "Communication structurée",
        "Payé le",
        "Reçus",
        "Factures et notes de crédit",
        "Remboursé sur la carte",
      ],
      data.payments.map((payment) => [
        payment.plaine,
        formatEuros(payment.amountCents),
        PAYMENT_STATUS_LABELS[payment.status],
        payment.structuredCommunication ? formatStructuredCommunication(payment.structuredCommunication) : null,
        when(payment.paidAt),
        payment.receipts
          .map((receipt) => `n°\u00a0${receipt.number}\u00a0: ${formatEuros(receipt.amountCents)} le ${formatDateFr(receipt.receivedOn)}`)
          .join(", ") || null,
        payment.invoices
          .map((invoice) => `${invoiceTitle(invoice.kind, invoice.number)}\u00a0: ${formatEuros(invoice.amountCents)}`)
          .join(", ") || null,
        payment.cardRefunds.map((refund) => `${formatEuros(refund.amountCents)} le ${when(refund.at)}`).join(", ") || null,
      ]),
    )}`,
    `<h2>Vos parts des inscriptions faites par l'autre parent</h2>${table(
      ["Référence", "Plaine", "Enfant", "Montant", "Reçu", "Statut", "Échéance", "Communication structurée"],
      data.parentParts.map((part) => [
        part.reference,
        part.plaine,
        part.child,
        formatEuros(part.amountCents),
        formatEuros(part.receivedCents),
        PARENT_SHARE_STATUS_LABELS[part.status],
        formatDateFr(part.dueDate),
        formatStructuredCommunication(part.structuredCommunication),
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
  ];
}

/** The e-mails, the association's messages and the sign-ins. */
function correspondenceHtml(data: PersonalData): string[] {
  return [
    `<h2>E-mails envoyés</h2>${table(
      ["Date", "Objet", "État"],
      data.emails.map((mail) => [when(mail.sentAt ?? mail.createdAt), mail.subject, mail.status]),
    )}`,
    `<h2>Messages de l'association</h2>${table(
      ["Date", "Plaine", "Objet", "Message", "Pièces jointes", "Lu le"],
      data.familyMessages.map((message) => [
        when(message.sentAt),
        message.plaine,
        message.subject,
        message.body,
        message.attachments.join(", "),
        when(message.readAt),
      ]),
    )}`,
    `<h2>Connexions</h2>${table(
      ["Date", "Adresse IP", "Navigateur"],
      data.signIns.map((session) => [when(session.at), session.ipAddress, session.userAgent]),
    )}`,
  ];
}

/** The waiting lists, and what the plaines recorded on the ground. */
function plainesHtml(data: PersonalData): string[] {
  return [
    `<h2>Liste d'attente</h2>${table(
      ["Plaine", "Dates", "Enfants", "État", "Places proposées", "Offre valable jusqu'au", "Inscrit le"],
      data.waitingList.map((entry) => [
        entry.plaine,
        `${formatDateFr(entry.startDate)} – ${formatDateFr(entry.endDate)}`,
        entry.children.join(", "),
        WAITLIST_STATUS_LABELS[entry.status],
        entry.offerPlaces,
        when(entry.offerExpiresAt),
        when(entry.createdAt),
      ]),
    )}`,
    `<h2>Présences</h2>${table(
      ["Plaine", "Enfant", "Jour", "Présence", "Arrivée", "Départ"],
      data.attendance.map((day) => [
        day.plaine,
        day.child,
        formatDateFr(day.date),
        ATTENDANCE_STATUS_LABELS[day.status],
        when(day.arrivedAt),
        when(day.leftAt),
      ]),
    )}`,
    `<h2>Pointages</h2>${table(
      ["Plaine", "Enfant", "Jour", "Action", "Heure"],
      data.checkInTaps.map((tap) => [
        tap.plaine,
        tap.child,
        formatDateFr(tap.date),
        CHECK_IN_ACTION_LABELS[tap.action],
        when(tap.tappedAt),
      ]),
    )}`,
    `<h2>Changements de groupe</h2>${table(
      ["Plaine", "Enfant", "Groupe", "Le"],
      data.groupMoves.map((move) => [move.plaine, move.child, move.group, when(move.at)]),
    )}`,
  ];
}

/** The readable summary: the same data as the JSON, in French, printable. */
function personalDataHtml(data: PersonalData): string {
  const sections = [
    ...accountHtml(data),
    ...medicalHtml(data),
    ...registrationsHtml(data),
    ...moneyHtml(data),
    ...correspondenceHtml(data),
    ...plainesHtml(data),
    `<h2>Attestations fiscales (281.86)</h2>${table(
      ["Année", "Numéro", "Feuille", "Enfant", "Version", "Émise le", "Rectifiée le", "Montant attesté"],
      data.taxCertificates.map((certificate) => [
        certificate.year,
        certificate.sequence,
        certificate.sheet,
        certificate.child,
        certificate.version,
        when(certificate.issuedAt),
        when(certificate.correctedAt),
        formatEuros(certificate.content.totalCents),
      ]),
    )}<p>Le contenu complet de chaque attestation (numéros de registre national compris) est dans <code>donnees.json</code>.</p>`,
    `<h2>Équipe des plaines</h2>${table(
      ["Rôle", "Plaines", "Invité le", "Accepté le", "Révoqué le"],
      data.teamRoles.map((role) => [
        STAFF_ROLE_LABELS[role.role],
        role.plaines.join(", "),
        when(role.invitedAt),
        when(role.acceptedAt),
        when(role.revokedAt),
      ]),
    )}${table(
      ["Plaine", "Jour", "Groupe"],
      data.teamPlan.map((place) => [place.plaine, formatDateFr(place.date), place.group]),
    )}${table(
      ["Qualification", "Obtenue le", "Délivrée par", "Valable jusqu'au", "Preuve"],
      data.teamQualifications.map((row) => [
        row.kind,
        formatDateFr(row.obtainedOn),
        row.issuer,
        row.expiresOn ? formatDateFr(row.expiresOn) : "Sans expiration",
        row.proof,
      ]),
    )}${table(
      ["Plaine", "Jour", "Arrivée", "Départ"],
      data.teamPresence.map((day) => [day.plaine, formatDateFr(day.date), when(day.arrivedAt), when(day.leftAt)]),
    )}${table(
      ["Plaine", "Disponible le"],
      data.teamAvailability.map((day) => [day.plaine, formatDateFr(day.date)]),
    )}${table(
      ["Défraiement par jour presté"],
      data.teamAllowancePerDayCents === null ? [] : [[formatEuros(data.teamAllowancePerDayCents)]],
    )}`,
    `<h2>Inactivité du compte</h2>${
      data.inactivityWarning
        ? `<p>Averti le ${escapeHtml(when(data.inactivityWarning.warnedAt))} que le compte serait supprimé le ${escapeHtml(
            formatDateFr(data.inactivityWarning.erasureOn),
          )}, sauf connexion d'ici là.</p>`
        : "<p>Aucun avertissement.</p>"
    }`,
  ];
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vos données — ${escapeHtml(data.controller.name)}</title>
<style>${SUMMARY_STYLE}</style>
</head><body>
<h1>Vos données chez ${escapeHtml(data.controller.name)}</h1>
<p>Export du ${escapeHtml(when(data.generatedAt))}. Le fichier <code>donnees.json</code> contient les mêmes données dans un format lisible par un programme. Questions\u00a0: ${escapeHtml(data.controller.email)}.</p>
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
