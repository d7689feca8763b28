import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AccountingResponse, adminAccountingPaths, type LedgerLineView } from "../../../../../domain/contracts/admin-accounting.ts";
import { adminActivityPaths } from "../../../../../domain/contracts/admin-activities.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { adminActivity } from "../../activities/test-activities.ts";
import { AccountingPage } from "./accounting-page.tsx";

const SUMMER = adminActivity({ id: "a-summer", title: "Plaine d'été", startDate: "2026-07-06", endDate: "2026-07-10" });
const AUTUMN = adminActivity({ id: "a-autumn", title: "Plaine de Toussaint", startDate: "2026-10-26", endDate: "2026-10-30" });

const receipt: LedgerLineView = {
  id: "l1",
  date: "2026-06-15",
  kind: "receipt",
  kindLabel: "Reçu",
  method: "bank_transfer",
  methodLabel: "Virement",
  payerType: "parent",
  payerTypeLabel: "Parent",
  payerName: "Camille Dupont",
  activityId: SUMMER.id,
  activityTitle: SUMMER.title,
  reference: "R-1A2B3C4D",
  communication: "+++123/1234/12328+++",
  amountCents: 12_000,
  receipt: { id: "5b0e8f6a-3c1d-4e2f-9a8b-7c6d5e4f3a21", number: "2026-0012" },
};
const refund: LedgerLineView = {
  ...receipt,
  id: "l2",
  date: "2026-07-02",
  kind: "refund",
  kindLabel: "Remboursement",
  method: "stripe",
  methodLabel: "Carte bancaire",
  payerName: "Zoé Peeters",
  reference: "R-9F8E7D6C",
  communication: null,
  amountCents: 2_000,
  receipt: null,
};

const ledger: AccountingResponse = {
  from: "2026-01-01",
  to: "2026-11-28",
  lines: [receipt, refund],
  summary: [
    {
      activityId: SUMMER.id,
      activityTitle: SUMMER.title,
      startDate: SUMMER.startDate,
      receivedCents: 12_000,
      refundedCents: 2_000,
      netCents: 10_000,
      dueFromThirdPartiesCents: 4_000,
      dueFromFamiliesCents: 4_550,
    },
    {
      activityId: AUTUMN.id,
      activityTitle: AUTUMN.title,
      startDate: AUTUMN.startDate,
      receivedCents: 0,
      refundedCents: 500,
      netCents: -500,
      dueFromThirdPartiesCents: 0,
      dueFromFamiliesCents: 0,
    },
  ],
  totals: { receivedCents: 12_000, refundedCents: 2_500, netCents: 9_500, dueFromThirdPartiesCents: 4_000, dueFromFamiliesCents: 4_550 },
};

const EMPTY: AccountingResponse = {
  from: null,
  to: null,
  lines: [],
  summary: [],
  totals: { receivedCents: 0, refundedCents: 0, netCents: 0, dueFromThirdPartiesCents: 0, dueFromFamiliesCents: 0 },
};

/** The fake server: the plaines' list, and the ledger recording each query it was asked. */
function serve(answer: AccountingResponse = ledger) {
  const queries: Record<string, string>[] = [];
  fakeApi({
    [on.get(adminActivityPaths.list)]: { body: { activities: [SUMMER, AUTUMN] } },
    [on.get(adminAccountingPaths.ledger)]: ({ query }) => {
      queries.push(Object.fromEntries(query));
      return { body: answer };
    },
  });
  return queries;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);
const download = (format: "CSV" | "XLSX") => screen.getByRole("link", { name: `Télécharger (${format})` }).getAttribute("href");

