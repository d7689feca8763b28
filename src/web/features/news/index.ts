/** What other features may use of the news feature. */
export { newsQueryOptions } from "./api/get-news.ts";
export { NewsCard } from "./components/news-card.tsx";
export { NewsCardSkeleton } from "./components/news-card-skeleton.tsx";
