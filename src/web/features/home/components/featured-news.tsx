import { useQuery } from "@tanstack/react-query";
import { featuredNewsPath, paths } from "../../../../domain/paths.ts";
import { HomeCardSection } from "./home-card-section.tsx";
import { useLogError } from "./use-log-error.ts";
import { NewsCard, NewsCardSkeleton, newsQueryOptions } from "../../news/index.ts";

const HOME_NEWS_COUNT = 3;

export function FeaturedNews() {
  const { data: news, error, isPending } = useQuery(newsQueryOptions({ featured: true, limit: HOME_NEWS_COUNT }));
  useLogError("actualités à la une", error);

  return (
    <HomeCardSection
      id="news-heading"
      title="Actualités"
      description="Les dernières nouvelles de nos plaines."
      link={{ to: paths.news, label: "Toutes les actualités" }}
      className="bg-white py-12 sm:py-16"
      items={news}
      isPending={isPending}
      count={HOME_NEWS_COUNT}
      skeleton={<NewsCardSkeleton />}
      empty="Aucune actualité pour le moment."
      card={(article) => <NewsCard article={article} href={featuredNewsPath(article.id)} />}
    />
  );
}
