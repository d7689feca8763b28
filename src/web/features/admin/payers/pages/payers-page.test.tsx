import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminPayerPaths, type PayerSharesResponse } from "../../../../../domain/contracts/admin-payers.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { PAYER_KIND_LABELS } from "../../../../../domain/payers.ts";
import { payer, payerShare } from "../test-payers.ts";
import { PayersPage } from "./payers-page.tsx";

const CPAS = payer({ id: "f1000000-0000-4000-8000-000000000001", name: "CPAS de Forest", shareCount: 2, outstandingCents: 7000 });
const EMPLOYER = payer({
  id: "f2000000-0000-4000-8000-000000000002",
  name: "Brasserie Dupont",
  kind: "employer",
  contactName: null,
  email: "rh@brasserie.be",
  iban: null,
  address: "Rue Haute 1\n1000 Bruxelles",
});
const ARCHIVED = payer({ id: "f3000000-0000-4000-8000-000000000003", name: "Ancien sponsor", kind: "sponsor", archived: true });

const dueLater = payerShare({ id: "s1000000-0000-4000-8000-000000000001", number: "2099-0002", dueDate: "2099-07-30" });
const overdue = payerShare({
  id: "s2000000-0000-4000-8000-000000000002",
  number: "2099-0001",
  childName: "Léo Martin",
  amountCents: 3000,
  outstandingCents: 3000,
  percent: 50,
  dueDate: "2099-06-01",
  overdue: true,
});
const cancelledPaid = payerShare({
  id: "s3000000-0000-4000-8000-000000000003",
  number: "2099-0003",
  status: "paid",
  receivedCents: 4000,
  outstandingCents: 0,
  registrationCancelled: true,
});

const SHARES: PayerSharesResponse = { shares: [dueLater, overdue, cancelledPaid], outstandingCents: 7000 };

/** The fake server: the directory, and the shares recording each query string they were asked with. */
function serve(routes: Parameters<typeof fakeApi>[0] = {}, shares: PayerSharesResponse = SHARES) {
  const queries: Record<string, string>[] = [];
  const api = fakeApi({
    [on.get(adminPayerPaths.payers)]: { body: { payers: [CPAS, EMPLOYER, ARCHIVED] } },
    [on.get(adminPayerPaths.shares)]: ({ query }) => {
      queries.push(Object.fromEntries(query));
      return { body: shares };
    },
    ...routes,
  });
  return { ...api, queries };
}

