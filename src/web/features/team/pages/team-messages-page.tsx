import { useParams } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { SubPage } from "../../../components/sub-page.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { FamilyMessages, MESSAGES_SUBTITLE } from "../../admin/index.ts";

const TITLE = "Messages aux familles";

/**
 * /equipe/plaines/:id/messages — the coordination writes to the families of its plaine: the
 * administrators' form and list, on the team's routes, for that plaine only (decisions 0061, 0063).
 */
export function TeamMessagesPage() {
  usePageTitle(TITLE);
  const { id = "" } = useParams();
  return (
    <SubPage back={{ to: paths.team, label: "Retour à mon équipe" }} title={TITLE} subtitle={MESSAGES_SUBTITLE}>
      <FamilyMessages scope={{ kind: "staff", activityId: id }} />
    </SubPage>
  );
}
