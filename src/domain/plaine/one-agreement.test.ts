import { describe, expect, it } from "vitest";
import { addDaysIso } from "../dates.ts";
import { oneAgreementDeadline, oneAgreementMessage, oneAgreementReminder } from "./one-agreement.ts";

const NBSP = "\u00a0";
const plaine = { title: "Plaine d'été", startDate: "2027-06-10", endDate: "2027-06-25", requestedOn: null };
/** Today, this many days before the first day. */
const before = (days: number) => addDaysIso(plaine.startDate, -days);

describe("the ONE agreement reminder", () => {
  it("falls 90 days before the first day", () => {
    expect(oneAgreementDeadline("2027-06-10")).toBe("2027-03-12");
  });

  it("reminds from 120 days before, warns once the 90th day before has passed", () => {
    expect(oneAgreementReminder(plaine, before(121))).toBeNull();
    expect(oneAgreementReminder(plaine, before(120))).toEqual({ deadline: "2027-03-12", late: false });
    expect(oneAgreementReminder(plaine, before(91))).toEqual({ deadline: "2027-03-12", late: false });
    expect(oneAgreementReminder(plaine, before(90))).toEqual({ deadline: "2027-03-12", late: false });
    expect(oneAgreementReminder(plaine, before(89))).toEqual({ deadline: "2027-03-12", late: true });
    expect(oneAgreementReminder(plaine, plaine.endDate)).toEqual({ deadline: "2027-03-12", late: true });
  });

  it("stops once the request is recorded, or the plaine is over", () => {
    expect(oneAgreementReminder({ ...plaine, requestedOn: "2027-02-01" }, before(100))).toBeNull();
    expect(oneAgreementReminder(plaine, addDaysIso(plaine.endDate, 1))).toBeNull();
  });

  it("says it in French", () => {
    expect(oneAgreementMessage("Été", { deadline: "2027-03-12", late: false })).toBe(
      `Demande d'agrément ONE à envoyer pour «${NBSP}Été${NBSP}» au plus tard le 12 mars 2027 (90 jours avant le début).`,
    );
    expect(oneAgreementMessage("Été", { deadline: "2027-03-12", late: true })).toBe(
      `Demande d'agrément ONE de «${NBSP}Été${NBSP}»${NBSP}: la date limite était le 12 mars 2027 (90 jours avant le début) et l'ONE refuse les demandes tardives.`,
    );
  });
});
