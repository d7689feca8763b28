/**
 * The certificates module's one door for the rest of the server: the parent's routes, the
 * administrators' settings and year runs, what an erasure or a retention rule asks of the
 * certificates, and the module's jobs. Other modules import from here, never from its files.
 */
export { certificateRoutes } from "./routes.ts";
export { childMutualityCertificates, mutualityPdf } from "./mutuality.ts";
export { loadDailyCaps, saveDailyCaps } from "./settings.ts";
export { type CertificateRunDeps, findRun, listRuns, requestRun, runArchive, runCertificateYear, runnableYears } from "./runs.ts";
export { certificateRunJob } from "./jobs.ts";
export { knownBelcotaxLayouts } from "./belcotax-layouts.ts";
export { forgetFamilyInRuns } from "./erased-families.ts";
export { purgeRetainedCertificates, retainFamilyCertificates } from "./retained.ts";
export type { ChildcareCertificateContent } from "./documents/content.ts";
