import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { AgeGroupView } from "../../../../../domain/contracts/admin-presences.ts";
import { AGE_GROUPS_MAX } from "../../../../../domain/plaine/age-groups.ts";
import { parseTypedNumber } from "../../../../../domain/typed-number.ts";
import { Button } from "../../../../components/ui/button.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { cn } from "../../../../lib/cn.ts";
import { toast } from "../../../../lib/toast.ts";
import { groupsQueryOptions, useSaveGroups } from "../api/presences.ts";

/** A group as typed: ages in years, "2,5" or "2.5"; "5" up to the eve of the sixth birthday. */
interface TypedGroup {
  name: string;
  from: string;
  to: string;
}

const years = (months: number) => String(months / 12).replace(".", ",");
const typed = (group: AgeGroupView): TypedGroup => ({
  name: group.name,
  from: years(group.minMonths),
  to: String(Math.floor(group.maxMonths / 12)),
});

function toGroups(rows: TypedGroup[]): AgeGroupView[] | string {
  const groups: AgeGroupView[] = [];
  for (const row of rows) {
    const from = parseTypedNumber(row.from, "decimal");
    const to = parseTypedNumber(row.to, "whole");
    if (from === null || to === null || !Number.isInteger(from * 2) || to < from) {
      return `Âges invalides pour le groupe «\u00a0${row.name || "sans nom"}\u00a0» (ex.\u00a0: de 2,5 à 5 ans)`;
    }
    groups.push({ name: row.name.trim(), minMonths: from * 12, maxMonths: to * 12 + 11 });
  }
  return groups;
}

/** Each field of a group and its label (visible once above the rows on a wide screen). */
const FIELDS = [
  ["name", "Nom"],
  ["from", "De (ans)"],
  ["to", "À (ans)"],
] as const;

function Editor({ activityId, initial }: { activityId: string; initial: AgeGroupView[] }) {
  const hintId = useId();
  const [rows, setRows] = useState(() => initial.map(typed));
  const save = useSaveGroups(activityId);
  const change = (index: number, field: keyof TypedGroup, value: string) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  return (
    <form
      aria-label="Groupes d'âge"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const groups = toGroups(rows);
        if (typeof groups === "string") toast.error(groups);
        else save.mutate(groups);
      }}
    >
      <p id={hintId} className="text-sm text-muted">
        Âges en années&nbsp;: «&nbsp;de 2,5 à 5 ans&nbsp;» accueille un enfant de deux ans et demi jusqu'à la veille de ses 6 ans.
      </p>
      {rows.map((row, index) => {
        const group = `groupe ${index + 1}`;
        return (
          <fieldset
            key={index}
            data-testid="age-group"
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 rounded-xl border border-slate-200 p-3 sm:grid-cols-[1fr_5rem_5rem_auto] sm:border-0 sm:p-0"
          >
            {/* On a phone each group is a card with its number; on a wide screen the rows read as a table. */}
            <legend className="float-left col-span-3 mb-1 text-sm font-semibold text-ink sm:sr-only">
              Groupe {index + 1}
              {row.name.trim() && `\u00a0: ${row.name.trim()}`}
            </legend>
            {FIELDS.map(([field, label]) => (
              <label
                key={field}
                className={cn("flex min-w-0 flex-col gap-1 text-sm font-medium text-ink", field === "name" && "col-span-3 sm:col-span-1")}
              >
                {/* The column's name shows once above the rows on a wide screen; every field keeps its own. */}
                <span className={cn(index > 0 && "sm:sr-only")}>{label}</span>
                <span className="sr-only"> du {group}</span>
                <input
                  value={row[field]}
                  inputMode={field === "name" ? "text" : "decimal"}
                  autoComplete="off"
                  aria-describedby={field === "name" ? undefined : hintId}
                  onChange={(event) => change(index, field, event.target.value)}
                  className="h-11 min-w-0 rounded-xl border border-slate-300 bg-white px-3 text-base"
                />
              </label>
            ))}
            <Button
              variant="ghost"
              className="text-red-700"
              disabled={rows.length === 1}
              onClick={() => setRows(rows.filter((_, i) => i !== index))}
            >
              Retirer<span className="sr-only"> le {group}</span>
            </Button>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        {rows.length < AGE_GROUPS_MAX && (
          <Button variant="outline" onClick={() => setRows([...rows, { name: "", from: "", to: "" }])}>
            Ajouter un groupe
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          Enregistrer les groupes
        </Button>
      </div>
    </form>
  );
}

/** The plaine's age groups (the defaults until edited); a child's group follows their age on the first day. */
export function AgeGroupsEditor({ activityId }: { activityId: string }) {
  const groups = useQuery(groupsQueryOptions(activityId));
  if (!groups.data) return <Skeleton className="h-32 w-full" />;
  return (
    <div className="space-y-2">
      {groups.data.defaults && <p className="text-sm text-muted">Groupes par défaut&nbsp;: modifiez-les pour cette plaine si besoin.</p>}
      <Editor key={JSON.stringify(groups.data.groups)} activityId={activityId} initial={groups.data.groups} />
    </div>
  );
}
