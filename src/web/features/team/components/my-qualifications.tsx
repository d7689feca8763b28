import { useQuery } from "@tanstack/react-query";
import { AddQualificationForm, myQualificationsQueryOptions, QualificationItem } from "../../admin/index.ts";
import { Card, CardBody } from "../../../components/ui/card.tsx";

/**
 * 'Mes qualifications' (decision 0065): the person's brevets and titles, each proof to open; while
 * in the team, 'Ajouter une qualification' adds one with its proof (the association sees it as
 * declared by the person). A former member reads theirs while they are kept (`canAdd` false).
 * `headed` false: the page's own title already says it.
 */
export function MyQualifications({ canAdd, headed = true }: { canAdd: boolean; headed?: boolean }) {
  const list = useQuery(myQualificationsQueryOptions());
  if (!list.data) return null;
  return (
    <Card>
      <CardBody className="space-y-3">
        {headed && <h2 className="text-xl font-extrabold text-ink">Mes qualifications</h2>}
        {list.data.length === 0 ? (
          <p className="text-sm text-muted">
            Aucune qualification enregistrée. {canAdd ? "Ajoutez votre brevet ou votre diplôme avec sa preuve ci-dessous." : ""}
          </p>
        ) : (
          <ul className="space-y-2">
            {list.data.map((qualification) => (
              <QualificationItem key={qualification.id} qualification={qualification} scope="staff" />
            ))}
          </ul>
        )}
        {canAdd && (
          <section className="space-y-3 border-t border-slate-200 pt-3" aria-labelledby="add-qualification-title">
            <h3 id="add-qualification-title" className="font-bold text-ink">
              Ajouter une qualification
            </h3>
            <AddQualificationForm profileId={null} />
          </section>
        )}
      </CardBody>
    </Card>
  );
}