describe("AccountingPage", () => {
  it("shows the summary per plaine with its total, and each line with a refund's minus sign", async () => {
    serve();
    renderWithApp(<AccountingPage />, { path: "/admin/accounting" });
    expect(screen.getByRole("heading", { level: 1, name: "Comptabilité" })).toBeTruthy();

    const summary = await screen.findAllByTestId("accounting-summary-row");
    expect(summary.map(cellsOf)).toEqual([
      ["Plaine d'été6 juillet 2026", "120,00\u00a0€", "20,00\u00a0€", "100,00\u00a0€", "45,50\u00a0€", "40,00\u00a0€"],
      ["Plaine de Toussaint26 octobre 2026", "0,00\u00a0€", "5,00\u00a0€", "\u22125,00\u00a0€", "0,00\u00a0€", "0,00\u00a0€"],
      ["Total", "120,00\u00a0€", "25,00\u00a0€", "95,00\u00a0€", "45,50\u00a0€", "40,00\u00a0€"],
    ]);
    const headers = within(screen.getByRole("region", { name: "Tableau du résumé par plaine" })).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "Plaine",
      "Reçu",
      "Remboursé",
      "Net",
      "Reste dû (familles)",
      "Reste dû (organismes)",
    ]);

    const lines = screen.getAllByTestId("ledger-line");
    expect(lines.map(cellsOf)).toEqual([
      [
        "15/06/2026",
        "Reçu",
        "Plaine d'été",
        "Camille DupontParent",
        "Virement",
        "R-1A2B3C4D+++123/1234/12328+++Reçu n°\u00a02026-0012",
        "120,00\u00a0€",
      ],
      ["02/07/2026", "Remboursement", "Plaine d'été", "Zoé PeetersParent", "Carte bancaire", "R-9F8E7D6C", "\u221220,00\u00a0€"],
    ]);
    // A sum received links to its numbered receipt (decision 0055), opened in a new tab; a refund has none.
    const receiptLink = within(lines[0]).getByRole("link", { name: "Reçu n°\u00a02026-0012" });
    expect(receiptLink.getAttribute("href")).toBe("/api/admin/receipts/5b0e8f6a-3c1d-4e2f-9a8b-7c6d5e4f3a21/pdf");
    expect(receiptLink.getAttribute("target")).toBe("_blank");
    expect(within(lines[1]).queryByRole("link")).toBeNull();
    expect(screen.queryByText("Aucune somme reçue ni remboursée sur cette période.")).toBeNull();
  });

  it("asks for the year so far by default, and downloads the same period", async () => {
    const queries = serve();
    renderWithApp(<AccountingPage />, { path: "/admin/accounting" });
    await screen.findAllByTestId("ledger-line");
    const today = brusselsToday();
    const from = `${today.slice(0, 4)}-01-01`;
    expect(queries).toEqual([{ from, to: today }]);
    expect(screen.getByLabelText<HTMLInputElement>("Du").value).toBe(from);
    expect(screen.getByLabelText<HTMLInputElement>("Au").value).toBe(today);
    expect(screen.getByLabelText<HTMLSelectElement>("Plaine").value).toBe("");
    expect(download("CSV")).toBe(`/api/admin/accounting/export?format=csv&from=${from}&to=${today}`);
    expect(download("XLSX")).toBe(`/api/admin/accounting/export?format=xlsx&from=${from}&to=${today}`);
  });

  it("sends the filters of the address and the ones chosen, and the downloads carry them", async () => {
    const queries = serve();
    // 'Au' left blank: no upper bound, neither asked nor downloaded.
    renderWithApp(<AccountingPage />, { path: `/admin/accounting?from=2026-06-01&to=&activityId=${SUMMER.id}` });
    await screen.findAllByTestId("ledger-line");
    expect(queries).toEqual([{ from: "2026-06-01", activityId: SUMMER.id }]);
    expect(screen.getByLabelText<HTMLInputElement>("Au").value).toBe("");
    expect(download("CSV")).toBe(`/api/admin/accounting/export?format=csv&from=2026-06-01&activityId=${SUMMER.id}`);

    const plaine = screen.getByLabelText("Plaine");
    await waitFor(() =>
      expect(
        within(plaine)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toHaveLength(3),
    );
    expect(
      within(plaine)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Toutes les plaines", "Plaine de Toussaint · 26 octobre 2026", "Plaine d'été · 6 juillet 2026"]);
    await userEvent.selectOptions(plaine, AUTUMN.id);
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: "2026-06-01", activityId: AUTUMN.id }));
    expect(download("XLSX")).toBe(`/api/admin/accounting/export?format=xlsx&from=2026-06-01&activityId=${AUTUMN.id}`);

    await userEvent.selectOptions(plaine, "");
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: "2026-06-01" }));
    expect(download("CSV")).toBe("/api/admin/accounting/export?format=csv&from=2026-06-01");
  });

  it("says when nothing was received nor given back in the period", async () => {
    serve(EMPTY);
    renderWithApp(<AccountingPage />, { path: "/admin/accounting?from=2020-01-01&to=2020-12-31" });
    expect(await screen.findByText("Aucune somme reçue ni remboursée sur cette période.")).toBeTruthy();
    expect(screen.queryByTestId("ledger-line")).toBeNull();
    expect(screen.queryByTestId("accounting-summary-row")).toBeNull();
    // The filters and the downloads stay, to choose another period.
    expect(download("CSV")).toBe("/api/admin/accounting/export?format=csv&from=2020-01-01&to=2020-12-31");
  });

  it("keeps the summary of what families still owe when no sum moved in the period", async () => {
    serve({ ...EMPTY, summary: [{ ...ledger.summary[0], receivedCents: 0, refundedCents: 0, netCents: 0 }] });
    renderWithApp(<AccountingPage />, { path: "/admin/accounting" });
    expect(await screen.findByText("Aucune somme reçue ni remboursée sur cette période.")).toBeTruthy();
    expect(screen.getAllByTestId("accounting-summary-row").map(cellsOf)[0]).toEqual([
      "Plaine d'été6 juillet 2026",
      "0,00\u00a0€",
      "0,00\u00a0€",
      "0,00\u00a0€",
      "45,50\u00a0€",
      "40,00\u00a0€",
    ]);
  });
});
