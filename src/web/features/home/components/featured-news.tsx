import { useQuery } from "@tanstack/react-query";
import { featuredNewsPath, paths } from "../../../../domain/paths.ts";
import { Container } from "../../../components/ui/container.tsx";
import { SectionHeader } from "./section-header.tsx";
import { useLogError } from "./use-log-error.ts";
import { NewsCard, NewsCardSkeleton, newsQueryOptions } from "../../news/index.ts";

const HOME_NEWS_COUNT = 3;

export function FeaturedNews() {
  const { data: news, error, isPending } = useQuery(newsQueryOptions({ featured: true, limit: HOME_NEWS_COUNT }));
  useLogError("actualités à la une", error);

  return (
    <section aria-labelledby="news-heading" className="bg-white py-12 sm:py-16">
      <Container>
        <SectionHeader
          id="news-heading"
          title="Actualités"
          description="Les dernières nouvelles de nos plaines."
          link={{ to: paths.news, label: "Toutes les actualités" }}
        />
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: HOME_NEWS_COUNT }, (_, index) => (
              <NewsCardSkeleton key={index} />
            ))}
          </div>
        ) : news && news.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {news.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} href={featuredNewsPath(article.id)} />
              </li>
            ))}
          </ul>
        ) : news ? (
          <p className="text-muted">Aucune actualité pour le moment.</p>
        ) : null}
      </Container>
    </section>
  );
}
