import UserCheck from "lucide-react/icons/user-check";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../../domain/contracts/staff.ts";
import { paths } from "../../../../domain/paths.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { InvitationAnswer } from "../../../components/invitation-answer.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from "../api/team.ts";

const TITLE = "Invitation dans l'équipe";

/**
 * /invitation-equipe?token=…, the link of the association's e-mail (decision 0063): the role and
 * the plaines offered; 'Accepter' gives them to the signed-in account, beside what it already is
 * (a parent stays a parent). The guard of the signed-in pages sends a visitor to sign in (or up) first.
 */
export function StaffInvitationPage() {
  usePageTitle(TITLE);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const navigate = useNavigate();
  const invitation = useQuery(staffInvitationQueryOptions(token));
  const accept = useAcceptStaffInvitation((next) => void navigate(next));
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
                <UserCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>
                  Vous êtes invité·e comme <strong>{STAFF_ROLE_LABELS[view.role].toLowerCase()}</strong> pour{" "}
                  <strong>{view.plaines.map((plaine) => plaine.title).join(", ")}</strong>.
                </span>
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
                {view.role === "animateur" ? (
                  <li>
                    Vous verrez les jours et les groupes où vous êtes prévu·e&nbsp;: la liste du jour, les présences, et pour chaque enfant
                    de vos groupes ce qu'il faut savoir sur le terrain (allergies, médicaments, régime, personnes à appeler et à qui le
                    confier).
                  </li>
                ) : (
                  <li>
                    Vous verrez tous les groupes de vos plaines, ce qu'il faut savoir de chaque enfant sur le terrain, et le planning de
                    l'équipe.
                  </li>
                )}
                <li>Chaque fiche ouverte est inscrite dans le journal des accès aux informations médicales.</li>
                <li>Votre compte reste le même&nbsp;: si vous êtes parent, votre espace parent ne change pas.</li>
              </ul>
              <InvitationAnswer
                refusal={view.refusal}
                expiresAt={view.expiresAt}
                laterTo={paths.home}
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
