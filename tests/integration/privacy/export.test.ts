/**
 * The parent's export (GDPR art. 15 and 20): every table's rows about them, nothing of another
 * parent, medical files only when asked (and then recorded), never cached, rate-limited. Which
 * tables those are is read from the database's own catalogue, so a table added later cannot be
 * forgotten: it is exported, or listed below with the reason it is not.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFamilyMessage } from "../../../src/server/modules/messages/index.ts";
import { sealChildNationalNumber, sealNationalNumber, certificateContentContext } from "../../../src/server/crypto/sealed-fields.ts";
import type { Db } from "../../../src/server/db/client.ts";
import {
  attendance,
  attendanceTaps,
  childcareCertificates,
  childGroupMoves,
  children,
  inactivityWarnings,
  medicalAccessLog,
  medicalConsents,
  profiles,
  sessions,
  staffAvailabilities,
  volunteerAllowancePeople,
  staffPresences,
  tariffCategories,
  tariffClaims,
  waitlistEntries,
  familyMessages,
  waitlistEntryChildren,
} from "../../../src/server/db/schema.ts";
import { enqueueMail } from "../../../src/server/mail/outbox.ts";
import { issueReceipt } from "../../../src/server/modules/payments/index.ts";
import type { PersonalData } from "../../../src/server/modules/privacy/export.ts";
import { NUMBERS } from "../../support/certificates.ts";
import { TEST_CIPHER } from "../../support/data-keys.ts";
import { ENGINES } from "../../support/databases.ts";
import { insertActivity } from "../../support/factories.ts";
import { insertChild, insertParent, type TestParent } from "../../support/families.ts";
import { insertBankMovement } from "../../support/bank.ts";
import { insertReceipt } from "../../support/receipts.ts";
import { formatEuros } from "../../../src/domain/money.ts";
import { insertRegistration } from "../../support/privacy.ts";
import { createTestApp, type TestApp } from "../../support/test-app.ts";
import { insertPayerShare } from "../../support/payers.ts";
import { insertQualification, insertStaffRole, planStaff } from "../../support/staff.ts";

/**
 * Every column of the database that points at a person, as `table.column`, and the part of the
 * export that carries its rows. A column points at a person when it references "user" or
 * "children", or a table whose rows are about a person (a payment, a waiting-list entry...), or
 * is named like such a reference (`user_id`, `parent_id`, `child_id`, `debtor_id`) without a
 * foreign key.
 */
const EXPORTED: Record<string, keyof PersonalData> = {
  "profiles.id": "profile",
  "session.user_id": "signIns",
  "children.parent_id": "children",
  "medical_consents.child_id": "consents",
  "medical_access_log.child_id": "medicalAccess",
  "registrations.parent_id": "registrations",
  "registrations.child_id": "registrations",
  "registrations.payment_id": "registrations",
  "payments.parent_id": "payments",
  "payment_receipts.payment_id": "payments",
  "invoices.payment_id": "payments",
  "card_refunds.payment_id": "payments",
  "bank_movements.payment_id": "bankCredits",
  "refunds.bank_movement_id": "bankCredits",
  "waitlist_entries.parent_id": "waitingList",
  "waitlist_entry_children.entry_id": "waitingList",
  "waitlist_entry_children.child_id": "waitingList",
  "attendance.child_id": "attendance",
  "attendance_taps.child_id": "checkInTaps",
  "child_group_moves.child_id": "groupMoves",
  "inactivity_warnings.user_id": "inactivityWarning",
  "childcare_certificates.debtor_id": "taxCertificates",
  "tariff_claims.registration_id": "tariffClaims",
  "payer_shares.registration_id": "registrations",
  // Separated parents (decision 0058): the files shared with the parent, and their own parts.
  "children.second_parent_id": "children",
  "payer_shares.parent_id": "parentParts",
  "payment_receipts.payer_share_id": "parentParts",
  // Messages to families (decision 0061): each family's copy, as 'Messages' shows it.
  "family_message_recipients.parent_id": "familyMessages",
  // The team of the plaines (decision 0063): a parent who is also an animateur, their roles and places in the plans.
  "staff_roles.profile_id": "teamRoles",
  "staff_role_plaines.staff_role_id": "teamRoles",
  "staff_assignments.profile_id": "teamPlan",
  // The person's qualifications (decision 0065), their proofs named.
  "staff_qualifications.profile_id": "teamQualifications",
  "staff_presences.profile_id": "teamPresence",
  "staff_availabilities.profile_id": "teamAvailability",
  // The person's own allowance per day as a volunteer (decision 0066).
  "volunteer_allowance_people.profile_id": "teamAllowancePerDayCents",
};

