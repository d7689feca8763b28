import { LinkCardSkeleton } from "../../../components/ui/link-card.tsx";

/** A plaine's card while the plaines load: its title and facts. */
export function ActivityCardSkeleton() {
  return <LinkCardSkeleton lines={["h-5 w-3/4", "h-4 w-1/2", "h-4 w-1/3"]} />;
}
