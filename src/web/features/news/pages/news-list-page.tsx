import { useQuery } from "@tanstack/react-query";
import { newsArticlePath } from "../../../../domain/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { newsQueryOptions } from "../api/get-news.ts";
import { NewsCard } from "../components/news-card.tsx";
import { NewsCardSkeleton } from "../components/news-card-skeleton.tsx";
import { PageHeader } from "../../../components/page-header.tsx";

const NEWS_LIST_ERROR = "Une erreur est survenue lors du chargement des actualités.";

export function NewsListPage() {
  usePageTitle("Actualités");
  const { data: news, error, isPending } = useQuery(newsQueryOptions());

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        className="mb-8"
        title="Actualités"
        subtitle="Les nouvelles de nos plaines&nbsp;: inscriptions, activités et moments partagés."
      />

      {error ? (
        <Alert tone="error">{NEWS_LIST_ERROR}</Alert>
      ) : isPending ? (
        <div role="status" aria-label="Chargement des actualités" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          <NewsCardSkeleton />
          <NewsCardSkeleton />
          <NewsCardSkeleton />
        </div>
      ) : news.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-muted">
          Aucune actualité pour le moment. Revenez bientôt&nbsp;!
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((article) => (
            <li key={article.id}>
              <NewsCard article={article} href={newsArticlePath(article.id)} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
