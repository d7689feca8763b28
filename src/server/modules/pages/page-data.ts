import type { ActivityListResponse, ActivityResponse } from "../../../domain/contracts/activities.ts";
import type { AssociationAboutResponse, AssociationResponse } from "../../../domain/contracts/association.ts";
import type { LegalFactsResponse } from "../../../domain/contracts/legal.ts";
import type { NewsArticleResponse, NewsListResponse } from "../../../domain/contracts/news.ts";
import type { PublicPageData, PublicQuery, RefusedQuery } from "../../../domain/public-pages.ts";
import type { AppContext } from "../../context.ts";
import { errorBody, HttpError } from "../../http/errors.ts";
import type { SerialisedAnswer } from "../../http/public-cache.ts";
import { activityAnswer, activityListAnswer, activityOpeningAnswer } from "../activities/index.ts";
import { associationAboutAnswer, associationAnswer } from "../association/index.ts";
import { legalAnswer } from "../legal/index.ts";
import { articleAnswer, newsListAnswer } from "../news/index.ts";

/** The query string's values as the API receives them: text. */
function asQueryString(query: PublicQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
}

/** A question the API refuses (400) or cannot find (404), as the API would answer it; anything else is a server error. */
function refusalOf(error: unknown): RefusedQuery {
  if (error instanceof HttpError && error.statusCode < 500) {
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.fields, error.reasons) };
  }
  throw error;
}

/**
 * The API's own answer, parsed back from its JSON text: the page gets byte for byte what the
 * browser would have fetched, from the same short-lived cache; or the API's refusal.
 */
async function answerOrRefusal<T>(answer: () => Promise<SerialisedAnswer>): Promise<T | RefusedQuery> {
  try {
    return JSON.parse((await answer()).json) as T;
  } catch (error) {
    return refusalOf(error);
  }
}

/** The API's own answer, or null when it refuses the question or finds nothing. */
async function answerOrNull<T>(answer: () => Promise<SerialisedAnswer>): Promise<T | null> {
  try {
    return JSON.parse((await answer()).json) as T;
  } catch (error) {
    refusalOf(error);
    return null;
  }
}

/** The public pages' data, straight from the services (no HTTP round trip to itself). */
export function publicPageData(context: Pick<AppContext, "db" | "publicCache" | "clock">): PublicPageData {
  return {
    activities: async (query) => {
      const answer = await answerOrRefusal<ActivityListResponse>(() => activityListAnswer(context, asQueryString(query)));
      return "activities" in answer ? answer.activities : answer;
    },
    activity: async (id) => {
      const answer = await answerOrRefusal<ActivityResponse>(() => activityAnswer(context, { id }));
      return "activity" in answer ? answer.activity : answer;
    },
    opening: async (id) => {
      try {
        return (await activityOpeningAnswer(context, { id })).opening;
      } catch (error) {
        refusalOf(error);
        return null;
      }
    },
    news: async (query) => (await answerOrNull<NewsListResponse>(() => newsListAnswer(context, asQueryString(query))))?.news ?? null,
    article: async (id) => {
      const answer = await answerOrRefusal<NewsArticleResponse>(() => articleAnswer(context, { id }));
      return "article" in answer ? answer.article : answer;
    },
    legal: async () => (JSON.parse((await legalAnswer(context)).json) as LegalFactsResponse).facts,
    association: async () => (JSON.parse((await associationAnswer(context)).json) as AssociationResponse).association,
    about: async () => (JSON.parse((await associationAboutAnswer(context)).json) as AssociationAboutResponse).about,
  };
}
