import { SubPage } from "../../../../components/sub-page.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { newsImageUpload } from "../api/news-image-upload.ts";
import { ArticleEditor } from "../components/article-editor.tsx";
import { BACK_TO_NEWS } from "../news-fields.ts";

const NEW_ARTICLE_TITLE = "Nouvel article";

/** /admin/news/new */
export function NewArticlePage() {
  usePageTitle(NEW_ARTICLE_TITLE);
  return (
    <SubPage back={BACK_TO_NEWS} title={NEW_ARTICLE_TITLE} subtitle="Rédigez l'article et vérifiez l'aperçu avant de l'enregistrer.">
      <ArticleEditor article={null} upload={newsImageUpload} label={NEW_ARTICLE_TITLE} />
    </SubPage>
  );
}
