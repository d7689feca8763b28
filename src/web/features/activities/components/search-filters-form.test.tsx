import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enhanceSearchForm, offerChildPicker } from "../../../public-pages/search-form.ts";
import type { SearchFilterValues } from "../search-params.ts";
import { SearchFiltersForm } from "./search-filters-form.tsx";

/** The filter form as the server draws /search: for a visitor not known yet, so without children. */
function serverDrawnForm(filters: SearchFilterValues = {}) {
  document.body.innerHTML = renderToString(
    <MemoryRouter initialEntries={["/search"]}>
      <SearchFiltersForm filters={filters} onSubmit={() => {}} />
    </MemoryRouter>,
  );
}

function childrenAnswer(children: { firstName: string; birthDate: string }[], status = 200) {
  const fetch = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ children }), { status, headers: { "Content-Type": "application/json" } })),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const picker = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Ou choisir un de mes enfants", hidden: true });
const isShown = (element: HTMLElement) => element.closest("[hidden]") === null;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the child picker on the page drawn by the server", () => {
  it("is drawn hidden, with the address's birth date kept as an option", () => {
    serverDrawnForm({ birthDate: "2018-09-30" });
    expect(isShown(picker())).toBe(false);
    expect(optionTexts(picker())).toEqual(["—", "Date de naissance\u00a0: 30 septembre 2018"]);
    expect(picker().value).toBe("2018-09-30");
  });

  it("lists a parent's children by first name, the address's child chosen, and shows itself", async () => {
    serverDrawnForm({ birthDate: "2018-09-30" });
    const fetch = childrenAnswer([
      { firstName: "Léa", birthDate: "2021-03-14" },
      { firstName: "Tom", birthDate: "2018-09-30" },
    ]);
    await offerChildPicker();
    expect(fetch).toHaveBeenCalledWith("/api/children?sort=firstName", expect.anything());
    expect(isShown(picker())).toBe(true);
    expect(optionTexts(picker())).toEqual(["—", "Léa", "Tom"]);
    expect(picker().selectedOptions[0].textContent).toBe("Tom");
  });

  it.each([
    ["a parent without children", () => childrenAnswer([])],
    ["a refused list", () => childrenAnswer([], 401)],
  ])("stays hidden for %s", async (_, answer) => {
    serverDrawnForm();
    answer();
    await offerChildPicker();
    expect(isShown(picker())).toBe(false);
  });

  it("picking a child empties the typed age, typing an age lets go of the child", async () => {
    serverDrawnForm({ age: "7" });
    enhanceSearchForm();
    childrenAnswer([{ firstName: "Léa", birthDate: "2021-03-14" }]);
    await offerChildPicker();
    const age = screen.getByLabelText<HTMLInputElement>("Âge de l'enfant (ans)");
    expect(age.value).toBe("7");

    await userEvent.selectOptions(picker(), "Léa");
    expect(age.value).toBe("");
    await userEvent.type(age, "4");
    expect(picker().value).toBe("");
  });
});
