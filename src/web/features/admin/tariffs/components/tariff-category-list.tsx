import Archive from "lucide-react/icons/archive";
import ArchiveRestore from "lucide-react/icons/archive-restore";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import FileCheck from "lucide-react/icons/file-check";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import { useState } from "react";
import type { TariffCategoriesView, TariffCategoryView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { useArchiveTariffCategory, useDeleteTariffCategory, useReorderTariffCategories } from "../api/tariffs.ts";
import { defaultPriceText, usageText } from "../tariff-labels.ts";
import { TariffCategoryForm } from "./tariff-category-form.tsx";

/** What one category says: its default price, who qualifies, the proof asked and what names it. */
function CategoryFacts({ category }: { category: TariffCategoryView }) {
  const usage = usageText(category);
  return (
    <div className="min-w-0 space-y-2 text-sm">
      <p className="font-medium text-ink">{defaultPriceText(category)}</p>
      <p className="leading-relaxed wrap-anywhere whitespace-pre-line text-ink">{category.qualifies}</p>
      <p className="flex items-start gap-2 text-muted">
        <FileCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span className="wrap-anywhere">
          {category.proofRequired
            ? `Preuve demandée\u00a0: ${category.proofDescription ?? ""} (conservée ${category.proofKeptDays} jour${category.proofKeptDays > 1 ? "s" : ""} après la fin de la plaine)`
            : "Sans preuve\u00a0: la déclaration sur l'honneur suffit"}
        </span>
      </p>
      {usage && <p className="text-muted">{usage}</p>}
    </div>
  );
}

interface CategoryCardProps {
  category: TariffCategoryView;
  onEdit: () => void;
  onDelete: () => void;
  /** Up and down in the offered list; absent for an archived category. */
  move?: { up: (() => void) | null; down: (() => void) | null; pending: boolean };
}

function CategoryCard({ category, onEdit, onDelete, move }: CategoryCardProps) {
  const archive = useArchiveTariffCategory();
  const archived = category.archivedAt !== null;
  return (
    <li data-testid="tariff-category" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold wrap-anywhere text-ink">{category.name}</h3>
        {move && (
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label={`Monter «\u00a0${category.name}\u00a0»`}
              disabled={!move.up || move.pending}
              onClick={() => move.up?.()}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Descendre «\u00a0${category.name}\u00a0»`}
              disabled={!move.down || move.pending}
              onClick={() => move.down?.()}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
          </div>
        )}
      </div>
      <CategoryFacts category={category} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        {!archived && (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Modifier
          </Button>
        )}
        <Button variant="outline" size="sm" disabled={archive.isPending} onClick={() => archive.mutate({ category, archived: !archived })}>
          {archived ? <ArchiveRestore aria-hidden="true" className="size-4" /> : <Archive aria-hidden="true" className="size-4" />}
          {archived ? "Rétablir" : "Archiver"}
        </Button>
        {category.claims === 0 && (
          <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Supprimer
          </Button>
        )}
      </div>
    </li>
  );
}

/** The ids with one moved a place up (-1) or down (+1). */
function moved(ids: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by], next[index]];
  return next;
}

/**
 * The offered categories in their order (the plaines' pages and forms follow it), each changed in
 * place, moved up or down, archived or deleted while no claim names it; a new one at the end. The
 * archived ones apart, to restore or delete.
 */
export function TariffCategoryList({ view }: { view: TariffCategoriesView }) {
  // The category being changed ("new" for the form of a new one), one at a time.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TariffCategoryView | null>(null);
  const reorder = useReorderTariffCategories();
  const remove = useDeleteTariffCategory(() => setDeleting(null));
  const ids = view.categories.map((category) => category.id);

  return (
    <div className="space-y-4">
      {view.categories.length === 0 ? (
        <p className="text-muted">Aucun tarif n'est proposé&nbsp;: toutes les familles paient le prix standard.</p>
      ) : (
        <ol aria-label="Tarifs proposés" className="space-y-3">
          {view.categories.map((category, index) =>
            editing === category.id ? (
              <li key={category.id}>
                <TariffCategoryForm category={category} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <CategoryCard
                key={category.id}
                category={category}
                onEdit={() => setEditing(category.id)}
                onDelete={() => setDeleting(category)}
                move={{
                  up: index > 0 ? () => reorder.mutate(moved(ids, index, -1)) : null,
                  down: index < ids.length - 1 ? () => reorder.mutate(moved(ids, index, 1)) : null,
                  pending: reorder.isPending,
                }}
              />
            ),
          )}
        </ol>
      )}

      {editing === "new" ? (
        <TariffCategoryForm category={null} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="outline" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Nouveau tarif
        </Button>
      )}

      {view.archived.length > 0 && (
        <section aria-labelledby="tariffs-archived-title" className="space-y-3 border-t border-slate-200 pt-4">
          <h3 id="tariffs-archived-title" className="font-bold text-ink">
            Tarifs archivés
          </h3>
          <p className="text-sm text-muted">Plus proposés sur aucune plaine&nbsp;; gardés pour les demandes qui les citent.</p>
          <ul aria-label="Tarifs archivés" className="space-y-3">
            {view.archived.map((category) => (
              <CategoryCard key={category.id} category={category} onEdit={() => undefined} onDelete={() => setDeleting(category)} />
            ))}
          </ul>
        </section>
      )}

      <DeleteDialog
        target={deleting}
        title={(target) => `Supprimer le tarif «\u00a0${target.name}\u00a0»\u00a0?`}
        pending={remove.isPending}
        onDelete={(target) => remove.mutate(target)}
        onClose={() => setDeleting(null)}
      >
        {(target) => (
          <>
            <p>Le tarif disparaît de toutes les plaines{target.plaines > 0 ? ", avec les prix que des plaines lui donnaient" : ""}.</p>
            <p className="text-muted">Un tarif déjà demandé par une famille ne peut pas être supprimé&nbsp;: archivez-le.</p>
          </>
        )}
      </DeleteDialog>
    </div>
  );
}
