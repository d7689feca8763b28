import ArrowLeft from "lucide-react/icons/arrow-left";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { extractVideoId } from "../../../../domain/video.ts";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { VideoEmbed } from "../../../components/video-embed.tsx";
import { PageLoadError } from "../../../components/load-error.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { newsArticleQueryOptions } from "../api/get-news-article.ts";
import { NewsContent } from "../../../components/news-content.tsx";
import { NewsDate } from "../components/news-date.tsx";
import { CoverImage } from "../../../components/cover-image.tsx";
import { COVER_SIZES } from "../../../components/cover-sizes.ts";
import { PageTitle } from "../../../components/page-header.tsx";

const ARTICLE_ERROR_TITLE = "Impossible de charger l'actualité";

function ArticleSkeleton() {
  return (
    <SkeletonStack
      label="Chargement de l'actualité"
      className="space-y-6"
      bars={["aspect-video w-full rounded-2xl", "h-4 w-32", "h-10 w-3/4", "h-4 w-full", "h-4 w-full", "h-4 w-2/3"]}
    />
  );
}

/** One article, reached from /news/{id} (home) or /actualites/{id} (news list). */
export function NewsArticlePage() {
  const { id = "" } = useParams();
  const { data: article, error, isPending } = useQuery(newsArticleQueryOptions(id));
  usePageTitle(article?.title ?? (error ? "Actualité introuvable" : "Actualité"));

  if (isPending) {
    return (
      <Container className="max-w-3xl py-8">
        <ArticleSkeleton />
      </Container>
    );
  }

  if (error) {
    return (
      <PageLoadError title={ARTICLE_ERROR_TITLE} error={error}>
        <Link to={paths.home} className={buttonClasses({ className: "mt-6" })}>
          Retour à l'accueil
        </Link>
      </PageLoadError>
    );
  }

  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <Link
        to={paths.news}
        className="mb-6 inline-flex items-center gap-2 rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Toutes les actualités
      </Link>
      <article className="space-y-6">
        <div className="overflow-hidden rounded-2xl shadow-sm">
          <CoverImage kind="news" url={article.imageUrl} title={article.title} sizes={COVER_SIZES.articlePage} priority />
        </div>
        <header className="space-y-2">
          <NewsDate date={article.publishDate} />
          <PageTitle>{article.title}</PageTitle>
          {article.excerpt && <p className="text-xl text-muted">{article.excerpt}</p>}
        </header>
        <NewsContent content={article.content} articleTitle={article.title} />
        {extractVideoId(article.videoUrl) && (
          <section aria-label="Vidéo" className="pt-4">
            <VideoEmbed url={article.videoUrl} title={`Vidéo\u00a0: ${article.title}`} />
          </section>
        )}
      </article>
    </Container>
  );
}
