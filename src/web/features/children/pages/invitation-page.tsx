import Users from "lucide-react/icons/users";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { splitLabel } from "../../../../domain/child-family.ts";
import { paths } from "../../../../domain/paths.ts";
import { InvitationAnswer } from "../../../components/invitation-answer.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { invitationQueryOptions, useAcceptInvitation } from "../api/family.ts";

const TITLE = "Invitation à partager un dossier";

/**
 * /invitation?token=…, the link of the e-mail the child's first parent sent (decision 0058): who
 * invites, for which child, the part proposed; 'Accepter' links the signed-in account. The guard
 * of the signed-in pages sends a visitor to sign in (or up) first, then back here.
 */
export function InvitationPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const invitation = useQuery(invitationQueryOptions(token));
  const accept = useAcceptInvitation(() => void navigate(paths.children));
  const view = invitation.data;
  return (
    <Container className="max-w-2xl py-10 sm:py-12">
      <PageHeader title={TITLE} />
      <div className="mt-6">
        {invitation.isPending ? (
          <SkeletonStack className="space-y-4" bars={["h-8 w-2/3", "h-40 w-full rounded-2xl"]} />
        ) : !view ? (
          <Alert tone="error" title="Invitation introuvable">
            {isApiError(invitation.error) ? invitation.error.message : "Cette invitation n'a pas pu être chargée."}
          </Alert>
        ) : (
          <Card>
            <CardBody className="space-y-4">
              <p className="flex items-start gap-3 text-lg text-ink">
                <Users aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  <strong>{view.invitedByName}</strong> vous invite à partager le dossier de{" "}
                  <strong>
                    {view.childFirstName} {view.childLastName}
                  </strong>
                  .
                </span>
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
                <li>Vous verrez sa fiche santé et ses inscriptions, et pourrez les modifier ou l'inscrire vous-même.</li>
                <li>
                  Chaque inscription est partagée&nbsp;: {view.percent}&nbsp;% pour vous ({splitLabel(view.percent)}). Chacun reçoit sa
                  propre demande de paiement et son attestation fiscale pour ce qu'il a payé.
                </li>
                <li>Chacun de vous peut retirer le lien plus tard, dans «&nbsp;Mes enfants&nbsp;».</li>
              </ul>
              <InvitationAnswer
                refusal={view.refusal}
                expiresAt={view.expiresAt}
                laterTo={paths.dashboard}
                pending={accept.isPending}
                onAccept={() => accept.mutate(token)}
              />
            </CardBody>
          </Card>
        )}
      </div>
    </Container>
  );
}
