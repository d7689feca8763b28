import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../../tests/support/render.tsx";
import { dataTableColumns } from "./columns.ts";
import { DataTable } from "./data-table.tsx";
import { SELECT_ALL_LABEL, SELECT_ROW_LABEL } from "./selection-column.tsx";

interface Child {
  id: string;
  name: string;
  age: number;
}

const children: Child[] = [
  { id: "c1", name: "Zoé", age: 7 },
  { id: "c2", name: "Arthur", age: 10 },
  { id: "c3", name: "Léa", age: 4 },
];

const col = dataTableColumns<Child>();
const columns = col.columns([col.accessor("name", { header: "Prénom" }), col.accessor("age", { header: "Âge", meta: { align: "end" } })]);

function names() {
  return screen.getAllByTestId("child-row").map((row) => within(row).getAllByRole("cell").at(-2)?.textContent);
}

function renderTable(props: Partial<Parameters<typeof DataTable<Child>>[0]> = {}) {
  return renderWithApp(
    <DataTable
      data={children}
      columns={columns}
      getRowId={(child) => child.id}
      label="Liste des enfants"
      emptyMessage="Aucun enfant."
      searchPlaceholder="Rechercher un enfant..."
      rowTestId="child-row"
      {...props}
    />,
  );
}

describe("DataTable", () => {
  it("sorts by a header: the rows change order and the header says how it is sorted", async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole("columnheader", { name: "Prénom" });
    expect(header.getAttribute("aria-sort")).toBe("none");
    expect(names()).toEqual(["Zoé", "Arthur", "Léa"]);

    await user.click(within(header).getByRole("button", { name: "Prénom" }));
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["Arthur", "Léa", "Zoé"]);

    await user.click(within(header).getByRole("button", { name: "Prénom" }));
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["Zoé", "Léa", "Arthur"]);
  });

  it("keeps the rows the search matches, and says so when none does", async () => {
    const user = userEvent.setup();
    renderTable();
    const search = screen.getByRole("searchbox", { name: "Rechercher un enfant..." });

    await user.type(search, "ar");
    expect(names()).toEqual(["Arthur"]);

    await user.clear(search);
    await user.type(search, "Maxime");
    expect(screen.queryAllByTestId("child-row")).toHaveLength(0);
    expect(screen.getByText("Aucun résultat pour cette recherche.")).toBeTruthy();
  });

  it("selects every row of the page and hands them to the bulk action", async () => {
    const user = userEvent.setup();
    const archive = vi.fn();
    renderTable({
      bulkActions: (selected, clear) => (
        <button
          type="button"
          onClick={() => {
            archive(selected.map((child) => child.id));
            clear();
          }}
        >
          Archiver
        </button>
      ),
    });
    expect(screen.queryByRole("button", { name: "Archiver" })).toBeNull();

    const selectAll = screen.getByRole<HTMLInputElement>("checkbox", { name: SELECT_ALL_LABEL });
    await user.click(screen.getAllByRole("checkbox", { name: SELECT_ROW_LABEL })[1]);
    expect(screen.getByRole("status").textContent).toBe("1 ligne sélectionnée");
    expect(selectAll.indeterminate).toBe(true);

    await user.click(selectAll);
    expect(screen.getByRole("status").textContent).toBe("3 lignes sélectionnées");
    expect(selectAll.checked && !selectAll.indeterminate).toBe(true);

    await user.click(screen.getByRole("button", { name: "Archiver" }));
    expect(archive).toHaveBeenCalledWith(["c1", "c2", "c3"]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the empty message instead of a table without rows", () => {
    renderTable({ data: [] });
    expect(screen.getByText("Aucun enfant.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("searchbox")).toBeNull();
  });

  it("labels each value with its column, for the phone cards", () => {
    renderTable();
    const [first] = screen.getAllByTestId("child-row");
    expect(
      within(first)
        .getAllByRole("cell")
        .map((cell) => cell.dataset.label),
    ).toEqual(["Prénom", "Âge"]);
  });
});
