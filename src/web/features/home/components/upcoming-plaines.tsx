import { useQuery } from "@tanstack/react-query";
import { paths } from "../../../../domain/paths.ts";
import { Container } from "../../../components/ui/container.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { SectionHeader } from "./section-header.tsx";
import { useLogError } from "./use-log-error.ts";
import { ActivityCard, activitiesQueryOptions } from "../../activities/index.ts";

const HOME_PLAINES_COUNT = 3;

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-video rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}

export function UpcomingPlaines() {
  const { data: activities, error, isPending } = useQuery(activitiesQueryOptions({ limit: HOME_PLAINES_COUNT }));
  useLogError("prochaines plaines", error);

  return (
    <section aria-labelledby="upcoming-heading" className="py-12 sm:py-16">
      <Container>
        <SectionHeader
          id="upcoming-heading"
          title="Nos prochaines plaines"
          description="Les plaines qui démarrent bientôt : réservez vite, les places partent rapidement."
          link={{ to: paths.search, label: "Voir toutes" }}
        />
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: HOME_PLAINES_COUNT }, (_, index) => (
              <CardSkeleton key={index} />
            ))}
          </div>
        ) : activities && activities.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {activities.map((activity) => (
              <li key={activity.id}>
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        ) : activities ? (
          <p className="text-muted">Aucune plaine à venir pour le moment. Revenez bientôt !</p>
        ) : null}
      </Container>
    </section>
  );
}
