import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Activity } from "../../../../domain/activity.ts";
import type { Child } from "../../../../domain/child.ts";
import { accountPaths } from "../../../../domain/contracts/account.ts";
import { activityPaths } from "../../../../domain/contracts/activities.ts";
import { childrenPaths } from "../../../../domain/contracts/children.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { fakeApi, on, VISITOR } from "../../../../../tests/support/fake-api.ts";
import { EXACT_SPACES } from "../../../../../tests/support/french-text.ts";
import { renderWithAuth } from "../../../../../tests/support/render.tsx";
import { publicActivity } from "../../../../../tests/support/component-data.ts";
import { SearchPage } from "./search-page.tsx";

const parent = { id: "u1", email: "marie@example.be", firstName: "Marie", lastName: "Dupont", isAdmin: false };
const signedIn = { body: { user: parent } };

const plaine = publicActivity({ startDate: "2099-07-06", endDate: "2099-07-10", ageRange: { min: 2.5, max: 6 } });

/** The picker shows once /api/me and then /api/children have answered: two requests in turn. */
const CHILDREN_LOADED = { timeout: 5000 };

const child = (firstName: string, birthDate: string) => ({ firstName, birthDate }) as Child;
const lea = child("Léa", "2021-03-14");
const tom = child("Tom", "2018-09-30");

/** The list answers `filtered` to a query with filters and `every` to the unfiltered one. */
function activitiesApi(every: Activity[], filtered: Activity[] = every) {
  return ({ query }: { query: URLSearchParams }) => {
    const hasFilters = [...query.keys()].some((key) => key !== "scope");
    return { body: { activities: hasFilters ? filtered : every } };
  };
}

function renderSearch(path = "/search") {
  return renderWithAuth(<SearchPage />, { path });
}

afterEach(() => vi.unstubAllGlobals());

describe("the child's age in the search filters", () => {
  it("offers one 'Âge de l'enfant' field, no longer 'Âge minimum' and 'Âge maximum'", async () => {
    fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.get(activityPaths.list)]: activitiesApi([plaine]) });
    renderSearch("/search?age=4&minAge=3");
    const filters = await screen.findByRole("search", { name: "Filtrer les plaines" });
    expect(within(filters).getByLabelText<HTMLInputElement>("Âge de l'enfant (ans)").value).toBe("4");
    expect(within(filters).queryByLabelText(/Âge minimum|Âge maximum/)).toBeNull();
  });

  it("lets a signed-in parent pick one of their children, which stands for the typed age", async () => {
    const api = fakeApi({
      [on.get(accountPaths.me)]: signedIn,
      [on.get(activityPaths.list)]: activitiesApi([plaine]),
      [on.get(childrenPaths.list)]: { body: { children: [lea, tom] } },
    });
    renderSearch("/search?age=7");
    const picker = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Ou choisir un de mes enfants" }, CHILDREN_LOADED);
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["—", "Léa", "Tom"]),
    );
    expect(picker.closest("[hidden]")).toBeNull();
    expect(api.calls.some((call) => call.path === "/api/children")).toBe(true);

    const age = screen.getByLabelText<HTMLInputElement>("Âge de l'enfant (ans)");
    await userEvent.selectOptions(picker, "Léa");
    expect(picker.value).toBe("2021-03-14");
    expect(age.value).toBe("");

    await userEvent.type(age, "5");
    expect(picker.value).toBe("");
  });

  it("shows the child of the address's birth date as chosen", async () => {
    fakeApi({
      [on.get(accountPaths.me)]: signedIn,
      [on.get(activityPaths.list)]: activitiesApi([plaine]),
      [on.get(childrenPaths.list)]: { body: { children: [lea, tom] } },
    });
    renderSearch("/search?birthDate=2018-09-30");
    const picker = await screen.findByRole<HTMLSelectElement>("combobox", { name: "Ou choisir un de mes enfants" }, CHILDREN_LOADED);
    expect(picker.selectedOptions[0]?.textContent).toBe("Tom");
    expect(
      screen.getByText("Date de naissance\u00a0: 30 septembre 2018. L'âge est compté au premier jour de chaque plaine.", EXACT_SPACES),
    ).toBeTruthy();
  });

  it.each([
    ["a visitor", VISITOR, [lea]],
    ["a parent without children", signedIn, []],
  ])("hides the picker from %s", async (_, me, children) => {
    const api = fakeApi({
      [on.get(accountPaths.me)]: me,
      [on.get(activityPaths.list)]: activitiesApi([plaine]),
      [on.get(childrenPaths.list)]: { body: { children } },
    });
    renderSearch();
    await screen.findByRole("heading", { name: "Plaine d'été" });
    const picker = screen.getByRole("combobox", { name: "Ou choisir un de mes enfants", hidden: true });
    expect(picker.closest("[hidden]")).not.toBeNull();
    expect(screen.queryByRole("combobox", { name: "Ou choisir un de mes enfants" })).toBeNull();
    if (me === VISITOR) expect(api.calls.some((call) => call.path === "/api/children")).toBe(false);
  });
});

describe("empty results", () => {
  it("names the filters that left nothing and offers to clear them", async () => {
    fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.get(activityPaths.list)]: activitiesApi([plaine], []) });
    renderSearch("/search?city=Namur&age=4");
    const results = await screen.findByRole("region", { name: "Résultats" });
    expect(await within(results).findByRole("heading", { name: "Aucun résultat" })).toBeTruthy();
    expect(
      await within(results).findByText(
        "Aucune plaine ne correspond à ces filtres\u00a0: âge de l'enfant 4 ans, ville «\u00a0Namur\u00a0».",
        EXACT_SPACES,
      ),
    ).toBeTruthy();
    expect(within(results).getByRole("link", { name: "Effacer les filtres" }).getAttribute("href")).toBe("/search");
    expect(within(results).queryByText(/Revenez plus tard/)).toBeNull();
  });

  it("names a birth date and a price as a person reads them", async () => {
    fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.get(activityPaths.list)]: activitiesApi([plaine], []) });
    renderSearch("/search?birthDate=2021-03-14&maxPrice=75,5");
    expect(
      await screen.findByText(
        `Aucune plaine ne correspond à ces filtres\u00a0: date de naissance 14 mars 2021, prix maximum ${formatEuros(7550)}.`,
        EXACT_SPACES,
      ),
    ).toBeTruthy();
  });

  it("keeps the spec's text when no plaine is published at all, filters or not", async () => {
    fakeApi({ [on.get(accountPaths.me)]: VISITOR, [on.get(activityPaths.list)]: activitiesApi([], []) });
    renderSearch("/search?age=4");
    expect(await screen.findByRole("heading", { name: "Aucune plaine disponible" })).toBeTruthy();
    expect(await screen.findByText("Il n'y a actuellement aucune plaine disponible. Revenez plus tard\u00a0!", EXACT_SPACES)).toBeTruthy();
    expect(screen.queryByText(/ne correspond/)).toBeNull();
  });

  it("shows a refused age in French, at the age field", async () => {
    fakeApi({
      [on.get(accountPaths.me)]: VISITOR,
      [on.get(activityPaths.list)]: {
        status: 400,
        body: {
          error: {
            code: "VALIDATION",
            message: "L'âge de l'enfant ne peut pas être négatif",
            fields: { age: "L'âge de l'enfant ne peut pas être négatif" },
          },
        },
      },
    });
    renderSearch("/search?age=-1");
    expect(await screen.findByText("L'âge de l'enfant ne peut pas être négatif")).toBeTruthy();
    expect(screen.getByLabelText("Âge de l'enfant (ans)").getAttribute("aria-invalid")).toBe("true");
  });
});