const renderPage = (path = "/admin/payers") => renderWithApp(<PayersPage />, { path });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("PayersPage — Parts à réclamer", () => {
  it("lists the shares still to receive, overdue first, with what the organisation still owes in all", async () => {
    const { queries } = serve();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Organismes payeurs" })).toBeTruthy();
    const rows = await screen.findAllByTestId("payer-share");
    expect(queries[0]).toEqual({ status: "due" });
    expect(rows.map((row) => cellsOf(row).slice(0, 6))).toEqual([
      [
        "N°\u00a02099-0001À recevoirEn retard+++123/4567/89002+++",
        "CPAS de ForestCPAS",
        "Léo MartinRéf. R-1A2B3C4DPlaine d'été · 6 juillet 2099",
        "30,00\u00a0€50\u00a0% du prix",
        "0,00\u00a0€",
        "01/06/2099",
      ],
      [
        "N°\u00a02099-0002À recevoir+++123/4567/89002+++",
        "CPAS de ForestCPAS",
        "Zoé DupontRéf. R-1A2B3C4DPlaine d'été · 6 juillet 2099",
        "40,00\u00a0€",
        "0,00\u00a0€",
        "30/07/2099",
      ],
      [
        "N°\u00a02099-0003ReçuInscription annulée — à rembourser+++123/4567/89002+++",
        "CPAS de ForestCPAS",
        "Zoé DupontRéf. R-1A2B3C4DPlaine d'été · 6 juillet 2099",
        "40,00\u00a0€",
        "40,00\u00a0€",
        "30/06/2099",
      ],
    ]);
    expect(screen.getByTestId("shares-outstanding").textContent).toBe("Reste à recevoir\u00a0: 70,00\u00a0€");

    // Each payment request as a PDF, opened in a new tab; sent again while due; withdrawn only while nothing came in.
    const pdf = within(rows[0]).getByRole("link", { name: "PDF de la demande n°\u00a02099-0001" });
    expect(pdf.getAttribute("href")).toBe(`/api/admin/payer-shares/${overdue.id}/pdf`);
    expect(pdf.getAttribute("target")).toBe("_blank");
    expect(within(rows[0]).getByRole("button", { name: /^Renvoyer la demande/ })).toBeTruthy();
    expect(within(rows[0]).getByRole("button", { name: /^Retirer/ })).toBeTruthy();
    expect(within(rows[2]).queryByRole("button", { name: /^Retirer/ })).toBeNull();
    expect(within(rows[2]).queryByRole("button", { name: /^Renvoyer/ })).toBeNull();
  });

  it("filters by organisation and status, kept in the address", async () => {
    const user = userEvent.setup();
    const { queries } = serve();
    renderPage("/admin/payers?status=all");
    await screen.findAllByTestId("payer-share");
    expect(queries.at(-1)).toEqual({ status: "all" });
    const status = screen.getByLabelText<HTMLSelectElement>("Statut");
    expect(
      within(status)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["À recevoir", "Reçues", "Annulées", "Toutes"]);
    expect(status.value).toBe("all");

    const organisation = screen.getByLabelText("Organisme");
    await waitFor(() => expect(within(organisation).getAllByRole("option")).toHaveLength(4));
    expect(
      within(organisation)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Tous les organismes", "CPAS de Forest", "Brasserie Dupont", "Ancien sponsor (archivé)"]);
    await user.selectOptions(organisation, CPAS.id);
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: "all", payerId: CPAS.id }));
    await user.selectOptions(status, "paid");
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: "paid", payerId: CPAS.id }));
    await user.selectOptions(status, "");
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: "due", payerId: CPAS.id }));
  });

  it("says when nothing is left to receive", async () => {
    serve({}, { shares: [], outstandingCents: 0 });
    renderPage();
    expect(await screen.findByText("Aucune part à recevoir\u00a0: tout ce qui a été demandé est reçu.", EXACT_SPACES)).toBeTruthy();
    expect(screen.getByTestId("shares-outstanding").textContent).toBe("Reste à recevoir\u00a0: 0,00\u00a0€");
  });

  it("sends a payment request again and gives the server's sentence", async () => {
    const user = userEvent.setup();
    const api = serve({
      [on.post(adminPayerPaths.shareSend, { id: overdue.id })]: {
        body: { message: "La demande de paiement a été renvoyée à l'organisme." },
      },
    });
    renderPage();
    const [row] = await screen.findAllByTestId("payer-share");
    await user.click(within(row).getByRole("button", { name: /^Renvoyer la demande/ }));
    expect(await screen.findByText("Demande renvoyée", { selector: "[data-title]" })).toBeTruthy();
    expect(screen.getByText("La demande de paiement a été renvoyée à l'organisme.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual([
      `/api/admin/payer-shares/${overdue.id}/send`,
    ]);
  });

  it("withdraws a share only once confirmed, saying the family's part goes back up and the family is told", async () => {
    const user = userEvent.setup();
    const api = serve({
      [on.delete(adminPayerPaths.share, { id: overdue.id })]: {
        body: { message: "Part retirée\u00a0; la famille paie 60,00\u00a0€ pour cet enfant." },
      },
    });
    renderPage();
    const [row] = await screen.findAllByTestId("payer-share");
    await user.click(within(row).getByRole("button", { name: /^Retirer/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Retirer la prise en charge\u00a0?" }));
    expect(dialog.getByText(/^La part de la famille augmente d'autant/).textContent).toBe(
      "La part de la famille augmente d'autant\u00a0: elle reçoit un e-mail avec le nouveau montant à payer.",
    );
    expect(dialog.getByText(/ne prend plus en charge/).textContent).toContain("30,00\u00a0€ pour Léo Martin (Plaine d'été)");
    await user.click(dialog.getByRole("button", { name: "Annuler" }));
    expect(api.calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(within(row).getByRole("button", { name: /^Retirer/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Retirer" }));
    expect(await screen.findByText("Prise en charge retirée", { selector: "[data-title]" })).toBeTruthy();
    expect(screen.getByText("Part retirée\u00a0; la famille paie 60,00\u00a0€ pour cet enfant.", EXACT_SPACES)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      `/api/admin/payer-shares/${overdue.id}`,
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("PayersPage — chèques et parts reçues en main propre", () => {
  const voucher = payerShare({
    id: "s4000000-0000-4000-8000-000000000004",
    number: "2099-0004",
    payerId: "f4000000-0000-4000-8000-000000000004",
    payerName: "Ville de Wavre",
    payerKindLabel: PAYER_KIND_LABELS.voucher,
    voucherNumber: "CS-12345",
    amountCents: 3000,
    outstandingCents: 3000,
  });
  const partlyPaid = payerShare({
    id: "s5000000-0000-4000-8000-000000000005",
    number: "2099-0005",
    receivedCents: 2000,
    outstandingCents: 2000,
    dueDate: "2099-07-15",
  });

  it("names a voucher by its number, and marks a share received only once confirmed", async () => {
    const user = userEvent.setup();
    const api = serve(
      {
        [on.post(adminPayerPaths.shareReceived, { id: voucher.id })]: {
          body: { message: "Chèque n°\u00a0CS-12345 marqué reçu\u00a0: 30,00\u00a0€." },
        },
      },
      { shares: [voucher, partlyPaid, cancelledPaid], outstandingCents: 5000 },
    );
    renderPage();
    const [row, partly, received] = await screen.findAllByTestId("payer-share");
    expect(cellsOf(row)[1]).toBe("Ville de WavreÉmetteur de chèques (sport, culture…)Chèque n°\u00a0CS-12345");
    // Only what is still awaited, nothing of it come by the bank, for a child still registered, can be marked received.
    expect(within(received).queryByRole("button", { name: /^Marquer reçu/ })).toBeNull();
    expect(within(partly).queryByRole("button", { name: /^Marquer reçu/ })).toBeNull();
    expect(within(partly).getByRole("button", { name: /^Renvoyer la demande/ })).toBeTruthy();
    // A voucher is handed in: no request to e-mail its issuer.
    expect(within(row).queryByRole("button", { name: /^Renvoyer la demande/ })).toBeNull();
    expect(within(received).queryByTestId("voucher-number")).toBeNull();

    await user.click(within(row).getByRole("button", { name: "Marquer reçu la demande n°\u00a02099-0004" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Marquer le chèque reçu\u00a0?" }));
    expect(dialog.getByText(/^Le chèque \(ou le paiement\)/).textContent).toBe(
      "Le chèque (ou le paiement) de 30,00\u00a0€ a été remis\u00a0: la part est marquée reçue aujourd'hui.",
    );
    expect(dialog.getByText(/pour Zoé Dupont/).textContent).toBe(
      "Chèque n°\u00a0CS-12345 (Ville de Wavre)\u00a0: 30,00\u00a0€ pour Zoé Dupont (Plaine d'été).",
    );
    await user.click(dialog.getByRole("button", { name: "Annuler" }));
    expect(api.calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(row).getByRole("button", { name: /^Marquer reçu/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Marquer reçu" }));
    expect(await screen.findByText("Chèque reçu", { selector: "[data-title]" })).toBeTruthy();
    expect(screen.getByText("Chèque n°\u00a0CS-12345 marqué reçu\u00a0: 30,00\u00a0€.", EXACT_SPACES)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: `/api/admin/payer-shares/${voucher.id}/received`, body: {} },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list is asked again: the share is no longer awaited.
    await waitFor(() => expect(api.queries.length).toBeGreaterThan(1));
  });

  it("says why the server refused to mark a share received", async () => {
    const user = userEvent.setup();
    serve(
      {
        [on.post(adminPayerPaths.shareReceived, { id: voucher.id })]: {
          status: 409,
          body: { error: { code: "CONFLICT", message: "Cette part est déjà reçue." } },
        },
      },
      { shares: [voucher], outstandingCents: 3000 },
    );
    renderPage();
    const [row] = await screen.findAllByTestId("payer-share");
    await user.click(within(row).getByRole("button", { name: /^Marquer reçu/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Marquer reçu" }));
    expect(await screen.findByText("Cette part est déjà reçue.", { selector: "[data-title]" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});

describe("PayersPage — Annuaire", () => {
  const directoryRows = () => screen.findAllByTestId("payer-row");

  it("lists each organisation with its type, contact, IBAN and what it still owes", async () => {
    serve();
    renderPage();
    const rows = await directoryRows();
    expect(rows.map((row) => cellsOf(row).slice(0, 4))).toEqual([
      ["CPAS de ForestCPAS", "Anne Lambertservice.social@cpas-forest.be", "BE68 5390 0754 7034", "70,00\u00a0€2 prises en charge"],
      ["Brasserie DupontEmployeur", "rh@brasserie.be" + "Rue Haute 1\n1000 Bruxelles", "—", "0,00\u00a0€Aucune prise en charge"],
      [
        "Ancien sponsorSponsorArchivé",
        "Anne Lambertservice.social@cpas-forest.be",
        "BE68 5390 0754 7034",
        "0,00\u00a0€Aucune prise en charge",
      ],
    ]);
    // An archived organisation is reactivated, not changed.
    expect(within(rows[2]).queryByRole("button", { name: /^Modifier/ })).toBeNull();
    expect(within(rows[2]).getByRole("button", { name: "Réactiver «\u00a0Ancien sponsor\u00a0»" })).toBeTruthy();
  });

  it("adds an organisation: checked as the server checks it, the server's refusal under its field", async () => {
    const user = userEvent.setup();
    let answered = false;
    const api = serve({
      [on.post(adminPayerPaths.payers)]: () => {
        if (answered) return { status: 201, body: CPAS };
        answered = true;
        return {
          status: 409,
          body: {
            error: { code: "CONFLICT", message: "Un organisme porte déjà ce nom", fields: { name: "Un organisme porte déjà ce nom" } },
          },
        };
      },
    });
    renderPage();
    await directoryRows();
    await user.click(screen.getByRole("button", { name: "Ajouter un organisme" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Ajouter un organisme" }));
    expect(
      within(dialog.getByLabelText(/^Type/))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "CPAS",
      "Commune ou service communal",
      "Employeur",
      "Mutualité",
      "Sponsor",
      "Émetteur de chèques (sport, culture…)",
      "Autre organisme",
    ]);
    await user.click(dialog.getByRole("button", { name: "Ajouter l'organisme" }));
    expect(await dialog.findByText("Le nom est requis")).toBeTruthy();
    expect(dialog.getByText("L'adresse e-mail est requise")).toBeTruthy();

    await user.selectOptions(dialog.getByLabelText(/^Type/), "mutualite");
    await user.type(dialog.getByLabelText(/^Nom/), "CPAS de Forest");
    await user.type(dialog.getByLabelText(/^E-mail/), "social@mc.be");
    await user.type(dialog.getByLabelText(/^IBAN/), "BE12");
    await user.click(dialog.getByRole("button", { name: "Ajouter l'organisme" }));
    expect(await dialog.findByText("L'IBAN n'est pas valide")).toBeTruthy();
    await user.clear(dialog.getByLabelText(/^IBAN/));
    await user.type(dialog.getByLabelText(/^Adresse postale/), "Rue de la Loi 1");
    await user.click(dialog.getByRole("button", { name: "Ajouter l'organisme" }));

    // The server's refusal under the name, and its toast; the dialog stays open with what was typed.
    const name = dialog.getByLabelText<HTMLInputElement>(/^Nom/);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(dialog.getAllByText("Un organisme porte déjà ce nom").length).toBeGreaterThan(0);
    expect(name.value).toBe("CPAS de Forest");

    await user.clear(name);
    await user.type(name, "Mutualité chrétienne");
    await user.click(dialog.getByRole("button", { name: "Ajouter l'organisme" }));
    expect(await screen.findByText("Organisme ajouté", { selector: "[data-title]" })).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === "POST");
    expect(posts.at(-1)?.body).toEqual({
      kind: "mutualite",
      name: "Mutualité chrétienne",
      contactName: "",
      email: "social@mc.be",
      iban: "",
      address: "Rue de la Loi 1",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("changes an organisation's details in its dialog, and archives one with its details unchanged", async () => {
    const user = userEvent.setup();
    const api = serve({
      [on.put(adminPayerPaths.payer, { id: CPAS.id })]: { body: CPAS },
      [on.put(adminPayerPaths.payer, { id: EMPLOYER.id })]: { body: EMPLOYER },
    });
    renderPage();
    const rows = await directoryRows();
    await user.click(within(rows[0]).getByRole("button", { name: "Modifier «\u00a0CPAS de Forest\u00a0»" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Modifier «\u00a0CPAS de Forest\u00a0»" }));
    expect(dialog.getByLabelText<HTMLInputElement>(/^IBAN/).value).toBe("BE68 5390 0754 7034");
    const contact = dialog.getByLabelText(/^Personne de contact/);
    await user.clear(contact);
    await user.type(contact, "Marc Peeters");
    await user.click(dialog.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Organisme enregistré", { selector: "[data-title]" })).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toMatchObject({ name: "CPAS de Forest", contactName: "Marc Peeters" });

    await user.click(within(rows[1]).getByRole("button", { name: "Archiver «\u00a0Brasserie Dupont\u00a0»" }));
    expect(await screen.findByText("Organisme archivé", { selector: "[data-title]" })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "PUT").at(-1)).toEqual({
      method: "PUT",
      path: `/api/admin/payers/${EMPLOYER.id}`,
      body: {
        kind: "employer",
        name: "Brasserie Dupont",
        contactName: null,
        email: "rh@brasserie.be",
        iban: null,
        address: "Rue Haute 1\n1000 Bruxelles",
        archived: true,
      },
    });
  });
});
