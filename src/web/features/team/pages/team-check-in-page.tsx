import { useParams } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { CheckInView } from "../../admin/index.ts";

/** /equipe/plaines/:id?date=… — the day's list and check-in of the groups the person works with that day (decision 0063). */
export function TeamCheckInPage() {
  const { id = "" } = useParams();
  return <CheckInView id={id} scope="staff" back={{ to: paths.team, label: "Retour à mon équipe" }} />;
}
