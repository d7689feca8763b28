import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { useMoveChild } from "../api/presences.ts";

const BY_AGE = "";

/** "Changer de groupe", folded away: a child put in another group than their age gives, or back. */
export function GroupMove({
  activityId,
  childId,
  name,
  current,
  groups,
}: {
  activityId: string;
  childId: string;
  name: string;
  current: string;
  groups: string[];
}) {
  const selectId = useId();
  const [target, setTarget] = useState(BY_AGE);
  const move = useMoveChild(activityId, childId, name);
  return (
    <details className="text-sm">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">Changer de groupe</summary>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={selectId} className="font-medium text-ink">
            Groupe de {name}
          </label>
          <select
            id={selectId}
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className="h-11 rounded-xl border border-slate-300 bg-white px-3 text-base text-ink"
          >
            <option value={BY_AGE}>Selon son âge</option>
            {groups
              .filter((group) => group !== current)
              .map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
          </select>
        </div>
        <Button variant="outline" disabled={move.isPending} onClick={() => move.mutate(target === BY_AGE ? null : target)}>
          Déplacer
        </Button>
      </div>
    </details>
  );
}
