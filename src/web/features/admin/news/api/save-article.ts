import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminNewsPaths, type AdminArticleResponse } from "../../../../../domain/contracts/admin-news.ts";
import type { NewsFormOutput } from "../../../../../domain/contracts/admin-news-input.ts";
import type { NewsArticle } from "../../../../../domain/news.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys, newsKeys } from "../../../../lib/query-keys.ts";

/** Creates the article (no id) or replaces the stored one; resolves to it as saved. */
async function saveArticle({ id, input }: { id: string | null; input: NewsFormOutput }): Promise<NewsArticle> {
  const { article } = id
    ? await api.put<AdminArticleResponse>(adminNewsPaths.one.url({ id }), input)
    : await api.post<AdminArticleResponse>(adminNewsPaths.list.url(), input);
  return article;
}

/**
 * After a change to an article: the administrators' list, its history, and the public pages (home,
 * news list, the article) show it at once.
 */
export function invalidateNews(queryClient: ReturnType<typeof useQueryClient>, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.news() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.history("news", id) }),
    queryClient.invalidateQueries({ queryKey: newsKeys.all }),
  ]);
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(adminKeys.article(article.id), article);
      void invalidateNews(queryClient, article.id);
    },
  });
}
