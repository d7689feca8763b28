import type { BankImportConflict } from "../../../../domain/contracts/admin-bank.ts";

/** Test data of the bank page: a credit reported for review, 130 € where 125 € was imported under its identity. */
export const CONFLICT: BankImportConflict = {
  valueDate: "2026-07-06",
  amountCents: 13_000,
  currency: "EUR",
  communication: "+++090/9337/55493+++",
  freeCommunication: "",
  counterpartyName: "PEETERS ZOE",
  recorded: { valueDate: "2026-07-06", amountCents: 12_500, currency: "EUR", communication: "+++090/9337/55493+++", freeCommunication: "" },
};
