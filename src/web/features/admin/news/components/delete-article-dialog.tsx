import type { NewsArticle } from "../../../../../domain/news.ts";
import { DeleteDialog } from "../../../../components/ui/dialog.tsx";
import { useDeleteArticle } from "../api/delete-article.ts";

interface DeleteArticleDialogProps {
  /** The article to delete; null while the dialog is closed. */
  article: NewsArticle | null;
  onClose: () => void;
}

/** "Supprimer « titre » ?" and what it means: the article leaves the public pages for good. */
export function DeleteArticleDialog({ article, onClose }: DeleteArticleDialogProps) {
  const remove = useDeleteArticle(onClose);

  return (
    <DeleteDialog
      target={article}
      title={(target) => `Supprimer «\u00a0${target.title}\u00a0»\u00a0?`}
      pending={remove.isPending}
      onDelete={(target) => remove.mutate(target)}
      onClose={onClose}
    >
      {() => <p>L'article disparaîtra de la page Actualités et de l'accueil. Cette action est irréversible.</p>}
    </DeleteDialog>
  );
}
