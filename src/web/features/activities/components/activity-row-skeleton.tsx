import { LinkCardSkeleton } from "../../../components/ui/link-card.tsx";

/** A plaine's row in the search results while they load. */
export function ActivityRowSkeleton() {
  return <LinkCardSkeleton layout="row" lines={["h-6 w-2/3", "h-4 w-full", "h-4 w-1/2", "h-4 w-1/3"]} />;
}
