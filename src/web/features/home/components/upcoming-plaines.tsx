import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../../domain/paths.ts";
import { HomeCardSection } from "./home-card-section.tsx";
import { useLogError } from "./use-log-error.ts";
import { ActivityCard, ActivityCardSkeleton, activitiesQueryOptions } from "../../activities/index.ts";

const HOME_ACTIVITIES_COUNT = 3;

export function UpcomingActivities() {
  const { data: activities, error, isPending } = useQuery(activitiesQueryOptions({ limit: HOME_ACTIVITIES_COUNT }));
  useLogError("prochaines plaines", error);

  return (
    <HomeCardSection
      id="upcoming-heading"
      title="Nos prochaines plaines"
      description="Les plaines qui démarrent bientôt&nbsp;: réservez vite, les places partent rapidement."
      link={{ to: paths.search, label: "Voir toutes" }}
      className="py-12 sm:py-16"
      items={activities}
      isPending={isPending}
      count={HOME_ACTIVITIES_COUNT}
      skeleton={<ActivityCardSkeleton />}
      empty="Aucune plaine à venir pour le moment. Revenez bientôt&nbsp;!"
      card={(activity) => <ActivityCard activity={activity} />}
    />
  );
}
