import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { brusselsToday, formatDateFr } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { newsArticlePath } from "../../../../../domain/paths.ts";
import { Badge } from "../../../../components/ui/badge.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { AuditHistory } from "../../history/components/audit-history.tsx";
import { adminArticleQueryOptions } from "../api/get-admin-news.ts";
import { newsImageUpload } from "../api/news-image-upload.ts";
import { ArticleEditor } from "../components/article-editor.tsx";
import { BACK_TO_NEWS, NEWS_FIELD_LABELS } from "../news-fields.ts";
import { isScheduled, SCHEDULED_LABEL } from "../publication.ts";

const EDIT_ARTICLE_TITLE = "Modifier l'article";
const ARTICLE_LOAD_ERROR_MESSAGE = "Impossible de charger l'article";

function EditorSkeleton() {
  return <SkeletonStack label="Chargement de l'article" className="space-y-4" bars={["h-11 w-full", "h-20 w-full", "h-64 w-full"]} />;
}

/** Where the article stands for the public: its page, or the date it will appear. */
function PublicationLine({ article }: { article: NewsArticle }) {
  if (isScheduled(article.publishDate, brusselsToday())) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Badge tone="warning">{SCHEDULED_LABEL}</Badge>
        Paraîtra le {formatDateFr(article.publishDate)}.
      </p>
    );
  }
  return (
    <Link to={newsArticlePath(article.id)} className="inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
      Voir la page publique
    </Link>
  );
}

/** /admin/news/:id/edit: the article's form, then who changed what. */
export function EditArticlePage() {
  const { id = "" } = useParams();
  const article = useQuery(adminArticleQueryOptions(id));
  usePageTitle(article.data ? `${EDIT_ARTICLE_TITLE}\u00a0: ${article.data.title}` : EDIT_ARTICLE_TITLE);

  return (
    <SubPage
      back={BACK_TO_NEWS}
      title={EDIT_ARTICLE_TITLE}
      subtitle={article.data?.title}
      details={article.data && <PublicationLine article={article.data} />}
    >
      <QueryView query={article} loading={<EditorSkeleton />} errorTitle={ARTICLE_LOAD_ERROR_MESSAGE} keepDataOnError>
        {(data) => (
          <div className="space-y-8">
            {/* Keyed by article: another article's form starts from its own values. */}
            <ArticleEditor key={data.id} article={data} upload={newsImageUpload} label={EDIT_ARTICLE_TITLE} />
            <AuditHistory entity="news" id={data.id} fieldLabels={NEWS_FIELD_LABELS} />
          </div>
        )}
      </QueryView>
    </SubPage>
  );
}
