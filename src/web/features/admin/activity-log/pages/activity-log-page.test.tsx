import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ActivityLogEntry, adminHistoryPaths } from "../../../../../domain/contracts/admin-history.ts";
import { adminTariffPaths, type TariffCategoriesView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { tariffAuditField } from "../../../../../domain/tariff-categories.ts";
import { fakeApi, on } from "../../../../../../tests/support/fake-api.ts";
import { renderWithApp } from "../../../../../../tests/support/render.tsx";
import { ActivityLogPage } from "./activity-log-page.tsx";

const admin = { name: "Alex Martin", email: "alex@example.org" };

const entry = (overrides: Partial<ActivityLogEntry>): ActivityLogEntry => ({
  id: "e0",
  action: "update",
  at: "2026-11-20T13:05:00.000Z",
  actor: admin,
  changes: [],
  area: "plaines",
  entity: "activity",
  record: { id: null, label: "", activityId: null },
  ...overrides,
});

const entries: ActivityLogEntry[] = [
  entry({
    id: "e1",
    action: "export",
    area: "exports",
    entity: "registration",
    record: { id: null, label: "Liste des inscriptions", activityId: null },
    changes: [
      { field: "format", before: null, after: "XLSX" },
      { field: "status", before: null, after: "confirmed" },
    ],
  }),
  entry({
    id: "e2",
    area: "settings",
    entity: "payment_rules",
    record: { id: null, label: "Virements\u00a0: rappels et date limite", activityId: null },
    changes: [{ field: "reminderDays", before: "7, 14", after: "3, 9" }],
  }),
  entry({
    id: "e3",
    area: "payments",
    entity: "registration",
    actor: { name: null, email: "ancien@example.org" },
    record: { id: "00000000-0000-4000-8000-00001a2b3c4d", label: "Léa Dupont, réf. 1a2b3c4d (Plaine d'été)", activityId: "a1" },
    changes: [{ field: "paymentStatus", before: "pending", after: "paid" }],
  }),
];

afterEach(() => vi.unstubAllGlobals());

describe("ActivityLogPage", () => {
  it("reads each line in French, links its record, and filters by the address", async () => {
    const api = fakeApi({
      [on.get(adminHistoryPaths.activityLog)]: ({ query }) => ({
        body: {
          entries: query.get("area") === "settings" ? entries.slice(1, 2) : entries,
          next: null,
          people: [admin, { email: "ancien@example.org", name: null }],
        },
      }),
    });
    renderWithApp(<ActivityLogPage />, { path: "/admin/activity-log" });
    const lines = await screen.findAllByTestId("activity-log-entry");
    expect(lines.map((line) => line.textContent)).toEqual([
      "20 novembre 2026 à 14:05Alex Martin (alex@example.org)ExportExportsListe des inscriptionsFormat\u00a0: XLSXInscription\u00a0: Confirmée",
      "20 novembre 2026 à 14:05Alex Martin (alex@example.org)ModificationParamètresVirements\u00a0: rappels et date limiteRappels (jours après l'inscription)\u00a0: 7, 14 → 3, 9",
      "20 novembre 2026 à 14:05ancien@example.org (compte supprimé)ModificationPaiementsLéa Dupont, réf. 1a2b3c4d (Plaine d'été)Statut du paiement\u00a0: En attente → Payé",
    ]);
    expect(within(lines[1]).getByRole("link").getAttribute("href")).toBe("/admin/settings#transfer-rules-title");
    expect(within(lines[2]).getByRole("link").getAttribute("href")).toBe("/admin/registrations?q=1a2b3c4d&period=all");

    await userEvent.selectOptions(screen.getByLabelText("Domaine"), "settings");
    await waitFor(() => expect(screen.getAllByTestId("activity-log-entry")).toHaveLength(1));
    expect(api.calls.at(-1)?.path).toBe("/api/admin/activity-log");
    expect(screen.getByRole("link", { name: "Effacer les filtres" })).toBeTruthy();
  });

  it("names the tariffs' entries: a category's fields, the charge setting's choice, a plaine's price for a category", async () => {
    const reducedId = "6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    const tariffs: TariffCategoriesView = {
      categories: [
        {
          id: reducedId,
          name: "Tarif réduit",
          qualifies: "Les familles BIM.",
          defaultPercent: null,
          proofRequired: false,
          proofDescription: null,
          proofKeptDays: 0,
          position: 0,
          archivedAt: null,
          claims: 0,
          plaines: 1,
        },
      ],
      archived: [],
    };
    fakeApi({
      [on.get(adminTariffPaths.categories)]: { body: tariffs },
      [on.get(adminHistoryPaths.activityLog)]: {
        body: {
          entries: [
            entry({
              id: "t1",
              area: "settings",
              entity: "tariff_category",
              record: { id: reducedId, label: "Tarif «\u00a0Tarif réduit\u00a0»", activityId: null },
              changes: [{ field: "defaultPercent", before: null, after: 20 }],
            }),
            entry({
              id: "t2",
              area: "settings",
              entity: "tariff_charge",
              record: { id: null, label: "Tarifs\u00a0: prix facturé en attendant la vérification", activityId: null },
              changes: [{ field: "charge", before: "tariff", after: "standard" }],
            }),
            entry({
              id: "t3",
              record: { id: "a1", label: "Plaine d'été", activityId: "a1" },
              changes: [{ field: tariffAuditField(reducedId), before: 60, after: 55 }],
            }),
          ],
          next: null,
          people: [admin],
        },
      },
    });
    renderWithApp(<ActivityLogPage />, { path: "/admin/activity-log" });
    const lines = await screen.findAllByTestId("activity-log-entry");
    expect(lines[0].textContent).toContain("Prix par défaut (% du prix standard)\u00a0: — → 20");
    expect(within(lines[0]).getByRole("link").getAttribute("href")).toBe("/admin/tariffs");
    expect(lines[1].textContent).toContain(
      "En attendant la vérification\u00a0: Tarif demandé appliqué tout de suite, vérifié ensuite (un refus rend la différence due) → Prix standard jusqu'à l'accord (un accord rend la différence remboursée)",
    );
    expect(within(lines[1]).getByRole("link").getAttribute("href")).toBe("/admin/tariffs#tariff-charge-title");
    await waitFor(() => expect(lines[2].textContent).toContain("Tarif réduit (€)\u00a0: 60 → 55"));
  });

  it("names the team's entries: an invitation and its end, a cell of a plaine's plan", async () => {
    fakeApi({
      [on.get(adminHistoryPaths.activityLog)]: {
        body: {
          entries: [
            entry({
              id: "s1",
              action: "create",
              entity: "staff_role",
              record: { id: "r1", label: "Équipe\u00a0: lea@example.org (coordinateur·rice)", activityId: null },
              changes: [
                { field: "role", before: null, after: "coordinateur" },
                { field: "plaines", before: null, after: "Plaine d'été" },
                { field: "state", before: null, after: "invited" },
              ],
            }),
            entry({
              id: "s2",
              entity: "staff_role",
              record: { id: "r1", label: "Équipe\u00a0: lea@example.org (coordinateur·rice)", activityId: null },
              changes: [{ field: "state", before: "invited", after: "revoked" }],
            }),
            entry({
              id: "s3",
              entity: "staff_plan",
              record: { id: "a1", label: "Planning de l'équipe\u00a0: Plaine d'été", activityId: "a1" },
              changes: [{ field: "2026-07-09 Moyens", before: null, after: "Inès Moreau, Yanis Lambert" }],
            }),
          ],
          next: null,
          people: [admin],
        },
      },
    });
    renderWithApp(<ActivityLogPage />, { path: "/admin/activity-log" });
    const lines = await screen.findAllByTestId("activity-log-entry");
    expect(lines[0].textContent).toContain("Rôle\u00a0: — → Coordinateur·rice");
    expect(lines[0].textContent).toContain("Plaines\u00a0: — → Plaine d'été");
    expect(lines[0].textContent).toContain("État\u00a0: — → Invitée");
    expect(lines[1].textContent).toContain("État\u00a0: Invitée → Révoquée");
    expect(lines[2].textContent).toContain("Planning du 9 juillet 2026, groupe Moyens\u00a0: — → Inès Moreau, Yanis Lambert");
    for (const line of lines) expect(within(line).getByRole("link").getAttribute("href")).toBe("/admin/equipe");
  });
});
