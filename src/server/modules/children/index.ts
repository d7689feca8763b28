// What other modules use of the children: their medical files (sealed), the medical-access log,
// the consents, the answer's shape, and the start's data corrections (for server.ts).
export { standingConsents } from "./consent.ts";
export { sealLegacyMedicalFiles } from "./legacy-medical.ts";
export { toChild } from "./mapper.ts";
export { medicalAccessOf, recordMedicalAccess } from "./medical-access.ts";
export { correctMedicalFlags } from "./medical-flags.ts";
export { type MedicalFile, openMedicalFile, sealMedicalFile } from "./medical-file.ts";
