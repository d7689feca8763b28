import Users from "lucide-react/icons/users";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { splitLabel } from "../../../../domain/child-family.ts";
import { paths } from "../../../../domain/paths.ts";
import { InvitationFrame, useInvitationToken } from "../../../components/invitation-frame.tsx";
import { invitationQueryOptions, useAcceptInvitation } from "../api/family.ts";

/**
 * /invitation?token=…, the link of the e-mail the child's first parent sent (decision 0058): who
 * invites, for which child, the part proposed; 'Accepter' links the signed-in account. The guard
 * of the signed-in pages sends a visitor to sign in (or up) first, then back here.
 */
export function InvitationPage() {
  const token = useInvitationToken();
  const navigate = useNavigate();
  const invitation = useQuery(invitationQueryOptions(token));
  const accept = useAcceptInvitation(() => void navigate(paths.children));
  return (
    <InvitationFrame
      title="Invitation à partager un dossier"
      invitation={invitation}
      icon={Users}
      lead={(view) => (
        <>
          <strong>{view.invitedByName}</strong> vous invite à partager le dossier de{" "}
          <strong>
            {view.childFirstName} {view.childLastName}
          </strong>
          .
        </>
      )}
      points={(view) => (
        <>
          <li>Vous verrez sa fiche santé et ses inscriptions, et pourrez les modifier ou l'inscrire vous-même.</li>
          <li>
            Chaque inscription est partagée&nbsp;: {view.percent}&nbsp;% pour vous ({splitLabel(view.percent)}). Chacun reçoit sa propre
            demande de paiement et son attestation fiscale pour ce qu'il a payé.
          </li>
          <li>Chacun de vous peut retirer le lien plus tard, dans «&nbsp;Mes enfants&nbsp;».</li>
        </>
      )}
      laterTo={paths.dashboard}
      pending={accept.isPending}
      onAccept={() => accept.mutate(token)}
    />
  );
}
