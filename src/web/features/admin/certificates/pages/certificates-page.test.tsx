import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CertificateRunsView, CertificateRunView } from "../../../../../domain/contracts/certificates.ts";
import { brusselsToday } from "../../../../../domain/dates.ts";
import { fakeApi } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { CertificatesPage } from "./certificates-page.tsx";

const LAST_YEAR = Number(brusselsToday().slice(0, 4)) - 1;
const RUN_ID = "7d0c3c1e-2b7a-4f7e-9a55-1d2f3e4a5b6c";
const RUNS = "/api/admin/certificates/runs";

const queued: CertificateRunView = {
  id: RUN_ID,
  year: LAST_YEAR,
  status: "queued",
  total: 0,
  done: 0,
  issued: 0,
  corrected: 0,
  problems: [],
  belcotax: { included: false, reason: null, layout: null },
  belcotaxChoice: "auto",
  downloadable: false,
  error: null,
  requestedBy: "Sam Admin",
  createdAt: "2026-02-03T09:15:00.000Z",
  finishedAt: null,
};
const problem = {
  child: "Léa Peeters",
  debtor: "Zoë Peeters",
  missing: ["le numéro de registre national du parent (Zoë Peeters)", "le numéro de registre national de Léa"],
};
const running: CertificateRunView = { ...queued, status: "running", total: 4, done: 1 };
const done: CertificateRunView = {
  ...running,
  status: "done",
  done: 4,
  issued: 2,
  corrected: 1,
  problems: [problem],
  belcotax: { included: true, reason: null, layout: { year: LAST_YEAR, confirmedBy: null, chosen: false } },
  downloadable: true,
  finishedAt: "2026-02-03T09:16:00.000Z",
};

const years = [LAST_YEAR + 1, LAST_YEAR, LAST_YEAR - 1];
// The layouts the site knows end with last year's: next year follows it.
const belcotaxLayouts = [LAST_YEAR, LAST_YEAR - 1].map((year) => ({ year, confirmedBy: null }));

afterEach(() => vi.unstubAllGlobals());

