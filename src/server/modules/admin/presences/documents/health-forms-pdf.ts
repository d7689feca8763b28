/** 'Fiches santé': one page per expected child with the whole health form, for the first-aid kit. */
import { ageOn, formatAge } from "../../../../../domain/age.ts";
import { formatDateFr } from "../../../../../domain/dates.ts";
import { healthFormLines } from "../../../../../domain/health-form-display.ts";
import type { LoadedActivity, ActivityChild } from "../plaine.ts";
import { newPdf, type Pdf, pdfBytes, type PdfLetterhead } from "../../../../pdf/pdf.ts";

const NOT_GIVEN = "Non renseigné";

function field(doc: Pdf, label: string, value: string | null) {
  doc.font("bold").fontSize(9).fillColor("#334155").text(label);
  doc
    .font("regular")
    .fontSize(10)
    .fillColor("#0f172a")
    .text(value ?? NOT_GIVEN);
  doc.moveDown(0.4);
}

function page(doc: Pdf, loaded: LoadedActivity, child: ActivityChild) {
  doc.addPage();
  doc.font("regular").fontSize(9).fillColor("#475569").text(`Fiche santé · ${loaded.activity.title} · confidentiel`);
  doc.moveDown(0.3);
  doc.font("bold").fontSize(18).fillColor("#0f172a").text(`${child.firstName} ${child.lastName}`);
  const group = loaded.groups[child.group]?.name ?? "";
  doc
    .font("regular")
    .fontSize(10)
    .text(
      `Date de naissance\u00a0: ${formatDateFr(child.birthDate)} · ${formatAge(ageOn(child.birthDate, loaded.activity.startDate))} au début de la plaine · groupe ${group}`,
    );
  doc.moveDown(0.8);
  const { allergies, medicalConditions, medications, doctorContact, additionalInfo } = child.file;
  field(doc, "Allergies", allergies);
  field(doc, "Problèmes de santé", medicalConditions);
  field(doc, "Médicaments", medications);
  field(doc, "Médecin traitant", doctorContact);
  for (const line of healthFormLines(child.file)) field(doc, line.label, line.value);
  field(doc, "Informations complémentaires", additionalInfo);
}

export async function healthFormsPdf(loaded: LoadedActivity, letterhead: PdfLetterhead | null = null): Promise<Buffer> {
  const doc = newPdf(`Fiches santé — ${loaded.activity.title}`, letterhead);
  for (const child of loaded.children) page(doc, loaded, child);
  if (loaded.children.length === 0) {
    doc.addPage();
    doc.font("regular").fontSize(12).text("Aucun enfant inscrit à cette plaine.");
  }
  return pdfBytes(doc);
}
