import type { Activity } from "../../../../domain/activity.ts";
import { formatEuros } from "../../../../domain/money.ts";
import { activityPath } from "../../../../domain/paths.ts";
import { ActivityBadges } from "./activity-badges.tsx";
import { ActivityFacts } from "./activity-facts.tsx";
import { CoverImage } from "../../../components/cover-image.tsx";
import { COVER_SIZES } from "../../../components/cover-sizes.ts";
import { LinkCard, LinkCardTitle } from "../../../components/ui/link-card.tsx";

/**
 * A plaine in a grid (home page). The title is the link; its ::after covers the whole card
 * so the card is one big target while screen readers hear only the title.
 */
export function ActivityCard({ activity, headingLevel = 3 }: { activity: Activity; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <LinkCard testId="activity-card">
      <div className="relative">
        <CoverImage kind="activity" url={activity.imageUrl} title={activity.title} sizes={COVER_SIZES.card} />
        <div className="absolute top-3 left-3">
          <ActivityBadges activity={activity} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading className="text-lg font-bold text-ink">
          <LinkCardTitle to={activityPath(activity.id)}>{activity.title}</LinkCardTitle>
        </Heading>
        <ActivityFacts activity={activity} />
        <p className="mt-auto pt-2 text-lg font-bold text-brand-800">{formatEuros(activity.price.standard)}</p>
      </div>
    </LinkCard>
  );
}
