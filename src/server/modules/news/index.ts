// What other modules use of the news: the public answers (the pages draw them) and the reads.
export { articleAnswer, newsListAnswer } from "./routes.ts";
export { listNews, toArticle } from "./service.ts";
