import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  BankImportReport,
  BankMovementsResponse,
  BankMovementView,
  BankStatementImportSummary,
  RefundDue,
  RefundFileSummary,
  RefundsResponse,
} from "../../../../../domain/contracts/admin-bank.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { adminBankPaths } from "../../../../../domain/contracts/admin-bank.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { TransferRulesSettings } from "../components/transfer-rules-settings.tsx";
import { PaymentImportPage } from "./payment-import-page.tsx";
import { CONFLICT } from "../test-bank.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";

const unmatched: BankMovementView = {
  id: "m1",
  amountCents: 12_500,
  currency: "EUR",
  valueDate: "2026-07-06",
  communication: null,
  freeCommunication: "INSCRIPTION LEA",
  counterpartyName: "PEETERS ZOE",
  counterpartyAccount: "BE71096123456769",
  outcome: "unmatched",
  outcomeLabel: "Non rapproché",
  refundCents: 0,
  payment: null,
};
const refund: BankMovementView = {
  ...unmatched,
  id: "m2",
  amountCents: 13_000,
  outcome: "overpaid",
  outcomeLabel: "Payé, trop-perçu à rembourser",
  refundCents: 500,
  payment: { id: "p9", parentName: "Camille Dupont", activityTitle: "Plaine d'été", communication: "+++123/1234/12328+++" },
};
const lists: BankMovementsResponse = { unmatched: [unmatched], unmatchedCount: 1, page: 1, pageSize: 50, toRefund: [refund] };

/** The same sum to give back as the refund list shows it: 5,00 € to PEETERS ZOE's valid IBAN. */
const refundDue: RefundDue = {
  movementId: "m2",
  refundCents: 500,
  outstandingCents: 500,
  receivedCents: 13_000,
  currency: "EUR",
  valueDate: "2026-07-06",
  creditorName: "PEETERS ZOE",
  iban: "BE71096123456769",
  blocked: null,
  reason: "overpaid",
  reasonLabel: "Versé en trop",
  activityTitle: "Plaine d'été",
  reference: "1a2b3c4d",
  parentName: "Camille Dupont",
  communication: "+++123/1234/12328+++",
  inFiles: [],
};
const refunds: RefundsResponse = { due: [refundDue], files: [], format: "pain.001.001.09" };

const julyReport: BankImportReport = {
  format: "coda",
  account: "BE68539007547034",
  credits: 2,
  matched: 1,
  partlyPaid: 0,
  overpaid: 0,
  unmatched: 1,
  alreadyImported: 0,
  debits: 0,
  refundsRecognised: 0,
  refundConflicts: [],
  zeroAmountsIgnored: 1,
  foreignCurrency: [{ currency: "GBP", credits: 1 }],
  conflicts: [],
};
const julyImport: BankStatementImportSummary = {
  id: "i1",
  importedAt: "2026-07-06T22:09:00.000Z",
  fileName: "juillet.cod",
  format: "coda",
  account: "BE68539007547034",
  movements: 3,
  credits: 2,
  conflicts: 1,
  importedBy: "Alex Martin",
};

afterEach(() => vi.unstubAllGlobals());

