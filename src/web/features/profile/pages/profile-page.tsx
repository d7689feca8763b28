import { useQuery } from "@tanstack/react-query";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { SubPage } from "../../../components/sub-page.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { BACK_TO_DASHBOARD } from "../../dashboard/index.ts";
import { profileQueryOptions } from "../api/get-profile.ts";
import { ProfileForm } from "../components/profile-form.tsx";

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
    <SubPage
      back={BACK_TO_DASHBOARD}
      width="max-w-3xl"
      title={PROFILE_TITLE}
      subtitle="Ces coordonnées nous permettent de vous joindre pendant les plaines."
    >
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
    </SubPage>
  );
}
