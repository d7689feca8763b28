import { useQuery } from "@tanstack/react-query";
import { myQualificationsQueryOptions, QualificationItem } from "../../admin/index.ts";
import { Card, CardBody } from "../../../components/ui/card.tsx";

/**
 * 'Mes qualifications' in the team's space (decision 0065): the person's brevets and titles as the
 * association recorded them, each proof to open; the association adds them and is told of a new one.
 */
export function MyQualifications() {
  const list = useQuery(myQualificationsQueryOptions());
  if (!list.data) return null;
  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="text-xl font-extrabold text-ink">Mes qualifications</h2>
        {list.data.length === 0 ? (
          <p className="text-sm text-muted">
            Aucune qualification enregistrée. Envoyez votre brevet ou votre diplôme à l'association&nbsp;: elle l'ajoute ici.
          </p>
        ) : (
          <ul className="space-y-2">
            {list.data.map((qualification) => (
              <QualificationItem key={qualification.id} qualification={qualification} scope="staff" />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
