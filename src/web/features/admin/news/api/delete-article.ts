import { adminNewsPaths } from "../../../../../domain/contracts/admin-news.ts";
import { api, isSessionExpired } from "../../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { toast } from "../../../../lib/toast.ts";
import { invalidateNews } from "./save-article.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const ARTICLE_DELETED_MESSAGE = "Article supprimé";
const ARTICLE_DELETE_ERROR_MESSAGE = "Erreur lors de la suppression de l'article";

async function deleteArticle(id: string): Promise<void> {
  await api.delete<unknown>(adminNewsPaths.one.url({ id }));
}

/** Deletes a news article; the lists refresh either way (a 404: already gone). */
export function useDeleteArticle(onClose: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: NewsArticle) => deleteArticle(target.id),
    onSuccess: (_, deleted) => {
      toast.success(ARTICLE_DELETED_MESSAGE, `«\u00a0${deleted.title}\u00a0» n'apparaît plus sur le site.`);
      onClose();
    },
    onError: (error) => {
      if (isSessionExpired(error)) return;
      toastApiError(error, ARTICLE_DELETE_ERROR_MESSAGE);
      onClose();
    },
    // Success or not, the server's list is the truth (a 404 means it was already gone).
    onSettled: (_, __, deleted) => invalidateNews(queryClient, deleted.id),
  });
}
