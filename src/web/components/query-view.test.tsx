import { screen } from "@testing-library/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../tests/support/render.tsx";
import { ApiError } from "../lib/api-client.ts";
import { QueryView } from "./query-view.tsx";

/** A query that answered once, then whose refetch failed: data and error both there. */
function refetchFailed(): UseQueryResult<string[]> {
  return {
    isPending: false,
    isError: true,
    isFetching: false,
    data: ["Léa"],
    error: new ApiError(500, "INTERNAL", "Le serveur est indisponible"),
    refetch: () => Promise.resolve(),
  } as unknown as UseQueryResult<string[]>;
}

function view(keepDataOnError?: boolean) {
  return (
    <QueryView query={refetchFailed()} loading={<p>Chargement</p>} errorTitle="Erreur lors du chargement" keepDataOnError={keepDataOnError}>
      {(names) => <p>{names.join(", ")}</p>}
    </QueryView>
  );
}

describe("QueryView", () => {
  it("shows a failed refetch's error and 'Réessayer' in place of the data", () => {
    renderWithApp(view());
    expect(screen.getByRole("alert").textContent).toContain("Le serveur est indisponible");
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeNull();
    expect(screen.queryByText("Léa")).toBeNull();
  });

  it("keeps the data shown when the page asks it to", () => {
    renderWithApp(view(true));
    expect(screen.queryByText("Léa")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
