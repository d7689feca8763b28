/**
 * The reminders before a qualification ends (decision 0065): from 60 days before its last valid
 * day, the person of the team is told once (the e-mail's key is the qualification and its expiry,
 * so a rerun or a second process queues nothing more), and the association's address receives, in
 * the same transaction, one e-mail naming the qualifications whose reminders this run queued.
 */
import { and, eq, gte, isNotNull, isNull, lte, exists } from "drizzle-orm";
import { addDaysIso, brusselsToday, formatDateFr } from "../../../domain/dates.ts";
import { paths } from "../../../domain/paths.ts";
import { EXPIRY_REMINDER_DAYS, QUALIFICATION_LABELS } from "../../../domain/staff/qualifications.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { profiles, staffQualifications, staffRoles, users } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { contactUs, layout } from "../../mail/templates.ts";
import type { DocumentStore } from "../../documents/document-store.ts";
import { loadPublicAssociation } from "../association/index.ts";
import { removeFormerTeamQualifications } from "./qualifications.ts";

/** A person's qualifications are kept this long after their last role in the team ended (decision 0065). */
const FORMER_TEAM_RETENTION_DAYS = 365;

export interface QualificationJobDeps extends QualificationReminderDeps {
  documents: Pick<DocumentStore, "write" | "read" | "remove">;
}

/** The morning's job: the reminders due, then the qualifications of people out of the team for a year. */
export async function runQualificationsJob(deps: QualificationJobDeps, now: Date): Promise<{ told: number; removed: number }> {
  const retention = () => removeFormerTeamQualifications(deps, new Date(now.getTime() - FORMER_TEAM_RETENTION_DAYS * 24 * 60 * 60 * 1000));
  let told: number;
  try {
    told = await sendQualificationReminders(deps, now);
  } catch (error) {
    // A failing reminder does not keep the retention from its day; the job is tried again for the reminders.
    await retention();
    throw error;
  }
  return { told, removed: await retention() };
}

interface QualificationReminderDeps {
  db: Db;
  mailer: Pick<Mailer, "queue" | "deliverSoon">;
  config: Pick<Config, "publicUrl">;
}

/** Queues the reminders due on the day of `now`; answers how many people were told this time. */
async function sendQualificationReminders(deps: QualificationReminderDeps, now: Date): Promise<number> {
  const today = brusselsToday(now);
  const inTeam = deps.db
    .select({ id: staffRoles.id })
    .from(staffRoles)
    .where(and(eq(staffRoles.profileId, staffQualifications.profileId), isNotNull(staffRoles.acceptedAt), isNull(staffRoles.revokedAt)));
  const due = await deps.db
    .select({
      id: staffQualifications.id,
      kind: staffQualifications.kind,
      expiresOn: staffQualifications.expiresOn,
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(staffQualifications)
    .innerJoin(profiles, eq(profiles.id, staffQualifications.profileId))
    .innerJoin(users, eq(users.id, staffQualifications.profileId))
    .where(
      and(
        gte(staffQualifications.expiresOn, today),
        lte(staffQualifications.expiresOn, addDaysIso(today, EXPIRY_REMINDER_DAYS)),
        exists(inTeam),
      ),
    )
    .orderBy(staffQualifications.expiresOn);
  if (due.length === 0) return 0;
  const told = await deps.db.transaction(async (tx) => {
    const from = await loadPublicAssociation(tx);
    const queued: typeof due = [];
    for (const row of due) {
      const label = QUALIFICATION_LABELS[row.kind];
      const until = formatDateFr(row.expiresOn!);
      const sent = await deps.mailer.queue(
        {
          dedupeKey: `qualification-expiry:${row.id}:${row.expiresOn}`,
          kind: "qualification-expiry",
          to: row.email,
          ...layout({
            from,
            subject: `Votre qualification expire le ${until}`,
            heading: "Une qualification à renouveler",
            paragraphs: [
              `Bonjour ${row.firstName},`,
              `Votre qualification «\u00a0${label}\u00a0» est valable jusqu'au ${until}.`,
              "Si vous l'avez renouvelée, envoyez la nouvelle preuve à l'association pour qu'elle soit enregistrée avant cette date.",
            ],
            action: { label: "Voir mes qualifications", url: `${deps.config.publicUrl}${paths.team}` },
            after: [`Pour toute question, ${contactUs(from)}.`],
          }),
        },
        tx,
      );
      if (sent) queued.push(row);
    }
    // Without the association's address, the 'Équipe' page's marks are what the administrators see.
    if (queued.length > 0 && from.email)
      await deps.mailer.queue(
        {
          // Named by the first reminder it reports: each is queued once ever, so the key is new for each
          // summary and the same for a rerun, and stays short however many it lists.
          dedupeKey: `qualification-expiry-admins:${today}:${queued[0].id}`,
          kind: "qualification-expiry",
          to: from.email,
          ...layout({
            from,
            subject: `Qualifications de l'équipe à renouveler (${queued.length})`,
            heading: "Qualifications bientôt expirées",
            paragraphs: [
              `Ces qualifications de l'équipe expirent dans les ${EXPIRY_REMINDER_DAYS} jours\u00a0; chaque personne a été prévenue par e-mail.`,
              ...queued.map(
                (row) =>
                  `${row.firstName} ${row.lastName}\u00a0: ${QUALIFICATION_LABELS[row.kind]}, valable jusqu'au ${formatDateFr(row.expiresOn!)}.`,
              ),
            ],
            action: { label: "Ouvrir l'équipe", url: `${deps.config.publicUrl}${paths.adminStaff}` },
          }),
        },
        tx,
      );
    return queued.length;
  });
  if (told > 0) deps.mailer.deliverSoon();
  return told;
}