describe("PaymentImportPage", () => {
  it("sends each dropped file and shows its report, or the server's French reason", async () => {
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: lists },
      [on.post(adminBankPaths.importStatement)]: (request) =>
        api.calls.filter((call) => call.method === "POST").length === 1
          ? { body: julyReport }
          : { status: 400, body: { error: { code: "VALIDATION", message: `Fichier CODA refusé\u00a0: ${request.query.get("name")}` } } },
    });
    renderWithApp(<PaymentImportPage />);
    const input = screen.getByTestId("statement-input");
    await userEvent.upload(input, [new File(["0000"], "juillet.cod"), new File(["0000"], "abime.cod")]);
    const reports = await screen.findAllByTestId("import-report");
    await waitFor(() => expect(reports[1].textContent).toContain("Fichier CODA refusé"));
    expect(reports[0].textContent).toContain("juillet.cod — Relevé CODA du compte BE68539007547034\u00a0: 2 crédits");
    expect(reports[0].textContent).toContain("1 paiement reçu en entier");
    expect(reports[0].textContent).toContain("1 virement non rapproché");
    expect(reports[0].textContent).toContain("1 ligne à 0,00 € ignorée");
    expect(reports[0].textContent).toContain("1 crédit en GBP à vérifier (jamais rapproché d'un paiement en euros)");
    // Each file's name goes with it, for the list of imports.
    expect(reports[1].textContent).toContain("Fichier CODA refusé\u00a0: abime.cod");
  });

  it("lists the statements imported and reopens one's report, with the credits to check", async () => {
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: lists },
      [on.get(adminBankPaths.statementImports)]: { body: { imports: [julyImport], total: 1, page: 1, pageSize: 20 } },
      [on.get(adminBankPaths.statementImport, { id: "i1" })]: {
        body: {
          import: julyImport,
          report: {
            ...julyReport,
            conflicts: [CONFLICT],
          },
        },
      },
    });
    renderWithApp(<PaymentImportPage />);
    const row = await screen.findByTestId("statement-import");
    const text = (row.textContent ?? "").replace(/\s/g, " ");
    for (const part of [
      "7 juillet 2026 à 00:09",
      "juillet.cod",
      "BE68539007547034",
      "3 mouvements · 2 crédits",
      "1 à vérifier",
      "Alex Martin",
    ])
      expect(text).toContain(part);
    expect(screen.getByTestId("imports-page").textContent).toBe("Page 1 sur 1 · 1 relevé importé");

    await userEvent.click(within(row).getByRole("button", { name: "Voir le rapport" }));
    const dialog = await screen.findByRole("dialog", { name: "Rapport d'import" });
    await waitFor(() => expect(within(dialog).getByTestId("import-conflict")).toBeTruthy());
    expect(dialog.textContent).toContain("juillet.cod — Relevé CODA du compte BE68539007547034\u00a0: 2 crédits");
    expect(dialog.textContent).toContain("1 mouvement à vérifier\u00a0: déjà importé avec un autre montant ou une autre communication");
    expect(within(dialog).getByTestId("import-conflict").textContent).toContain("Déjà importé\u00a0: 125,00");
    expect(api.calls.map((call) => call.path)).toContain("/api/admin/bank-statements/i1");
  });

  it("shows how many credits are unmatched and pages through them; one in another currency shows it and cannot be assigned", async () => {
    const pageOf = (page: number): BankMovementsResponse => ({
      unmatched:
        page === 1
          ? [unmatched, { ...unmatched, id: "m3", amountCents: 8_000, currency: "GBP", counterpartyName: "SMITH JOHN" }]
          : [{ ...unmatched, id: "m4", counterpartyName: "JANSSENS AN" }],
      unmatchedCount: 51,
      page,
      pageSize: 50,
      toRefund: [],
    });
    const asked: (string | null)[] = [];
    fakeApi({
      [on.get(adminBankPaths.movements)]: (request) => {
        asked.push(request.query.get("page"));
        return { body: pageOf(Number(request.query.get("page"))) };
      },
    });
    renderWithApp(<PaymentImportPage />);
    expect(await screen.findByRole("heading", { name: "Virements non rapprochés (51)" })).toBeTruthy();
    expect(screen.getByTestId("unmatched-page").textContent).toBe("Page 1 sur 2 · 51 virements");
    const rows = screen.getAllByTestId("unmatched-movement");
    expect(rows).toHaveLength(2);
    const pounds = rows.find((row) => row.textContent?.includes("SMITH JOHN"))!;
    expect(pounds.textContent?.replace(/\s/g, " ")).toContain("80,00 GBP");
    expect(pounds.textContent).toContain("En GBP\u00a0: à vérifier");
    expect(within(pounds).queryByRole("button", { name: "Attribuer à un paiement" })).toBeNull();
    expect(within(pounds).getByRole("button", { name: "Hors plaines" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Page précédente" })).toHaveProperty("disabled", true);

    await userEvent.click(screen.getByRole("button", { name: "Page suivante" }));
    await waitFor(() => expect(screen.getByTestId("unmatched-page").textContent).toBe("Page 2 sur 2 · 51 virements"));
    expect(screen.getByTestId("unmatched-movement").textContent).toContain("JANSSENS AN");
    expect(screen.getByRole("button", { name: "Page suivante" })).toHaveProperty("disabled", true);
    expect(asked).toEqual(expect.arrayContaining(["1", "2"]));
  });

  it("assigns an unmatched credit to a payment found by name, and marks a refund as made", async () => {
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: lists },
      [on.get(adminBankPaths.paymentSearch)]: (request) => ({
        body: {
          payments: [
            {
              id: "p1",
              parentName: `Zoë Peeters (${request.query.get("q")})`,
              parentEmail: "zoe@example.org",
              childNames: ["Léa Peeters"],
              activityTitle: "Plaine d'été",
              communication: "+++123/1234/12328+++",
              amountCents: 12_500,
              receivedCents: 0,
              statusLabel: "En attente",
            },
          ],
        },
      }),
      [on.post(adminBankPaths.assign, { id: "m1" })]: { body: { movement: { ...unmatched, outcome: "paid", outcomeLabel: "Payé" } } },
      [on.post(adminBankPaths.refundSettled, { id: "m2" })]: { body: { movement: refund } },
      [on.get(adminBankPaths.refunds)]: { body: refunds },
    });
    renderWithApp(<PaymentImportPage />);
    const item = await screen.findByTestId("unmatched-movement");
    expect(item.textContent).toContain("PEETERS ZOE");
    await userEvent.click(within(item).getByRole("button", { name: "Attribuer à un paiement" }));
    const assign = await screen.findByRole("button", { name: /Attribuer ce virement au paiement de Zoë Peeters \(PEETERS\)/ });
    await userEvent.click(assign);
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: "POST", path: "/api/admin/bank-movements/m1/assign", body: { paymentId: "p1" } }),
    );

    const toRefund = await screen.findByTestId("refund-movement");
    expect(toRefund.textContent).toContain("Camille Dupont");
    // Nothing is noted on one click: the dialog asks first.
    await userEvent.click(within(toRefund).getByRole("button", { name: "Marquer comme remboursé" }));
    const dialog = await screen.findByRole("dialog", { name: /^Marquer 5,00\s€ comme remboursés\u00a0\?$/ });
    expect(dialog.textContent).toContain("PEETERS ZOE");
    expect(api.calls.map((call) => call.path)).not.toContain("/api/admin/bank-movements/m2/refund-settled");
    await userEvent.click(within(dialog).getByRole("button", { name: "Marquer comme remboursé" }));
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain("/api/admin/bank-movements/m2/refund-settled"));
  });

  it("asks before setting a credit aside as 'Hors plaines': cancelling changes nothing", async () => {
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: lists },
      [on.post(adminBankPaths.dismiss, { id: "m1" })]: {
        body: { movement: { ...unmatched, outcome: "dismissed", outcomeLabel: "Hors plaines" } },
      },
    });
    renderWithApp(<PaymentImportPage />);
    const item = await screen.findByTestId("unmatched-movement");
    await userEvent.click(within(item).getByRole("button", { name: "Hors plaines" }));
    const dialog = await screen.findByRole("dialog", { name: "Classer ce virement hors plaines\u00a0?" });
    expect(dialog.textContent).toContain("INSCRIPTION LEA");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.click(within(item).getByRole("button", { name: "Hors plaines" }));
    await userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Classer hors plaines" }));
    await waitFor(() => expect(api.calls).toContainEqual({ method: "POST", path: "/api/admin/bank-movements/m1/dismiss", body: {} }));
  });
});

