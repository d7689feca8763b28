import UserCheck from "lucide-react/icons/user-check";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../../domain/contracts/staff.ts";
import { paths } from "../../../../domain/paths.ts";
import { InvitationFrame, useInvitationToken } from "../../../components/invitation-frame.tsx";
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from "../api/team.ts";

/**
 * /invitation-equipe?token=…, the link of the association's e-mail (decision 0063): the role and
 * the plaines offered; 'Accepter' gives them to the signed-in account, beside what it already is
 * (a parent stays a parent). The guard of the signed-in pages sends a visitor to sign in (or up) first.
 */
export function StaffInvitationPage() {
  const token = useInvitationToken();
  const navigate = useNavigate();
  const invitation = useQuery(staffInvitationQueryOptions(token));
  const accept = useAcceptStaffInvitation((next) => void navigate(next));
  return (
    <InvitationFrame
      title="Invitation dans l'équipe"
      invitation={invitation}
      icon={UserCheck}
      lead={(view) => (
        <>
          Vous êtes invité·e comme <strong>{STAFF_ROLE_LABELS[view.role].toLowerCase()}</strong> pour{" "}
          <strong>{view.plaines.map((plaine) => plaine.title).join(", ")}</strong>.
        </>
      )}
      points={(view) => (
        <>
          {view.role === "animateur" ? (
            <li>
              Vous verrez les jours et les groupes où vous êtes prévu·e&nbsp;: la liste du jour, les présences, et pour chaque enfant de vos
              groupes ce qu'il faut savoir sur le terrain (allergies, médicaments, régime, personnes à appeler et à qui le confier).
            </li>
          ) : (
            <li>
              Vous verrez tous les groupes de vos plaines, ce qu'il faut savoir de chaque enfant sur le terrain, et le planning de l'équipe.
            </li>
          )}
          <li>Chaque fiche ouverte est inscrite dans le journal des accès aux informations médicales.</li>
          <li>Votre compte reste le même&nbsp;: si vous êtes parent, votre espace parent ne change pas.</li>
        </>
      )}
      laterTo={paths.home}
      pending={accept.isPending}
      onAccept={() => accept.mutate(token)}
    />
  );
}
