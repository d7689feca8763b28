import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { ConfirmDialog } from "../../../../components/ui/dialog.tsx";
import { isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { toast } from "../../../../lib/toast.ts";
import { deleteArticle } from "../api/delete-article.ts";
import { invalidateNews } from "../api/save-article.ts";

const ARTICLE_DELETED_MESSAGE = "Article supprimé";
const ARTICLE_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de l'article";

interface DeleteArticleDialogProps {
  /** The article to delete; null while the dialog is closed. */
  article: NewsArticle | null;
  onClose: () => void;
}

/** "Supprimer « titre » ?" and what it means: the article leaves the public pages for good. */
export function DeleteArticleDialog({ article, onClose }: DeleteArticleDialogProps) {
  const queryClient = useQueryClient();

  const remove = useMutation({
    mutationFn: (target: NewsArticle) => deleteArticle(target.id),
    onSuccess: (_, deleted) => {
      toast.success(ARTICLE_DELETED_MESSAGE, `« ${deleted.title} » n'apparaît plus sur le site.`);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toast.error(ARTICLE_DELETE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
      onClose();
    },
    // Success or not, the server's list is the truth (a 404 means it was already gone).
    onSettled: (_, __, deleted) => invalidateNews(queryClient, deleted.id),
  });

  return (
    <ConfirmDialog
      open={article !== null}
      title={article ? `Supprimer « ${article.title} » ?` : ""}
      confirmLabel="Supprimer"
      pendingLabel="Suppression en cours..."
      pending={remove.isPending}
      onConfirm={() => article && remove.mutate(article)}
      onCancel={onClose}
    >
      <p>L'article disparaîtra de la page Actualités et de l'accueil. Cette action est irréversible.</p>
    </ConfirmDialog>
  );
}
