/**
 * Every PostgreSQL advisory lock the site takes, in one list, so that no two uses ever share an
 * id (advisory-locks.test.ts checks they differ). PostgreSQL keeps locks on one 64-bit key apart from locks on
 * two 32-bit keys: the per-year locks pass the income year as their second key.
 */
export const ADVISORY_LOCKS = {
  /** Held while one process migrates: the others wait for it, then find nothing left to do (session lock). */
  migrations: 7_415_320_661,
  /** The start's medical-flag correction: processes starting together run it one after the other. */
  medicalFlagsPass: 7_415_320_662,
  /** Changes of the tariff categories (names, order, archive) are made one at a time. */
  tariffCategories: 7_415_320_663,
  /** With the income year: sequence numbers of certificates are given one certificate at a time. */
  certificateSequence: 28_186,
  /** With the income year: the year's certificate run is created by one request at a time. */
  certificateRun: 28_187,
  /** Invoices and credit notes take their numbers one document at a time, both series alike (decision 0057). */
  invoiceNumbers: 7_415_320_664,
  /** The outbox counts and claims the e-mails of messages to families one claim at a time (the sending rate, decision 0061). */
  familyMessageRate: 7_415_320_665,
} as const;
