import type { NewsListQuery } from "../../../../domain/contracts/news.ts";

/** A list's key is its query string as the contract has it. */
export type NewsListParams = NewsListQuery;

export const newsKeys = {
  all: ["news"] as const,
  lists: () => [...newsKeys.all, "list"] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), params] as const,
  detail: (id: string) => [...newsKeys.all, "detail", id] as const,
};
