/**
 * What the certificates' journeys share: the organiser's details an administrator saves, valid
 * national register numbers with the birth dates they match, the Monday of a week, a PDF's text.
 */
import { extractText } from "unpdf";
import { weekdaysBetween } from "../../../src/domain/plaine/days.ts";

// Valid national register numbers (mod 97) and the birth dates they match.
export const PARENT_NUMBER = "85.07.30-033.28";
export const OTHER_PARENT_NUMBER = "79.11.02-123.01";
export const CHILDREN = [
  { firstName: "Léa", birthDate: "2016-03-15", number: "16.03.15-123.07" },
  { firstName: "Noé", birthDate: "2018-09-20", number: "18.09.20-045.19" },
];

export const ORGANISER = {
  legalName: "Plaines Soleil ASBL",
  companyNumber: "0403.170.701",
  street: "Rue des Écoliers 12",
  postalCode: "1340",
  city: "Ottignies-Louvain-la-Neuve",
  certificationCode: "1",
  certifyingBody: "Office de la Naissance et de l'Enfance (ONE)",
  certifyingBodyStreet: "Chaussée de Charleroi 95",
  certifyingBodyPostalCode: "1060",
  certifyingBodyCity: "Bruxelles",
  recognitionNumber: "CV-2026-123",
  signatoryName: "Claire Dubois",
  signatoryRole: "Présidente",
};

/** The first Monday between two days: a plaine's week. */
export const monday = (from: string, to: string) =>
  weekdaysBetween(from, to).find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1)!;

/** A PDF's text, its runs of white space as one space. */
export const pdfText = async (bytes: Uint8Array) => (await extractText(new Uint8Array(bytes))).text.join(" ").replace(/\s+/g, " ");
