/**
 * The day's list for the field, per plaine and day: one page per group (A4 portrait; a long group
 * goes on), each child with age, allergies, medication and diet, emergency phone, authorised
 * pick-up persons, photo consent, and the arrival and departure times: those already checked in
 * printed, the others left blank to write.
 */
import { ageOn, formatAge } from "../../../../../domain/age.ts";
import { formatTimeFr } from "../../../../../domain/date-time.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { PHOTO_CONSENT_SHORT } from "../../../../../domain/health-form.ts";
import { formatGroupAges } from "../../../../../domain/plaine/age-groups.ts";
import { formatPhone } from "../../../../../domain/phone.ts";
import type { LoadedActivity, ActivityChild } from "../plaine.ts";
import type { AttendanceRow } from "../roster.ts";
import { newPdf, type Pdf, pdfBytes, type PdfLetterhead } from "../../../../pdf/pdf.ts";

const COLUMNS = [
  { title: "Enfant", width: 100 },
  { title: "Allergies, médicaments, régime", width: 115 },
  { title: "Urgence", width: 92 },
  { title: "Personnes autorisées", width: 96 },
  { title: "Photo", width: 36 },
  { title: "Arrivée", width: 42 },
  { title: "Départ", width: 42 },
] as const;
const PADDING = 3;
const FONT_SIZE = 8;

const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });
const dayTitle = (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDateFr(date)}`;

function health(child: ActivityChild): string {
  const { allergies, medications, medicalConditions, dietaryNeeds } = child.file;
  const parts = [
    allergies && `Allergies\u00a0: ${allergies}`,
    medications && `Médicaments\u00a0: ${medications}`,
    medicalConditions && `Santé\u00a0: ${medicalConditions}`,
    dietaryNeeds && `Régime\u00a0: ${dietaryNeeds}`,
  ];
  return parts.filter(Boolean).join("\n") || "—";
}

/** What the check-in already knows: the times, 'Absent', or the status when its time is unknown; blank to write otherwise. */
function times(row: AttendanceRow | undefined): [string, string] {
  if (!row) return ["", ""];
  if (row.status === "absent") return ["Absent", ""];
  const arrival = row.arrivedAt ? formatTimeFr(row.arrivedAt) : "Arrivé";
  const departure = row.leftAt ? formatTimeFr(row.leftAt) : row.status === "left" ? "Parti" : "";
  return [arrival, departure];
}

function cells(child: ActivityChild, date: string, row: AttendanceRow | undefined): string[] {
  const [first] = child.file.emergencyContacts;
  return [
    `${child.lastName.toUpperCase()} ${child.firstName}\n${formatAge(ageOn(child.birthDate, date))}`,
    health(child),
    first ? `${first.name} (${first.relation})\n${formatPhone(first.phone)}` : "À compléter",
    child.file.pickupPersons.map((person) => `${person.name} (${person.relation}) ${formatPhone(person.phone)}`).join("\n") || "Parents",
    child.file.photoConsent ? PHOTO_CONSENT_SHORT[child.file.photoConsent] : "?",
    ...times(row),
  ];
}

function header(doc: Pdf, loaded: LoadedActivity, date: string, group: string, continued: boolean) {
  doc.font("bold").fontSize(14).text(loaded.activity.title, { continued: false });
  doc
    .font("regular")
    .fontSize(10)
    .text(`${dayTitle(date)} · ${group}${continued ? " (suite)" : ""}`);
  doc.moveDown(0.5);
  let x = doc.page.margins.left;
  const y = doc.y;
  doc.font("bold").fontSize(FONT_SIZE);
  // The titles may wrap on two lines ("Allergies et médicaments"): the row is as tall as the tallest.
  const height =
    Math.max(...COLUMNS.map((column) => doc.heightOfString(column.title, { width: column.width - 2 * PADDING }))) + 2 * PADDING;
  for (const column of COLUMNS) {
    doc.rect(x, y, column.width, height).fillAndStroke("#e2e8f0", "#475569").fillColor("#0f172a");
    doc.text(column.title, x + PADDING, y + PADDING, { width: column.width - 2 * PADDING });
    x += column.width;
  }
  doc.y = y + height;
}

function row(doc: Pdf, values: string[]) {
  doc.font("regular").fontSize(FONT_SIZE);
  const height = Math.max(
    24,
    ...values.map((value, i) => doc.heightOfString(value, { width: COLUMNS[i].width - 2 * PADDING }) + 2 * PADDING),
  );
  let x = doc.page.margins.left;
  const y = doc.y;
  values.forEach((value, i) => {
    doc.rect(x, y, COLUMNS[i].width, height).stroke("#475569");
    doc.fillColor("#0f172a").text(value, x + PADDING, y + PADDING, { width: COLUMNS[i].width - 2 * PADDING });
    x += COLUMNS[i].width;
  });
  doc.y = y + height;
  return height;
}

export async function dayListPdf(
  loaded: LoadedActivity,
  date: string,
  attendance: Map<string, AttendanceRow>,
  letterhead: PdfLetterhead | null = null,
): Promise<Buffer> {
  const doc = newPdf(`${loaded.activity.title} — ${dayTitle(date)}`, letterhead);
  loaded.groups.forEach((group, index) => {
    const list = loaded.children.filter((child) => child.group === index);
    const count = list.length === 0 ? "aucun enfant" : list.length === 1 ? "1 enfant" : `${list.length} enfants`;
    const name = `${group.name} (${formatGroupAges(group)}) — ${count}`;
    doc.addPage();
    header(doc, loaded, date, name, false);
    if (list.length === 0) doc.font("regular").fontSize(10).moveDown().text("Aucun enfant attendu dans ce groupe.", doc.page.margins.left);
    for (const child of list) {
      const values = cells(child, date, attendance.get(child.id));
      doc.font("regular").fontSize(FONT_SIZE);
      const needed = Math.max(
        24,
        ...values.map((value, i) => doc.heightOfString(value, { width: COLUMNS[i].width - 2 * PADDING }) + 2 * PADDING),
      );
      if (doc.y + needed > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        header(doc, loaded, date, name, true);
      }
      row(doc, values);
    }
  });
  return pdfBytes(doc);
}
