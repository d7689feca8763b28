import { useParams } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { SubPage } from "../../../components/sub-page.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { PlanEditor } from "../../admin/index.ts";

const TITLE = "Planning de l'équipe";

/** /equipe/plaines/:id/planning — the coordination ticks who works with each group, day by day (decision 0063). */
export function TeamPlanPage() {
  usePageTitle(TITLE);
  const { id = "" } = useParams();
  return (
    <SubPage
      back={{ to: paths.team, label: "Retour à mon équipe" }}
      title={TITLE}
      subtitle="Chaque animateur voit, sur le terrain, les groupes des jours où il est coché."
    >
      <PlanEditor activityId={id} scope="staff" />
    </SubPage>
  );
}
