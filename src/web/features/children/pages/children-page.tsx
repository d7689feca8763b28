import { useQuery } from "@tanstack/react-query";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import type { Child } from "../../../../domain/child.ts";
import { brusselsToday } from "../../../../domain/dates.ts";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { childrenQueryOptions } from "../api/get-children.ts";
import { ChildCard } from "../components/child-card.tsx";
import { ChildFormDialog, type ChildFormTarget } from "../components/child-form-dialog.tsx";
import { ChildrenEmptyState } from "../components/children-empty-state.tsx";
import { ChildrenListSkeleton } from "../components/children-list-skeleton.tsx";
import { DeleteChildDialog } from "../components/delete-child-dialog.tsx";

export const CHILDREN_TITLE = "Mes enfants";
const CHILDREN_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des enfants";

/**
 * The parent's children, newest first, with their add/edit dialog and the deletion check.
 * Which dialog is open lives in this page's state, not in the URL: a child's file (medical
 * information included) never shows in the address bar, the history or a shared link.
 */
export function ChildrenPage() {
  const children = useQuery(childrenQueryOptions("newest"));
  const [formTarget, setFormTarget] = useState<ChildFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Child | null>(null);
  const today = brusselsToday();
  const openAdd = () => setFormTarget({ mode: "add" });

  useLoadErrorToast(children.error, CHILDREN_LOAD_ERROR_MESSAGE);

  return (
    <DashboardSubPage
      title={CHILDREN_TITLE}
      subtitle="Les fiches de vos enfants, prêtes pour chaque inscription à une plaine."
      action={
        <Button className="shrink-0" onClick={openAdd}>
          <Plus aria-hidden="true" className="size-4" />
          Ajouter un enfant
        </Button>
      }
    >
      <QueryView
        query={children}
        keepDataOnError
        loading={<ChildrenListSkeleton />}
        errorTitle={CHILDREN_LOAD_ERROR_MESSAGE}
        isEmpty={(data) => data.length === 0}
        empty={<ChildrenEmptyState onAdd={openAdd} />}
      >
        {(data) => (
          <ul aria-label={CHILDREN_TITLE} className="space-y-4">
            {data.map((child) => (
              <li key={child.id}>
                <ChildCard child={child} today={today} onEdit={(c) => setFormTarget({ mode: "edit", child: c })} onDelete={setToDelete} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>

      <ChildFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <DeleteChildDialog child={toDelete} onClose={() => setToDelete(null)} />
    </DashboardSubPage>
  );
}
