import { useId } from "react";
import type { ListFilters } from "../registration-filters-url.ts";
import { ExportLinks } from "./export-links.tsx";

export const MEDICAL_OPTION_LABEL = "Inclure les informations médicales";

interface ExportPanelProps {
  filters: ListFilters;
  medical: boolean;
  onMedicalChange: (medical: boolean) => void;
}

/** The exports of the filtered list, and whether they carry the children's medical information. */
export function ExportPanel({ filters, medical, onMedicalChange }: ExportPanelProps) {
  const checkboxId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="space-y-1">
        <div className="flex items-start gap-2.5">
          <input
            id={checkboxId}
            type="checkbox"
            checked={medical}
            aria-describedby={hintId}
            onChange={(event) => onMedicalChange(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor={checkboxId} className="text-sm font-semibold text-ink">
            {MEDICAL_OPTION_LABEL}
          </label>
        </div>
        <p id={hintId} className="pl-6.5 text-sm text-muted">
          Ajoute les allergies et problèmes médicaux des enfants. Chaque export qui les contient est enregistré dans le journal d'accès de
          l'enfant.
        </p>
      </div>
      <div className="shrink-0">
        <ExportLinks filters={filters} medical={medical} />
      </div>
    </div>
  );
}
