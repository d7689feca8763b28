// What other modules use of the children: their medical files (sealed), the medical-access log,
// the consents and the answer's shape.
export { standingConsents } from "./consent.ts";
export { toChild } from "./mapper.ts";
export { medicalAccessOf, recordMedicalAccess } from "./medical-access.ts";
export { type MedicalFile, openMedicalFile, sealMedicalFile } from "./medical-file.ts";
