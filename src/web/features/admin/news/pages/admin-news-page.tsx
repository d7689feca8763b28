import { useQuery } from "@tanstack/react-query";
import Newspaper from "lucide-react/icons/newspaper";
import Plus from "lucide-react/icons/plus";
import { useState } from "react";
import { Link } from "react-router";
import { brusselsToday } from "../../../../../domain/dates.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { paths } from "../../../../../domain/paths.ts";
import { SubPage } from "../../../../components/sub-page.tsx";
import { useLoadErrorToast } from "../../../../components/load-error.tsx";
import { QueryView } from "../../../../components/query-view.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { adminNewsQueryOptions } from "../api/get-admin-news.ts";
import { DeleteArticleDialog } from "../components/delete-article-dialog.tsx";
import { NewsTable } from "../components/news-table.tsx";

const NEWS_TITLE = "Actualités";
const NEWS_LOAD_ERROR_MESSAGE = "Erreur lors du chargement des actualités";
const NEW_ARTICLE_LABEL = "Nouvel article";

function NewArticleLink({ className }: { className?: string }) {
  return (
    <Link to={paths.adminNewsNew} className={buttonClasses({ className })}>
      <Plus aria-hidden="true" className="size-4" />
      {NEW_ARTICLE_LABEL}
    </Link>
  );
}

function NewsListSkeleton() {
  return (
    <div role="status" aria-label="Chargement des articles" className="space-y-3">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  );
}

function NewsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50">
        <Newspaper aria-hidden="true" className="size-7 text-brand-700" />
      </span>
      <h2 className="text-lg font-bold text-ink">Aucun article pour l'instant</h2>
      <p className="max-w-md text-muted">Rédigez le premier&nbsp;: il apparaîtra sur la page Actualités à sa date de publication.</p>
      <NewArticleLink className="mt-2" />
    </div>
  );
}

/** /admin/news: every article, scheduled ones included, with its edit and delete actions. */
export function AdminNewsPage() {
  usePageTitle(NEWS_TITLE);
  const news = useQuery(adminNewsQueryOptions());
  const [toDelete, setToDelete] = useState<NewsArticle | null>(null);
  const today = brusselsToday();

  useLoadErrorToast(news.error, NEWS_LOAD_ERROR_MESSAGE);

  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={NEWS_TITLE}
      subtitle="Les articles du site, y compris ceux programmés&nbsp;: ils paraissent à leur date de publication."
      action={news.data && news.data.length > 0 && <NewArticleLink className="shrink-0" />}
    >
      {/* On a phone the rows are cards already: no frame around them. */}
      <Card className="max-md:overflow-visible max-md:border-0 max-md:bg-transparent max-md:shadow-none">
        <CardBody className="p-5 max-md:p-0 sm:p-6">
          <QueryView
            query={news}
            keepDataOnError
            loading={<NewsListSkeleton />}
            errorTitle={NEWS_LOAD_ERROR_MESSAGE}
            isEmpty={(data) => data.length === 0}
            empty={<NewsEmptyState />}
          >
            {(data) => <NewsTable news={data} today={today} onDelete={setToDelete} />}
          </QueryView>
        </CardBody>
      </Card>

      <DeleteArticleDialog article={toDelete} onClose={() => setToDelete(null)} />
    </SubPage>
  );
}
