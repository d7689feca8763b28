import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type QualificationView, staffPaths } from "../../../../domain/contracts/staff.ts";
import { fakeApi, on } from "../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../tests/support/render.tsx";
import { MyQualifications } from "./my-qualifications.tsx";

const brevet: QualificationView = {
  id: "q1",
  kind: "brevet-animateur",
  obtainedOn: "2025-06-30",
  issuer: "Patro",
  expiresOn: null,
  fileName: "brevet.pdf",
  contentType: "application/pdf",
  sizeBytes: 2048,
  validToday: true,
  expiringSoon: false,
  declaredBySelf: true,
  createdAt: "2026-01-01T10:00:00.000Z",
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe("'Mes qualifications'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds one's own qualification with its proof, to one's own route, then lists it", async () => {
    let listed: QualificationView[] = [];
    const queries: URLSearchParams[] = [];
    const api = fakeApi({
      [on.get(staffPaths.myQualifications)]: () => ({ body: { qualifications: listed } }),
      [on.post(staffPaths.myQualifications)]: ({ query }) => {
        queries.push(query);
        listed = [brevet];
        return { status: 201, body: brevet };
      },
    });
    renderWithApp(<MyQualifications canAdd />);
    expect(await screen.findByText(/Ajoutez votre brevet ou votre diplôme/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Obtenue le/), "2025-06-30");
    await userEvent.type(screen.getByLabelText(/Délivrée par/), "Patro");
    await userEvent.upload(screen.getByLabelText(/Preuve/), new File([PNG], "brevet.png", { type: "image/png" }));
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la qualification" }));
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(Object.fromEntries(queries[0])).toMatchObject({
      kind: "brevet-animateur",
      obtainedOn: "2025-06-30",
      issuer: "Patro",
      name: "brevet.png",
    });
    expect(api.calls.some((call) => call.path.startsWith("/api/admin"))).toBe(false);
    expect((await screen.findByTestId("qualification")).textContent).toContain("Brevet d'animateur de centres de vacances");
  });

  it("refuses a file that is not a PDF or an image before sending it", async () => {
    const api = fakeApi({ [on.get(staffPaths.myQualifications)]: { body: { qualifications: [] } } });
    renderWithApp(<MyQualifications canAdd />);
    await userEvent.upload(await screen.findByLabelText(/Preuve/), new File(["Bonjour"], "notes.txt", { type: "text/plain" }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la qualification" }));
    expect(await screen.findByText("La pièce jointe doit être un fichier PDF, PNG, JPEG ou WebP.")).toBeTruthy();
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("shows a former member their list and proofs without the form", async () => {
    fakeApi({ [on.get(staffPaths.myQualifications)]: { body: { qualifications: [brevet] } } });
    renderWithApp(<MyQualifications canAdd={false} />);
    expect(await screen.findByRole("link", { name: /Voir la preuve/ })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Ajouter une qualification" })).toBeNull();
  });
});