describe("PaymentImportPage's refunds by SEPA file", () => {
  const made: RefundFileSummary = {
    id: "f1",
    createdAt: "2026-11-28T07:12:00.000Z",
    number: 1,
    fileName: "remboursements-2026-11-28-1.xml",
    messageId: "RMBF20261128ABCDEF0123456789",
    format: "pain.001.001.09",
    transfers: 2,
    totalCents: 1_750,
    paidTransfers: 0,
    createdBy: "Alex Martin",
  };
  const second: RefundDue = { ...refundDue, movementId: "m3", outstandingCents: 1_250, refundCents: 1_250, creditorName: "JANSSENS AN" };
  const noIban: RefundDue = {
    ...refundDue,
    movementId: "m4",
    creditorName: "SMITH JOHN",
    iban: null,
    blocked: "Le relevé ne donne pas le compte du donneur d'ordre\u00a0: remboursez à la main.",
  };

  it("selects refunds (not one without a valid IBAN), shows the total, makes and downloads the file, then shows them in it", async () => {
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute("href")} ${this.download}`);
    });
    let created = false;
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: { ...lists, toRefund: [] } },
      [on.get(adminBankPaths.refunds)]: () => ({
        body: created
          ? {
              ...refunds,
              due: [refundDue, second]
                .map((due) => ({
                  ...due,
                  outstandingCents: 0,
                  inFiles: [{ fileId: "f1", createdAt: made.createdAt, amountCents: due.refundCents, paid: false }],
                }))
                .concat(noIban),
              files: [made],
            }
          : { ...refunds, due: [refundDue, second, noIban] },
      }),
      [on.post(adminBankPaths.refundFiles)]: () => {
        created = true;
        return { status: 201, body: { file: made } };
      },
    });
    renderWithApp(<PaymentImportPage />);
    const items = await screen.findAllByTestId("refund-movement");
    expect(items).toHaveLength(3);
    const blocked = items[2];
    expect(blocked.textContent).toContain("Le relevé ne donne pas le compte du donneur d'ordre");
    expect(within(blocked).getByRole("checkbox")).toHaveProperty("disabled", true);
    expect(items[0].textContent).toContain("BE71 0961 2345 6769");
    expect(items[0].textContent).toContain("Versé en trop · Plaine d'été · réf. 1a2b3c4d · Camille Dupont");
    const download = screen.getByRole("button", { name: "Télécharger le fichier SEPA" });
    expect(download).toHaveProperty("disabled", true);
    expect(screen.getByText("Aucun fichier pour l'instant.")).toBeTruthy();

    await userEvent.click(within(items[0]).getByRole("checkbox"));
    expect(screen.getByTestId("refund-selection").textContent).toMatch(/^1 remboursement choisi · 5,00\s€$/);
    await userEvent.click(screen.getByRole("checkbox", { name: "Tout sélectionner" }));
    expect(screen.getByTestId("refund-selection").textContent).toMatch(/^2 remboursements choisis · 17,50\s€$/);
    await userEvent.click(download);

    await waitFor(() => expect(clicked).toEqual(["/api/admin/refund-files/f1/download remboursements-2026-11-28-1.xml"]));
    expect(api.calls).toContainEqual({ method: "POST", path: "/api/admin/refund-files", body: { movementIds: ["m2", "m3"] } });
    const file = await screen.findByTestId("refund-file");
    expect(file.textContent?.replace(/\s/g, " ")).toContain("28 novembre 2026 à 08:12 · n° 1");
    expect(file.textContent?.replace(/\s/g, " ")).toContain("2 virements · 17,50 € · 0 sur 2 payé");
    expect(
      within(file)
        .getByRole("link", { name: /Télécharger/ })
        .getAttribute("href"),
    ).toBe("/api/admin/refund-files/f1/download");
    const after = screen.getAllByTestId("refund-movement");
    expect(after[0].textContent).toContain("Dans le fichier du 28/11");
    expect(within(after[0]).getByRole("checkbox")).toHaveProperty("disabled", true);
    expect(within(after[0]).getByRole("button", { name: "Marquer comme remboursé" })).toBeTruthy();
    expect(screen.getByTestId("refund-selection").textContent).toBe("Aucun remboursement choisi");
    click.mockRestore();
  });

  it("withdraws a file none of whose transfers is paid, after a dialog saying what happens; a file paid in part has no 'Retirer'", async () => {
    const paidFile: RefundFileSummary = {
      ...made,
      id: "f2",
      number: 2,
      fileName: "remboursements-2026-11-28-2.xml",
      transfers: 1,
      totalCents: 900,
      paidTransfers: 1,
    };
    const inFile = (due: RefundDue): RefundDue => ({
      ...due,
      outstandingCents: 0,
      inFiles: [{ fileId: "f1", createdAt: made.createdAt, amountCents: due.refundCents, paid: false }],
    });
    let withdrawn = false;
    const api = fakeApi({
      [on.get(adminBankPaths.movements)]: { body: { ...lists, toRefund: [] } },
      [on.get(adminBankPaths.refunds)]: () => ({
        body: withdrawn
          ? { ...refunds, due: [refundDue, second], files: [paidFile] }
          : { ...refunds, due: [inFile(refundDue), inFile(second)], files: [made, paidFile] },
      }),
      [on.delete(adminBankPaths.refundFile, { id: "f1" })]: () => {
        withdrawn = true;
        return { status: 204 };
      },
    });
    renderWithApp(<PaymentImportPage />);
    const files = await screen.findAllByTestId("refund-file");
    expect(files).toHaveLength(2);
    expect(within(files[1]).queryByRole("button", { name: /Retirer/ })).toBeNull();
    for (const item of screen.getAllByTestId("refund-movement"))
      expect(within(item).getByRole("checkbox")).toHaveProperty("disabled", true);

    // Cancelling changes nothing.
    await userEvent.click(within(files[0]).getByRole("button", { name: "Retirer le fichier remboursements-2026-11-28-1.xml" }));
    let dialog = await screen.findByRole("dialog", { name: "Retirer ce fichier\u00a0?" });
    expect(dialog.textContent).toContain(
      "Ses 2 virements redeviennent à rembourser. Ne le faites que si la banque ne l'a pas exécuté (refusé, ou jamais déposé).",
    );
    expect(dialog.textContent).toContain("remboursements-2026-11-28-1.xml");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await userEvent.click(within(files[0]).getByRole("button", { name: /^Retirer/ }));
    dialog = await screen.findByRole("dialog", { name: "Retirer ce fichier\u00a0?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Retirer le fichier" }));
    await waitFor(() => expect(api.calls).toContainEqual({ method: "DELETE", path: "/api/admin/refund-files/f1", body: undefined }));
    expect(
      await screen.findByText("Fichier retiré\u00a0: 2 virements redeviennent à rembourser", { selector: "[data-title]", ...EXACT_SPACES }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId("refund-file")).toHaveLength(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    const items = screen.getAllByTestId("refund-movement");
    expect(items[0].textContent).not.toContain("Dans le fichier du");
    expect(within(items[0]).getByRole("checkbox")).toHaveProperty("disabled", false);
  });
});

describe("TransferRulesSettings", () => {
  it("saves the reminder days typed as a list, and shows the server's refusal on its field", async () => {
    const api = fakeApi({
      [on.put(adminBankPaths.rules)]: (request) => ({ body: { rules: request.body } }),
    });
    renderWithApp(<TransferRulesSettings rules={{ reminderDays: [7, 14], deadlineDays: 21, deadlineDaysBeforeStart: 10 }} />);
    const days = screen.getByLabelText("Rappels (jours après l'inscription)");
    await userEvent.clear(days);
    await userEvent.type(days, "5, 12");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les règles" }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: "PUT",
        path: "/api/admin/bank-transfer-rules",
        body: { reminderDays: [5, 12], deadlineDays: 21, deadlineDaysBeforeStart: 10 },
      }),
    );
    const deadline = screen.getByLabelText("Date limite (jours après l'inscription)");
    await userEvent.clear(deadline);
    await userEvent.type(deadline, "0");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer les règles" }));
    expect(await screen.findByText("Le délai de paiement doit être compris entre 1 et 90 jours")).toBeTruthy();
  });
});
