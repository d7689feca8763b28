import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../../tests/support/french-text.ts";
import { adminActivityPaths } from "../../../../../domain/contracts/admin-activities.ts";
import { renderRoutes } from "../../../../../../tests/support/render-routes.tsx";
import { adminActivity } from "../test-activities.ts";
import { AdminActivitiesPage } from "./admin-activities-page.tsx";

const summer = adminActivity({ alertePlacesLimitees: true });
const autumn = adminActivity({
  id: "0b6f4a5e-7c1d-4a43-9d3e-2f6a1c9b8e02",
  title: "Plaine de Toussaint",
  startDate: "2025-10-27",
  endDate: "2025-10-31",
  location: { ...summer.location, city: "Liège" },
  remainingSpots: 0,
  capacity: 20,
  status: "archived",
});

const LISTS = { active: [summer], archived: [autumn], all: [summer, autumn] } as const;

function listApi(routes: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [on.get(adminActivityPaths.list)]: ({ query }) => ({ body: { activities: LISTS[query.get("scope") as keyof typeof LISTS] } }),
    ...routes,
  });
}

function renderList(path = "/admin/activities") {
  return renderRoutes([{ path: "/admin/activities", element: <AdminActivitiesPage /> }], { path });
}

function rowTitles() {
  return screen.getAllByTestId("admin-activity-row").map((row) => within(row).getAllByRole("link")[0].textContent);
}

afterEach(() => vi.unstubAllGlobals());

describe("AdminActivitiesPage", () => {
  it("shows the upcoming plaines first, with their places, alert and status", async () => {
    const api = listApi();
    renderList();
    const [row] = await screen.findAllByTestId("admin-activity-row");
    expect(screen.getByRole("link", { name: "Plaines à venir" }).getAttribute("aria-current")).toBe("page");
    expect(api.fetchMock.mock.calls[0][0]).toBe("/api/admin/activities?scope=active");
    const cells = within(row).getAllByRole("cell");
    expect(cells.map((cell) => cell.dataset.label)).toEqual(["Plaine", "Dates", "Ville", "Places", "Alerte places", "Statut", "Actions"]);
    expect(cells[0].textContent).toContain("2,5 - 12 ans");
    expect(cells[1].textContent).toBe("5 juillet 2027au 9 juillet 2027");
    expect(cells[3].textContent).toBe("28 / 30");
    expect(cells[4].textContent).toBe("Activée");
    expect(cells[5].textContent).toBe("Active");
    expect(
      within(row)
        .getByRole("link", { name: `Voir la page publique de ${summer.title}` })
        .getAttribute("href"),
    ).toBe(`/activities/${summer.id}`);
    expect(screen.getByRole("link", { name: "Nouvelle plaine" }).getAttribute("href")).toBe("/admin/activities/new");
  });

  it("counts the families waiting under a plaine's places, and says nothing when none waits", async () => {
    listApi({
      [on.get(adminActivityPaths.list)]: { body: { activities: [{ ...autumn, status: "active", waitingFamilies: 3 }, summer] } },
    });
    renderList();
    const [full, open] = await screen.findAllByTestId("admin-activity-row");
    expect(within(full).getAllByRole("cell")[3].textContent).toBe("0 / 203 en attente");
    expect(within(full).getByText("3 en attente")).toBeTruthy();
    expect(within(open).getAllByRole("cell")[3].textContent).toBe("28 / 30");
  });

  it("keeps the chosen tab in the address, so reload and back keep it", async () => {
    const user = userEvent.setup();
    listApi();
    const { router } = renderList();
    expect(await screen.findAllByTestId("admin-activity-row")).toHaveLength(1);

    await user.click(screen.getByRole("link", { name: "Plaines passées" }));
    expect(router.state.location.search).toBe("?tab=archived");
    await vi.waitFor(() => expect(rowTitles()).toEqual([autumn.title]));
    expect(screen.getByRole("link", { name: "Plaines passées" }).getAttribute("aria-current")).toBe("page");
    expect(within(screen.getByTestId("admin-activity-row")).getByText("Archivée")).toBeTruthy();

    await router.navigate(-1);
    await vi.waitFor(() => expect(rowTitles()).toEqual([summer.title]));
  });

  it("opens on the tab the address names", async () => {
    const api = listApi();
    renderList("/admin/activities?tab=all");
    await vi.waitFor(() => expect(rowTitles()).toEqual([summer.title, autumn.title]));
    expect(api.fetchMock.mock.calls[0][0]).toBe("/api/admin/activities?scope=all");
  });

  it("says when a tab has no plaine", async () => {
    fakeApi({ [on.get(adminActivityPaths.list)]: { body: { activities: [] } } });
    renderList("/admin/activities?tab=archived");
    expect(await screen.findByText("Aucune plaine passée.")).toBeTruthy();
  });

  it("shows the error and loads again on demand", async () => {
    let fail = true;
    fakeApi({
      [on.get(adminActivityPaths.list)]: () =>
        fail
          ? { status: 500, body: { error: { code: "INTERNAL", message: "Une erreur est survenue" } } }
          : { body: { activities: [summer] } },
    });
    renderList();
    expect((await screen.findByRole("alert")).textContent).toContain("Impossible de charger les plaines");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findAllByTestId("admin-activity-row")).toHaveLength(1);
  });
});

