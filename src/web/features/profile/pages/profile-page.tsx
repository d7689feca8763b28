import { useQuery } from "@tanstack/react-query";
import { useLoadErrorToast } from "../../../components/load-error.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { DashboardSubPage } from "../../dashboard/index.ts";
import { profileQueryOptions } from "../api/get-profile.ts";
import { ProfileForm } from "../components/profile-form.tsx";

export const PROFILE_TITLE = "Mon profil";
const PROFILE_LOAD_ERROR_MESSAGE = "Erreur lors du chargement du profil";

export function ProfilePage() {
  const profile = useQuery(profileQueryOptions());

  useLoadErrorToast(profile.error, PROFILE_LOAD_ERROR_MESSAGE);

  return (
    <DashboardSubPage title={PROFILE_TITLE} subtitle="Ces coordonnées nous permettent de vous joindre pendant les plaines.">
      <Card>
        <CardBody className="p-6 sm:p-8">
          <QueryView
            query={profile}
            loading={<SkeletonStack className="space-y-4" bars={["h-11 w-full", "h-11 w-full", "h-11 w-full", "h-11 w-full"]} />}
            errorTitle={PROFILE_LOAD_ERROR_MESSAGE}
          >
            {(data) => (
              // The form starts from the profile as loaded; a later refetch does not overwrite typing.
              <ProfileForm profile={data} />
            )}
          </QueryView>
        </CardBody>
      </Card>
    </DashboardSubPage>
  );
}