describe("CertificatesPage", () => {
  it("starts last year's run, shows its progress, then its counts, problems and the ZIP's link", async () => {
    const user = userEvent.setup();
    let stored: CertificateRunView | null = null;
    let polls = 0;
    const api = fakeApi({
      [`GET ${RUNS}`]: () => ({ body: { years, belcotaxLayouts, runs: stored ? [stored] : [] } satisfies CertificateRunsView }),
      [`POST ${RUNS}`]: () => {
        stored = queued;
        return { body: queued };
      },
      [`GET ${RUNS}/${RUN_ID}`]: () => {
        polls += 1;
        stored = polls === 1 ? running : done;
        return { body: stored };
      },
    });
    renderWithApp(<CertificatesPage />);

    expect(await screen.findByText("Aucune génération pour le moment.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Année de revenus").value).toBe(String(LAST_YEAR));
    expect(screen.getByText(new RegExp(`avant le 1er mars ${LAST_YEAR + 1}`))).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Générer les attestations" }));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ year: LAST_YEAR, belcotaxLayout: "auto" });

    const progress = await screen.findByRole("progressbar", { name: `Progression de la génération ${LAST_YEAR}` });
    await waitFor(() => expect(progress.getAttribute("aria-valuenow")).toBe("1"));
    expect(progress.getAttribute("aria-valuemax")).toBe("4");
    expect(screen.getByText("1 / 4 attestations traitées")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Télécharger le ZIP" })).toBeNull();

    const download = await screen.findByRole("link", { name: "Télécharger le ZIP" }, { timeout: 4000 });
    expect(download.getAttribute("href")).toBe(`${RUNS}/${RUN_ID}/archive`);
    expect(download.hasAttribute("download")).toBe(true);
    expect(screen.queryByRole("progressbar")).toBeNull();

    const run = screen.getByTestId("certificate-run");
    expect(within(run).getByText("Terminée")).toBeTruthy();
    expect(within(run).getByText("Établies").nextElementSibling?.textContent).toBe("3");
    expect(within(run).getByText("Nouvelles").nextElementSibling?.textContent).toBe("2");
    expect(within(run).getByText("Rectificatives").nextElementSibling?.textContent).toBe("1");
    expect(within(run).getByText("Non émises").nextElementSibling?.textContent).toBe("1");
    expect(within(run).getByText(`À déposer sur Belcotax-on-web avant le 1er mars ${LAST_YEAR + 1}.`)).toBeTruthy();
    expect(within(run).getByTestId("belcotax-layout").textContent).toContain(
      `il n'a pas été vérifié avec la brochure Belcotax de ${LAST_YEAR}`,
    );
    const problems = within(run).getByRole("list", { name: "Attestations non émises" });
    expect(problems.textContent).toContain("Léa Peeters · payé par Zoë Peeters");
    expect(problems.textContent).toContain(
      "Il manque le numéro de registre national du parent (Zoë Peeters)\u00a0; le numéro de registre national de Léa.",
    );
    // Finished, the run is asked no more; the list was asked again for the newest ZIPs.
    const pollsWhenDone = polls;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(polls).toBe(pollsWhenDone);
    expect(api.calls.filter((call) => call.method === "GET" && call.path === RUNS).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal, with a link to the organiser's details when they are incomplete", async () => {
    const user = userEvent.setup();
    const message =
      "Complétez d'abord, dans les paramètres, ce que les attestations demandent\u00a0: le numéro d'entreprise (BCE) de l'association.";
    fakeApi({
      [`GET ${RUNS}`]: { body: { years, belcotaxLayouts, runs: [] } satisfies CertificateRunsView },
      [`POST ${RUNS}`]: { status: 409, body: { error: { code: "CONFLICT", message } } },
    });
    renderWithApp(<CertificatesPage />);

    await user.selectOptions(await screen.findByLabelText("Année de revenus"), String(LAST_YEAR - 1));
    await user.click(screen.getByRole("button", { name: "Générer les attestations" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("La génération n'a pas pu être lancée");
    expect(alert.textContent).toContain(message);
    expect(
      within(alert)
        .getByRole("link", { name: /Compléter les coordonnées de l'organisateur/ })
        .getAttribute("href"),
    ).toBe("/admin/settings#certificates-title");
    expect(screen.getByText("Aucune génération pour le moment.")).toBeTruthy();
  });

  it("lists earlier runs: a long problem list folded, a replaced ZIP, a failed run's reason", async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({ ...problem, child: `Enfant ${index + 1}` }));
    const runs: CertificateRunView[] = [
      {
        ...done,
        id: "r3",
        problems: many,
        belcotax: { included: false, reason: "le numéro d'entreprise de l'association manque", layout: null },
      },
      { ...done, id: "r2", downloadable: false },
      { ...queued, id: "r1", status: "failed", error: "La génération a échoué après plusieurs essais.", finishedAt: queued.createdAt },
    ];
    fakeApi({ [`GET ${RUNS}`]: { body: { years, belcotaxLayouts, runs } satisfies CertificateRunsView } });
    renderWithApp(<CertificatesPage />);

    const items = await screen.findAllByTestId("certificate-run");
    expect(items).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Générations (3)" })).toBeTruthy();

    expect(within(items[0]).getByText("Pas de fichier Belcotax-on-web dans le ZIP")).toBeTruthy();
    expect(within(items[0]).getByText("Le numéro d'entreprise de l'association manque.")).toBeTruthy();
    const folded = items[0].querySelector("details");
    expect(folded?.open).toBe(false);
    expect(folded?.querySelector("summary")?.textContent).toBe("7 attestations non émises\u00a0: ce qui manque");
    expect(folded?.querySelectorAll("li")).toHaveLength(7);

    expect(within(items[1]).queryByRole("link", { name: "Télécharger le ZIP" })).toBeNull();
    expect(within(items[1]).getByText(/remplacé par celui d'une génération plus récente/)).toBeTruthy();

    expect(within(items[2]).getByText("Échec")).toBeTruthy();
    expect(within(items[2]).getByRole("alert").textContent).toContain("La génération a échoué après plusieurs essais.");
  });

  it("offers the usual layout, another known one or none, and says a later year follows the latest known", async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      [`GET ${RUNS}`]: { body: { years, belcotaxLayouts, runs: [] } satisfies CertificateRunsView },
      [`POST ${RUNS}`]: { body: queued },
    });
    renderWithApp(<CertificatesPage />);

    const layout = await screen.findByLabelText<HTMLSelectElement>("Format du fichier Belcotax");
    expect([...layout.options].map((option) => option.textContent)).toEqual([
      `Habituel (format de ${LAST_YEAR})`,
      `Format de ${LAST_YEAR}`,
      `Format de ${LAST_YEAR - 1}`,
      "Sans fichier Belcotax",
    ]);
    expect(screen.queryByTestId("belcotax-layout-warning")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Année de revenus"), String(LAST_YEAR + 1));
    expect(layout.options[0].textContent).toBe(`Le plus récent (${LAST_YEAR})`);
    expect(screen.getByTestId("belcotax-layout-warning").textContent).toBe(
      `Le format Belcotax de ${LAST_YEAR + 1} n'est pas encore connu du site\u00a0: le fichier suivra celui de ${LAST_YEAR}, sans vérification avec la brochure de ${LAST_YEAR + 1}.`,
    );
    await user.selectOptions(layout, String(LAST_YEAR - 1));
    expect(screen.queryByTestId("belcotax-layout-warning")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Générer les attestations" }));
    await waitFor(() => expect(api.calls.some((call) => call.method === "POST")).toBe(true));
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ year: LAST_YEAR + 1, belcotaxLayout: LAST_YEAR - 1 });
  });
});