describe("Deleting a plaine", () => {
  async function confirmDelete() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Supprimer la plaine ${summer.title}` }));
    const dialog = screen.getByRole("dialog", { name: `Supprimer «\u00a0${summer.title}\u00a0»\u00a0?` });
    await user.click(within(dialog).getByRole("button", { name: "Supprimer" }));
  }

  it("asks first, deletes, and reads the list again", async () => {
    let deleted = false;
    const api = listApi({
      [on.delete(adminActivityPaths.one, { id: "0b6f4a5e-7c1d-4a43-9d3e-2f6a1c9b8e01" })]: () => {
        deleted = true;
        return { body: { outcome: "deleted" } };
      },
      [on.get(adminActivityPaths.list)]: () => ({ body: { activities: deleted ? [] : [summer] } }),
    });
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Supprimer la plaine ${summer.title}` }));
    await user.click(screen.getByRole("button", { name: "Annuler" }));
    expect(api.calls.filter((call) => call.method === "DELETE")).toEqual([]);

    await confirmDelete();
    expect(await screen.findByText("Plaine supprimée", { selector: "[data-title]" })).toBeTruthy();
    expect(await screen.findByText("Aucune plaine à venir.")).toBeTruthy();
  });

  it("says a plaine with only cancelled registrations was archived, not deleted", async () => {
    listApi({ [on.delete(adminActivityPaths.one, { id: summer.id })]: { body: { outcome: "archived" } } });
    renderList();
    await confirmDelete();
    expect(await screen.findByText("Plaine retirée", { selector: "[data-title]" })).toBeTruthy();
    expect(screen.getByText(/conservée pour l'historique des parents/)).toBeTruthy();
  });

  it("shows the server's refusal while children are registered", async () => {
    const refusal = "Impossible de supprimer cette plaine\u00a0: 3 inscriptions sont en cours.";
    listApi({
      [on.delete(adminActivityPaths.one, { id: summer.id })]: { status: 409, body: { error: { code: "CONFLICT", message: refusal } } },
    });
    renderList();
    await confirmDelete();
    expect(await screen.findByText(refusal, { selector: "[data-title]", ...EXACT_SPACES })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(rowTitles()).toEqual([summer.title]);
  });

  it("says the deletion failed on any other error", async () => {
    listApi({
      [on.delete(adminActivityPaths.one, { id: summer.id })]: { status: 500, body: { error: { code: "INTERNAL", message: "Boum" } } },
    });
    renderList();
    await confirmDelete();
    expect(await screen.findByText("Erreur lors de la suppression de la plaine", { selector: "[data-title]" })).toBeTruthy();
  });
});

describe("Drafts and copies", () => {
  const draft = adminActivity({ draft: true, registrationsOpenAt: "2027-03-01T19:00:00.000Z" });

  it("shows a draft as such with its opening, and 'Publier' publishes it", async () => {
    let published = false;
    const api = listApi({
      [on.get(adminActivityPaths.list)]: () => ({ body: { activities: [{ ...draft, draft: !published }] } }),
      [on.put(adminActivityPaths.publication, { id: draft.id })]: () => {
        published = true;
        return { body: { activity: { ...draft, draft: false } } };
      },
    });
    renderList();
    const [row] = await screen.findAllByTestId("admin-activity-row");
    expect(within(row).getAllByRole("cell")[5].textContent).toBe("BrouillonInscriptions\u00a0: 1er mars à 20:00");
    expect(within(row).queryByRole("link", { name: `Voir la page publique de ${draft.title}` })).toBeNull();
    await userEvent.click(within(row).getByRole("button", { name: `Publier la plaine ${draft.title}` }));
    expect(await screen.findByText("Plaine publiée", { selector: "[data-title]" })).toBeTruthy();
    expect(api.calls.find((call) => call.method === "PUT")?.body).toEqual({ published: true });
    expect(await within(row).findByRole("button", { name: `Repasser en brouillon la plaine ${draft.title}` })).toBeTruthy();
  });

  it("'Dupliquer' says where the copy ends, refuses a Saturday, and opens the copy in the editor", async () => {
    const copy = adminActivity({ id: "0b6f4a5e-7c1d-4a43-9d3e-2f6a1c9b8e09", startDate: "2028-07-03", endDate: "2028-07-07", draft: true });
    const api = listApi({ [on.post(adminActivityPaths.duplicate, { id: summer.id })]: { status: 201, body: { activity: copy } } });
    const { router } = renderRoutes(
      [
        { path: "/admin/activities", element: <AdminActivitiesPage /> },
        { path: "/admin/activities/:id/edit", element: <p>Éditeur</p> },
      ],
      { path: "/admin/activities" },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: `Dupliquer la plaine ${summer.title}` }));
    const dialog = screen.getByRole("dialog", { name: `Dupliquer «\u00a0${summer.title}\u00a0»` });
    const start = within(dialog).getByLabelText(/Premier jour de la copie/);
    await user.type(start, "2028-07-01");
    await user.click(within(dialog).getByRole("button", { name: "Dupliquer" }));
    expect(within(dialog).getByText("La nouvelle date de début doit tomber un jour de semaine (du lundi au vendredi)")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.clear(start);
    await user.type(start, "2028-07-03");
    expect(dialog.textContent).toContain("Dates de la copie\u00a0: du 3 au 7 juillet 2028.");
    await user.click(within(dialog).getByRole("button", { name: "Dupliquer" }));
    expect(await screen.findByText("Éditeur")).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/activities/${copy.id}/edit`);
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({ startDate: "2028-07-03" });
  });
});
