import type { Activity } from "../../../../domain/activity.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { activityPath } from "../../../../domain/paths.ts";
import { ActivityBadges } from "./activity-badges.tsx";
import { ActivityFacts } from "./activity-facts.tsx";
import { CoverImage } from "../../../components/cover-image.tsx";
import { LinkCard, LinkCardTitle } from "../../../components/ui/link-card.tsx";

/** A plaine in the search results: picture beside the facts on wide screens, above them on phones. */
export function ActivityRow({ activity }: { activity: Activity }) {
  return (
    <LinkCard testId="activity-card" layout="row">
      <CoverImage
        kind="activity"
        url={activity.imageUrl}
        title={activity.title}
        sizes="(min-width: 640px) 288px, 100vw"
        className="sm:w-72 sm:shrink-0"
      />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-bold text-ink sm:text-xl">
              <LinkCardTitle to={activityPath(activity.id)}>{activity.title}</LinkCardTitle>
            </h2>
            <ActivityBadges activity={activity} />
          </div>
          {activity.excerpt && <p className="text-sm text-muted">{activity.excerpt}</p>}
          <ActivityFacts activity={activity} />
        </div>
        <p className="text-xl font-bold whitespace-nowrap text-brand-800 sm:text-right">{formatEuros(activity.price.standard)}</p>
      </div>
    </LinkCard>
  );
}
