import { BackLink } from "../../../../components/back-link.tsx";
import { PageHeader } from "../../../../components/page-header.tsx";
import { Container } from "../../../../components/ui/container.tsx";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { newsImageUpload } from "../api/news-image-upload.ts";
import { ArticleEditor } from "../components/article-editor.tsx";
import { BACK_TO_NEWS } from "../news-fields.ts";

const NEW_ARTICLE_TITLE = "Nouvel article";

/** /admin/news/new */
export function NewArticlePage() {
  usePageTitle(NEW_ARTICLE_TITLE);
  return (
    <Container className="py-10 sm:py-12">
      <BackLink {...BACK_TO_NEWS} />
      <PageHeader
        className="mt-4 mb-6"
        title={NEW_ARTICLE_TITLE}
        subtitle="Rédigez l'article et vérifiez l'aperçu avant de l'enregistrer."
      />
      <ArticleEditor article={null} upload={newsImageUpload} label={NEW_ARTICLE_TITLE} />
    </Container>
  );
}
