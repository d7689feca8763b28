import { LinkCardSkeleton } from "../../../components/ui/link-card.tsx";

/** An article's card while the news loads: its date, title and excerpt. */
export function NewsCardSkeleton() {
  return <LinkCardSkeleton lines={["h-4 w-1/3", "h-5 w-3/4", "h-4 w-full"]} />;
}
