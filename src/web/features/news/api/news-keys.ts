export type NewsListParams = { featured?: boolean; limit?: number };

export const newsKeys = {
  all: ["news"] as const,
  lists: () => [...newsKeys.all, "list"] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), params] as const,
  detail: (id: string) => [...newsKeys.all, "detail", id] as const,
};
