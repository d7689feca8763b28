import type { UseQueryResult } from "@tanstack/react-query";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { isApiError } from "../lib/api-client.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { InvitationAnswer } from "./invitation-answer.tsx";
import { PageHeader } from "./page-header.tsx";
import { Alert } from "./ui/alert.tsx";
import { Card, CardBody } from "./ui/card.tsx";
import { Container } from "./ui/container.tsx";
import { SkeletonStack } from "./ui/skeleton.tsx";

/** The token of an invitation's link (…?token=…); empty when the link has none. */
export function useInvitationToken(): string {
  const [params] = useSearchParams();
  return params.get("token") ?? "";
}

/**
 * The page an invitation's link opens (a child's other parent, decision 0058; the team, decision
 * 0063): its skeleton while it loads, 'Invitation introuvable' with the server's reason when it
 * cannot be read, otherwise who invites to what (`lead`), what accepting gives (`points`, the
 * items of a list) and the answer at its foot.
 */
export function InvitationFrame<View extends { refusal: string | null; expiresAt: string }>({
  title,
  invitation,
  icon: Icon,
  lead,
  points,
  laterTo,
  pending,
  onAccept,
}: {
  title: string;
  invitation: UseQueryResult<View>;
  icon: LucideIcon;
  lead: (view: View) => ReactNode;
  points: (view: View) => ReactNode;
  laterTo: string;
  pending: boolean;
  onAccept: () => void;
}) {
  usePageTitle(title);
  const view = invitation.data;
  return (
    <Container className="max-w-2xl py-10 sm:py-12">
      <PageHeader title={title} />
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
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>{lead(view)}</span>
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm text-ink">{points(view)}</ul>
              <InvitationAnswer refusal={view.refusal} expiresAt={view.expiresAt} laterTo={laterTo} pending={pending} onAccept={onAccept} />
            </CardBody>
          </Card>
        )}
      </div>
    </Container>
  );
}
