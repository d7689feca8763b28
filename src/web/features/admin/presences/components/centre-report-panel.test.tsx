import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPresencePaths, type CentreReportResponse } from "../../../../../domain/contracts/admin-presences.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { CentreReportPanel } from "./centre-report-panel.tsx";

const ID = "0b8e6a51-5f1d-4c1e-9d0a-3c2b7f1e4a10";

const answer = (oneAgreement: CentreReportResponse["oneAgreement"]): CentreReportResponse => ({
  activity: { id: ID, title: "Été", startDate: "2026-07-06", endDate: "2026-07-10" },
  from: "2026-07-06",
  to: "2026-07-10",
  norms: {
    id: "one",
    label: "ONE (Fédération Wallonie-Bruxelles)",
    rule: "1 pour 8 enfants de moins de 6 ans, 1 pour 12 à partir de 6 ans",
  },
  report: {
    days: [],
    totals: {
      daysOpen: 4,
      childDaysUnderSix: 3,
      childDaysSixAndOver: 4,
      childDays: 7,
      distinctChildren: 3,
      daysAtSubsidyThreshold: 0,
      daysMet: 2,
      daysNotMet: 1,
      daysNotEntered: 1,
    },
  },
  team: { people: [], staffDays: 0 },
  oneAgreement,
});

afterEach(() => vi.unstubAllGlobals());

describe("CentreReportPanel", () => {
  it("shows the totals of the period chosen and downloads its PDF and CSV for that period", async () => {
    const periods: string[] = [];
    fakeApi({
      [on.get(adminPresencePaths.centreReport, { id: ID })]: ({ query }) => {
        periods.push(query.toString());
        return { body: answer(null) };
      },
    });
    renderWithApp(<CentreReportPanel activityId={ID} />);
    const totals = await screen.findByTestId("centre-report-totals");
    expect(totals.textContent).toContain("Journées/enfants7 (3 de moins de 6 ans, 4 de 6 ans et plus)");
    expect(totals.textContent).toContain("Jours avec au moins 13 enfants0");
    expect(totals.textContent).toContain("Norme d'encadrement respectée2 jours sur 4 (1 jour sans animateurs encodés)");
    expect(screen.getByRole("link", { name: "Télécharger le PDF" }).getAttribute("href")).toBe(
      `/api/admin/activities/${ID}/centre-report.pdf`,
    );
    fireEvent.change(screen.getByLabelText("Du"), { target: { value: "2026-07-08" } });
    await waitFor(() => expect(periods).toContain("from=2026-07-08"));
    expect(screen.getByRole("link", { name: "Télécharger le CSV" }).getAttribute("href")).toBe(
      `/api/admin/activities/${ID}/centre-report.csv?from=2026-07-08`,
    );
    // Under the VGC's norms there is no agreement request to record.
    expect(screen.queryByTestId("one-agreement")).toBeNull();
  });

  it("records the agreement request as sent today, and clears it", async () => {
    const { calls } = fakeApi({
      [on.get(adminPresencePaths.centreReport, { id: ID })]: { body: answer({ requestedOn: null, deadline: "2026-04-07" }) },
      [on.put(adminPresencePaths.oneAgreement, { id: ID })]: { body: { requestedOn: brusselsToday() } },
    });
    renderWithApp(<CentreReportPanel activityId={ID} />);
    expect((await screen.findByTestId("one-agreement")).textContent).toContain("au plus tard le 7 avril 2026 (90 jours avant le début)");
    fireEvent.click(screen.getByRole("button", { name: "Noter comme envoyée" }));
    await waitFor(() => expect(calls.some((call) => call.method === "PUT")).toBe(true));
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ requestedOn: brusselsToday() });
  });

  it("shows the day a request was sent, with « Annuler » to clear it", async () => {
    const { calls } = fakeApi({
      [on.get(adminPresencePaths.centreReport, { id: ID })]: { body: answer({ requestedOn: "2026-03-01", deadline: "2026-04-07" }) },
      [on.put(adminPresencePaths.oneAgreement, { id: ID })]: { body: { requestedOn: null } },
    });
    renderWithApp(<CentreReportPanel activityId={ID} />);
    expect((await screen.findByTestId("one-agreement")).textContent).toContain("Demande envoyée le 1er mars 2026.");
    fireEvent.click(screen.getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ requestedOn: null }));
  });
});