/** The columns that point at a person but whose rows are not exported, each with why. */
const NOT_EXPORTED: Record<string, string> = {
  // Secrets, not information about the parent: the password's hash and the sign-in method. The
  // account itself (address, name, creation) is exported from "user".
  "account.user_id": "the password's hash",
  // Who ticked or withdrew: the same rows are exported by child (`consents`, with the account's e-mail).
  "medical_consents.user_id": "exported by child",
  // The administrator who read a file: the reads of the parent's own children are exported by child.
  "medical_access_log.actor_id": "an administrator's reads",
  // What administrators and monitors did: their own traces, kept in the association's records,
  // never the parent's data (the rows they acted on are exported by child or payment above).
  "audit_log.actor_id": "an administrator's changes",
  "images.uploaded_by": "an administrator's uploads",
  "account_erasures.actor_id": "the administrator who erased an account (nothing of the erased person)",
  "certificate_runs.requested_by": "the administrator who ran a year's certificates",
  "bank_movements.imported_by": "the administrator who imported a statement",
  "bank_movements.resolved_by": "the administrator who matched a credit",
  "bank_statement_imports.imported_by": "the administrator who imported a statement file",
  "refund_files.created_by": "the administrator who made a refund file",
  // The bank's debit that carried out a refund sent on the parent's credit (exported with the
  // credit, `refundsSent`) adds only its date, exported as `paidAt`.
  "bank_debits.refund_id": "exported as the refund's paidAt",
  "attendance.recorded_by": "the monitor who tapped",
  "attendance_taps.recorded_by": "the monitor who tapped",
  "staff_presences.arrived_by": "the person who tapped a colleague's arrival (the colleague's row is theirs)",
  "staff_presences.left_by": "the person who tapped a colleague's departure (the colleague's row is theirs)",
  "child_group_moves.moved_by": "the administrator who moved a child",
  "tariff_claims.decided_by": "the administrator who decided a tariff claim (the decision itself is exported)",
  // A certificate names its debtor with their national register number: the parent's are exported
  // by debtor (they paid for their children); one issued to someone else for the child is theirs.
  "childcare_certificates.child_id": "exported by debtor",
  // The payment a waiting list's offer made, exported under `payments` (the entry itself by its parent).
  "waitlist_entries.payment_id": "exported as a payment",
  // A receipt of a bank credit is exported with its payment (`payments[].receipts`), the credit under `bankCredits`.
  "payment_receipts.bank_movement_id": "exported with its payment",
  // An invoice is exported with its payment (`payments[].invoices`); a credit note names the invoice it corrects;
  // an organisation's invoice is the organisation's document, its share exported with the registration.
  "invoices.corrects_invoice_id": "exported with its payment",
  "invoices.payer_share_id": "an organisation's invoice (the share is exported with the registration)",
  // Stripe's technical records of a card payment (its checkout pages, its notifications): the
  // payment is exported; these name nobody and hold only its amount, a link and Stripe's states.
  "checkout_sessions.payment_id": "Stripe's checkout pages",
  // What an organisation paid for a child: its share is exported with the registration; its
  // transfer is the organisation's, from its account, not the parent's data.
  "bank_movements.payer_share_id": "an organisation's transfer (the share is exported with the registration)",
  "payer_shares.created_by": "the administrator who recorded an organisation's share",
  "webhook_events.payment_id": "Stripe's notifications",
  // An invitation to share a child's file: its link made (the second parent) is exported with the
  // child; the invitation itself holds the other parent's address and a hashed token, not the parent's data.
  "child_invitations.child_id": "the link it made is exported with the child (the invitation names the other parent's address)",
  "child_invitations.invited_by": "the link it made is exported with the child (the invitation names the other parent's address)",
  "family_messages.author_id": "the administrator who wrote a message to families (each family's copy is exported)",
  "staff_roles.invited_by": "the administrator who invited a person into the team",
  "staff_assignments.assigned_by": "who placed a person of the team in a plan",
  "staff_qualifications.added_by": "the administrator who recorded a person's qualification",
  "family_message_attachments.uploaded_by":
    "the administrator who attached a file to a message to families (the files are listed by name with each family's copy)",
};

