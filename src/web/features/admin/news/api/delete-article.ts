import { adminNewsPaths } from "../../../../../domain/contracts/admin-news.ts";
import { api } from "../../../../lib/api-client.ts";

export async function deleteArticle(id: string): Promise<void> {
  await api.delete<unknown>(adminNewsPaths.one.url({ id }));
}
