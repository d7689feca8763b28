import { useQuery } from "@tanstack/react-query";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { BackLink } from "../../../components/back-link.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { BACK_TO_DASHBOARD } from "../../dashboard/index.ts";
import { profileQueryOptions } from "../api/get-profile.ts";
import { ProfileForm } from "../components/profile-form.tsx";
import { PageHeader } from "../../../components/page-header.tsx";

export const PROFILE_TITLE = "Mon profil";
const PROFILE_LOAD_ERROR_MESSAGE = "Erreur lors du chargement du profil";

function ProfileSkeleton() {
  return (
    <div className="space-y-4">
      <Spinner />
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-11 w-full" />
      ))}
    </div>
  );
}

export function ProfilePage() {
  usePageTitle(PROFILE_TITLE);
  const profile = useQuery(profileQueryOptions());

  useLoadErrorToast(profile.error, PROFILE_LOAD_ERROR_MESSAGE);

  return (
    <Container className="max-w-3xl py-10 sm:py-12">
      <BackLink {...BACK_TO_DASHBOARD} />
      <PageHeader
        className="mt-4 mb-6"
        title={PROFILE_TITLE}
        subtitle="Ces coordonnées nous permettent de vous joindre pendant les plaines."
      />
      <Card>
        <CardBody className="p-6 sm:p-8">
          <QueryView query={profile} loading={<ProfileSkeleton />} errorTitle={PROFILE_LOAD_ERROR_MESSAGE}>
            {(data) => (
              // The form starts from the profile as loaded; a later refetch does not overwrite typing.
              <ProfileForm profile={data} />
            )}
          </QueryView>
        </CardBody>
      </Card>
    </Container>
  );
}