/** Named like a reference to a person, even without a foreign key. */
const PERSON_COLUMN = /^(user|parent|child|debtor)_id$/;

/** Every `table.column` of the public schema that points at a person (see EXPORTED). */
async function columnsPointingAtPeople(db: Db): Promise<string[]> {
  const { rows: references } = (await db.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as "references"
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_schema = rc.constraint_schema and ccu.constraint_name = rc.constraint_name
    where rc.constraint_schema = 'public'
  `)) as { rows: { table: string; column: string; references: string }[] };
  const { rows: named } = (await db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public'
  `)) as { rows: { table: string; column: string }[] };

  // The tables about a person: "user" and "children", then every table that references one of
  // them by a column not excluded below (a payment is about its parent; an image is not about
  // the administrator who uploaded it).
  const personal = new Set(["user", "children"]);
  for (let grown = true; grown;) {
    grown = false;
    for (const reference of references) {
      const excluded = `${reference.table}.${reference.column}` in NOT_EXPORTED;
      if (personal.has(reference.references) && !excluded && !personal.has(reference.table)) {
        personal.add(reference.table);
        grown = true;
      }
    }
  }
  const columns = new Set(references.filter((reference) => personal.has(reference.references)).map((r) => `${r.table}.${r.column}`));
  for (const { table, column } of named) if (PERSON_COLUMN.test(column)) columns.add(`${table}.${column}`);
  return [...columns].sort();
}

describe.each(ENGINES)("personal data export on %s", (engine) => {
  let t: TestApp;
  let parent: TestParent;
  let other: TestParent;
  let childId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { AUTH_RATE_LIMIT_MULTIPLIER: "1" });
    parent = await insertParent(t, { firstName: "Anouk", lastName: "Exportable" });
    other = await insertParent(t, { firstName: "Bertrand", lastName: "Voisin" });
    const child = await insertChild(t.db, parent.id, {
      firstName: "Capucine",
      allergies: "Allergie-Kiwi-Bleu",
      emergencyContacts: [{ name: "Mamie Louise", relation: "Grand-mère", phone: "+32470123456" }],
      photoConsent: "group_only",
    });
    childId = child.id;
    await t.db
      .insert(medicalConsents)
      .values({ childId, userId: parent.id, accountEmail: parent.email, action: "given", version: "2026-11" });
    const otherChild = await insertChild(t.db, other.id, { firstName: "Dorothée", allergies: "Allergie-Voisine" });
    const plaine = await insertActivity(t.db, { title: "Plaine des castors" });
    // The parent animates too (decision 0063): their role and their place in the plaine's plan.
    await insertStaffRole(t.db, { email: parent.email, role: "animateur", activityIds: [plaine.id], profileId: parent.id });
    await planStaff(t.db, { activityId: plaine.id, profileId: parent.id, groupName: "Moyens", dates: [plaine.startDate] });
    await insertQualification(t.db, t.app.context.documents, { profileId: parent.id });
    // And was checked in on that day's check-in, by the administrator.
    await t.db.insert(staffPresences).values({
      activityId: plaine.id,
      date: plaine.startDate,
      profileId: parent.id,
      arrivedAt: new Date("2026-07-06T06:45:00Z"),
      arrivedBy: parent.id,
    });
    // And said they were available on its first day.
    await t.db.insert(staffAvailabilities).values({ activityId: plaine.id, date: plaine.startDate, profileId: parent.id });
    await t.db.insert(volunteerAllowancePeople).values({ profileId: parent.id, cents: 2500 });
    const own = await insertRegistration(t.db, {
      parentId: parent.id,
      childId,
      activityId: plaine.id,
      paid: true,
      communication: "000000012345",
    });
    const [category] = await t.db
      .insert(tariffCategories)
      .values({ name: "Tarif réduit", qualifies: "Les familles BIM." })
      .returning({ id: tariffCategories.id });
    await t.db.insert(tariffClaims).values({
      registrationId: own.registration.id,
      categoryId: category.id,
      tariffPriceCents: 4000,
      declaredAt: new Date(),
      proofFileName: "attestation-bim.pdf",
      status: "refused",
      refusalReason: "Attestation périmée",
    });
    const credit = await insertBankMovement(t.db, {
      paymentId: own.payment.id,
      outcome: "paid",
      amountCents: 8000,
      counterpartyName: "EXPORTABLE ANOUK",
      counterpartyAccount: "BE71096123456769",
    });
    await issueReceipt(t.db, { paymentId: own.payment.id, bankMovementId: credit.id, amountCents: 8000, receivedOn: "2026-07-06" });
    const theirs = await insertRegistration(t.db, {
      parentId: other.id,
      childId: otherChild.id,
      activityId: plaine.id,
      paid: true,
      communication: "000000067890",
    });
    await insertBankMovement(t.db, { paymentId: theirs.payment.id, outcome: "paid", counterpartyName: "Bertrand Voisin" });
    await insertReceipt(t.db, theirs.payment.id);
    // A child whose file the parent shares with its first parent (decision 0058), registered by
    // that parent: the parent's own part of it is theirs.
    const firstOfShared = await insertParent(t, { firstName: "Céline", lastName: "Partagée" });
    const shared = await insertChild(t.db, firstOfShared.id, { firstName: "Élise", secondParentId: parent.id });
    const sharedRegistration = await insertRegistration(t.db, {
      parentId: firstOfShared.id,
      childId: shared.id,
      activityId: plaine.id,
      communication: "000000078901",
    });
    const part = await insertPayerShare(t.db, {
      parentId: parent.id,
      registrationId: sharedRegistration.registration.id,
      amountCents: 4000,
    });
    await issueReceipt(t.db, { payerShareId: part.id, bankMovementId: null, amountCents: 4000, receivedOn: "2026-07-08" });
    for (const [to, subject] of [
      [parent.email, "Message pour Anouk"],
      [other.email, "Message pour Bertrand"],
    ]) {
      await enqueueMail(t.db, { dedupeKey: subject, kind: "test", to, subject, html: "<p>Bonjour</p>", text: "Bonjour" });
    }

    // The rest of what the site keeps about a family, for this parent and for the other one.
    await t.db
      .update(profiles)
      .set({ nationalNumber: sealNationalNumber(TEST_CIPHER, parent.id, NUMBERS.parent) })
      .where(eq(profiles.id, parent.id));
    await t.db
      .update(children)
      .set({ nationalNumber: sealChildNationalNumber(TEST_CIPHER, childId, NUMBERS.lea.digits) })
      .where(eq(children.id, childId));
    await t.db
      .update(children)
      .set({ nationalNumber: sealChildNationalNumber(TEST_CIPHER, otherChild.id, NUMBERS.noe.digits) })
      .where(eq(children.id, otherChild.id));
    const full = await insertActivity(t.db, { title: "Plaine complète" });
    for (const [owner, kid, position] of [
      [parent.id, childId, 1],
      [other.id, otherChild.id, 2],
    ] as const) {
      const [entry] = await t.db
        .insert(waitlistEntries)
        .values({ activityId: full.id, parentId: owner, position })
        .returning({ id: waitlistEntries.id });
      await t.db.insert(waitlistEntryChildren).values({ entryId: entry.id, childId: kid, activityId: full.id });
    }
    // A message to the waiting list's families: each keeps their own copy (decision 0061).
    const [message] = await t.db
      .insert(familyMessages)
      .values({
        activityId: full.id,
        filter: { kind: "waitlist" },
        subject: "Liste d'attente",
        body: "Bonjour {prenom}, {enfants} attend.",
        sendAt: new Date(),
      })
      .returning({ id: familyMessages.id });
    expect(
      await sendFamilyMessage({ db: t.db, mailer: t.app.context.mailer, sms: t.app.context.sms, config: t.config }, message.id, new Date()),
    ).toBe(2);
    for (const [kid, recordedByName] of [
      [childId, "Monitrice Jeanne"],
      [otherChild.id, "Monitrice Jeanne"],
    ] as const) {
      const arrivedAt = new Date(`${plaine.startDate}T08:30:00Z`);
      await t.db.insert(attendance).values({
        activityId: plaine.id,
        childId: kid,
        date: plaine.startDate,
        status: "present",
        arrivedAt,
        recordedByName,
        lastTapAt: arrivedAt,
      });
      await t.db.insert(attendanceTaps).values({
        idempotencyKey: randomUUID(),
        activityId: plaine.id,
        childId: kid,
        date: plaine.startDate,
        action: "arrived",
        tappedAt: arrivedAt,
      });
    }
    await t.db.insert(childGroupMoves).values({ activityId: plaine.id, childId, groupName: "Groupe-des-Hiboux" });
    await t.db.insert(childGroupMoves).values({ activityId: plaine.id, childId: otherChild.id, groupName: "Groupe-des-Voisins" });
    await t.db.insert(inactivityWarnings).values({ userId: parent.id, warnedAt: new Date("2026-03-01T10:00:00Z") });
    for (const [debtor, kid, sequence, name] of [
      [parent.id, childId, 1, "Capucine Dupont"],
      [other.id, otherChild.id, 2, "Dorothée Dupont"],
    ] as const) {
      const id = randomUUID();
      const content = { year: 2025, child: { name }, totalCents: 6000 * sequence, sheet: 1, sheets: 1 };
      await t.db.insert(childcareCertificates).values({
        id,
        year: 2025,
        sequence,
        childId: kid,
        debtorId: debtor,
        sheet: 0,
        content: TEST_CIPHER.seal(JSON.stringify(content), certificateContentContext(id)),
      });
    }
  });
  afterAll(() => t.close());

  const download = (cookie: string, query = "") => t.app.inject({ method: "GET", url: `/api/account/export${query}`, headers: { cookie } });
  const unzip = (body: Buffer) => {
    const files = unzipSync(new Uint8Array(body));
    return {
      json: JSON.parse(strFromU8(files["donnees.json"])) as PersonalData,
      html: strFromU8(files["resume.html"]),
      names: Object.keys(files),
    };
  };

  it("gives a ZIP of the parent's rows from every table, nothing of another parent, never cached", async () => {
    const response = await download(parent.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["cache-control"]).toContain("no-store");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.zip"$/);
    const { json, html, names } = unzip(response.rawPayload);
    expect(names.sort()).toEqual(["donnees.json", "resume.html"]);
    expect(json.account.email).toBe(parent.email);
    expect(json.profile).toMatchObject({ firstName: "Anouk", lastName: "Exportable" });
    // Their own child, and the one whose file the first parent shares with them (decision 0058).
    expect(json.children).toMatchObject([
      { firstName: "Capucine", hasMedicalInfo: true },
      { firstName: "Élise", hasMedicalInfo: false },
    ]);
    expect(json.parentParts).toMatchObject([
      { plaine: "Plaine des castors", child: "Élise Dupont", amountCents: 4000, status: "due", receipts: [{ amountCents: 4000 }] },
    ]);
    expect(json.consents).toMatchObject([{ child: "Capucine Dupont", action: "given" }]);
    // The day they were checked in on the plaine's check-in as one of its team.
    expect(json.teamPresence).toHaveLength(1);
    expect(json.teamPresence).toMatchObject([{ plaine: "Plaine des castors", arrivedAt: "2026-07-06T06:45:00.000Z", leftAt: null }]);
    // The plaine's first day, the one of their place in the plan.
    expect(json.teamAvailability).toEqual([{ plaine: "Plaine des castors", date: json.teamPlan[0]?.date }]);
    expect(html).toContain("Disponible le");
    expect(json.teamAllowancePerDayCents).toBe(2500);
    expect(html).toContain("Défraiement par jour presté");
    expect(json.registrations).toMatchObject([{ plaine: "Plaine des castors", child: "Capucine Dupont", status: "confirmed" }]);
    expect(json.payments).toMatchObject([
      {
        plaine: "Plaine des castors",
        amountCents: 8000,
        structuredCommunication: "000000012345",
        receipts: [{ number: "2026-0001", amountCents: 8000, receivedOn: "2026-07-06" }],
        cardRefunds: [],
      },
    ]);
    expect(html).toContain(`n°\u00a02026-0001\u00a0: ${formatEuros(8000)} le 6 juillet 2026`);
    expect(json.bankCredits).toMatchObject([{ amountCents: 8000, payerName: "EXPORTABLE ANOUK", payerAccount: "BE71096123456769" }]);
    expect(html).toContain("EXPORTABLE ANOUK");
    // The message to the waiting list's families came as an e-mail too; its copy is the parent's alone.
    expect(json.emails.map((mail) => mail.subject).sort()).toEqual(["Liste d'attente", "Message pour Anouk"]);
    expect(json.familyMessages).toMatchObject([
      { plaine: "Plaine complète", subject: "Liste d'attente", body: "Bonjour Anouk, Capucine attend." },
    ]);
    expect(json.signIns.length).toBe((await t.db.select().from(sessions).where(eq(sessions.userId, parent.id))).length);
    expect(html).toContain("Capucine");
    expect(html).toContain("+++000/0000/12345+++");
    // The national register numbers, opened; the fiche's people to call, without the medical file.
    expect(json.profile?.nationalNumber).toBe("85.07.30-033.28");
    expect(json.children[0]).toMatchObject({
      nationalNumber: "16.03.15-123.07",
      careSheet: {
        emergencyContacts: [{ name: "Mamie Louise", relation: "Grand-mère", phone: "+32470123456" }],
        photoConsent: "group_only",
      },
    });
    expect(html).toContain("16.03.15-123.07");
    expect(html).toContain("Mamie Louise");
    expect(json.waitingList).toMatchObject([{ plaine: "Plaine complète", children: ["Capucine Dupont"], status: "waiting" }]);
    expect(html).toContain("Plaine complète");
    expect(json.attendance).toMatchObject([{ plaine: "Plaine des castors", child: "Capucine Dupont", status: "present" }]);
    expect(json.checkInTaps).toMatchObject([{ plaine: "Plaine des castors", child: "Capucine Dupont", action: "arrived" }]);
    expect(json.groupMoves).toMatchObject([{ plaine: "Plaine des castors", child: "Capucine Dupont", group: "Groupe-des-Hiboux" }]);
    expect(html).toContain("Groupe-des-Hiboux");
    expect(json.inactivityWarning).toEqual({ warnedAt: "2026-03-01T10:00:00.000Z", erasureOn: "2026-03-31" });
    expect(json.taxCertificates).toMatchObject([
      {
        year: 2025,
        sequence: 1,
        sheet: 1,
        version: 1,
        child: "Capucine Dupont",
        content: { child: { name: "Capucine Dupont" }, totalCents: 6000 },
      },
    ]);
    expect(html).toContain("60,00");

    const everything = JSON.stringify(json) + html;
    for (const word of [
      "Bertrand",
      "Voisin",
      "Dorothée",
      other.email,
      "000000067890",
      "Allergie-Voisine",
      "18.09.20-045.19",
      "Groupe-des-Voisins",
    ])
      expect(everything).not.toContain(word);
    // Who tapped the child in is the monitor's name, not the family's data.
    expect(everything).not.toContain("Monitrice Jeanne");
    // The medical file only when asked.
    expect(everything).not.toContain("Allergie-Kiwi-Bleu");
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, childId))).toEqual([]);
  });

  it("adds the medical files when asked, and records that read", async () => {
    const response = await download(parent.cookie, "?medical=true");
    const { json, html } = unzip(response.rawPayload);
    expect(json.children[0].medicalFile).toMatchObject({ allergies: "Allergie-Kiwi-Bleu" });
    expect(html).toContain("Allergie-Kiwi-Bleu");
    expect(await t.db.select().from(medicalAccessLog).where(eq(medicalAccessLog.childId, childId))).toMatchObject([
      { kind: "parent-export", actorEmail: parent.email },
    ]);
    expect((await download(parent.cookie, "?medical=oui")).statusCode).toBe(400);
  });

  it("exports every table that points at a parent or a child, or says why not", async () => {
    const columns = await columnsPointingAtPeople(t.db);
    const listed = [...Object.keys(EXPORTED), ...Object.keys(NOT_EXPORTED)];
    // A column in neither list is a new table (or column) about people: export it, or say why not.
    expect(
      columns.filter((column) => !listed.includes(column)),
      "columns neither exported nor excluded",
    ).toEqual([]);
    // Both lists follow the database: no entry for a column that is gone, none in both lists.
    expect(
      listed.filter((column) => !columns.includes(column)),
      "entries for columns the database lacks",
    ).toEqual([]);
    expect(Object.keys(EXPORTED).filter((column) => column in NOT_EXPORTED)).toEqual([]);

    // The parent above has rows in every exported table: each part of the export that carries one is filled.
    const { json } = unzip((await download(parent.cookie)).rawPayload);
    for (const [column, part] of Object.entries(EXPORTED)) {
      const value = json[part];
      expect(Array.isArray(value) ? value.length : value === null ? 0 : 1, `${column} → ${part}`).toBeGreaterThan(0);
    }
  });

  it("is refused in French past five downloads an hour", async () => {
    const fresh = await insertParent(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await download(fresh.cookie)).statusCode).toBe(200);
    const refused = await download(fresh.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      "Trop de tentatives. Veuillez réessayer dans quelques minutes.",
    );
  });
});
