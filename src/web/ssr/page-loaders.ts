import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { createContext, type LoaderFunctionArgs } from "react-router";
import { formatDateRangeFr } from "../../domain/dates.ts";
import { activityPath, newsArticlePath, paths } from "../../domain/paths.ts";
import { ASSOCIATION_DESCRIPTION, type PublicAssociation } from "../../domain/association.ts";
import { ACCOUNT_DELETED_TITLE } from "../../domain/privacy.ts";
import type { PublicPageData, PublicQuery, RefusedQuery } from "../../domain/public-pages.ts";
import { COVER_SIZES } from "../components/cover-sizes.ts";
import { apiErrorOf } from "../lib/api-client.ts";
import { activityKeys } from "../lib/query-keys.ts";
import { activitiesQueryOptions } from "../features/activities/api/get-activities.ts";
import { activityQueryOptions } from "../features/activities/api/get-activity.ts";
import { EVERY_PLAINE, filtersFromUrl } from "../features/activities/search-params.ts";
import { ABOUT_PLAINES, aboutQueryOptions } from "../features/info-pages/api/get-about.ts";
import { legalFactsQueryOptions } from "../features/info-pages/api/get-legal-facts.ts";
import { newsArticleQueryOptions } from "../features/news/api/get-news-article.ts";
import { newsQueryOptions } from "../features/news/api/get-news.ts";
import { activityJsonLd, articleJsonLd, type PageHead, summary } from "./page-head.ts";

/** What the server hands every page loader: where the data comes from, and the cache the page will read. */
export interface PageLoadContext {
  data: PublicPageData;
  queryClient: QueryClient;
  publicUrl: string;
  /** Who runs the site, already in the page's cache (every page's header and footer show it). */
  association: PublicAssociation;
}

export const pageLoadContext = createContext<PageLoadContext>();

type PageLoader = (args: LoaderFunctionArgs) => Promise<PageHead>;

/**
 * The same lists the pages ask for when the application draws them (home-page components,
 * search-page, news-list-page), under the same query keys, so the pages render from them unchanged.
 */
const HOME_ACTIVITIES: PublicQuery = { limit: 3 };
const HOME_NEWS: PublicQuery = { featured: true, limit: 3 };
const NEWS_LIST: PublicQuery = {};

const homeDescription = (association: PublicAssociation) =>
  `${association.name}\u00a0: des plaines de vacances récréatives pour les enfants en Belgique. Trouvez une plaine, inscrivez vos enfants et payez en ligne.`;

/**
 * A question the API refuses (filters it does not accept, an unknown plaine or article): the
 * page shows the refusal's French message, as it does in the browser, from its query cache.
 */
async function showRefusal(queryClient: QueryClient, queryKey: QueryKey, refused: RefusedQuery): Promise<void> {
  const refusal = apiErrorOf(refused.status, refused.body);
  await queryClient.prefetchQuery({ queryKey, queryFn: () => Promise.reject(refusal), retry: false });
}

/** The head of the 404 page; an unknown plaine or article has the same, under its own title. */
const NOT_FOUND_HEAD: PageHead = {
  title: "Page non trouvée",
  description: "La page que vous cherchez n'existe pas ou a été déplacée.",
  canonicalPath: paths.home,
};

const staticPage =
  (head: PageHead): PageLoader =>
  () =>
    Promise.resolve(head);

/**
 * The privacy policy and the terms: their text states the settings in force (the controller
 * from the organiser details, the retention periods, the transfer and waiting-list rules).
 */
const legalPage =
  (head: (association: PublicAssociation) => PageHead): PageLoader =>
  async ({ context }) => {
    const { data: source, queryClient, association } = context.get(pageLoadContext);
    queryClient.setQueryData(legalFactsQueryOptions().queryKey, await source.legal());
    return head(association);
  };

/** 'À propos': the association's own words and ONE recognition, and its next plaines; described by its first paragraph. */
const aboutLoader: PageLoader = async ({ context }) => {
  const { data: source, queryClient } = context.get(pageLoadContext);
  const [about, activities] = await Promise.all([source.about(), source.activities(ABOUT_PLAINES)]);
  queryClient.setQueryData(aboutQueryOptions().queryKey, about);
  if (Array.isArray(activities)) queryClient.setQueryData(activitiesQueryOptions(ABOUT_PLAINES).queryKey, activities);
  return { title: "À propos", description: summary(about.paragraphs[0] ?? ASSOCIATION_DESCRIPTION), canonicalPath: paths.about };
};

const homeLoader: PageLoader = async ({ context }) => {
  const { data: source, queryClient, association } = context.get(pageLoadContext);
  const [activities, news] = await Promise.all([source.activities(HOME_ACTIVITIES), source.news(HOME_NEWS)]);
  if (Array.isArray(activities)) queryClient.setQueryData(activitiesQueryOptions(HOME_ACTIVITIES).queryKey, activities);
  if (news) queryClient.setQueryData(newsQueryOptions(HOME_NEWS).queryKey, news);
  return { title: "Accueil", description: homeDescription(association), canonicalPath: paths.home };
};

const searchLoader: PageLoader = async ({ request, context }) => {
  const { data: source, queryClient } = context.get(pageLoadContext);
  const url = new URL(request.url);
  const query = { scope: "active", ...filtersFromUrl(url.searchParams) } as const;
  const activities = await source.activities(query);
  if (Array.isArray(activities)) queryClient.setQueryData(activitiesQueryOptions(query).queryKey, activities);
  else await showRefusal(queryClient, activitiesQueryOptions(query).queryKey, activities);
  // Filters that leave nothing: the page says which, unless no plaine is published at all.
  if (Array.isArray(activities) && activities.length === 0 && Object.keys(query).length > 1) {
    const everyPlaine = await source.activities(EVERY_PLAINE);
    if (Array.isArray(everyPlaine)) queryClient.setQueryData(activitiesQueryOptions(EVERY_PLAINE).queryKey, everyPlaine);
  }
  return {
    title: "Plaines",
    description: "Toutes les plaines de vacances à venir\u00a0: filtrez par ville, âge ou budget et inscrivez vos enfants en ligne.",
    canonicalPath: `${paths.search}${url.search}`,
  };
};

const activityLoader: PageLoader = async ({ params, context }) => {
  const { data: source, queryClient, publicUrl, association } = context.get(pageLoadContext);
  const id = params.id ?? "";
  const activity = await source.activity(id);
  if ("status" in activity) {
    await showRefusal(queryClient, activityQueryOptions(id).queryKey, activity);
    return { ...NOT_FOUND_HEAD, title: "Plaine introuvable", notFound: true };
  }
  queryClient.setQueryData(activityQueryOptions(activity.id).queryKey, activity);
  // Open or not by the site's clock as the page is drawn; the page's script follows it from there.
  const opening = activity.registrationsOpenAt === null ? null : await source.opening(activity.id);
  if (opening) queryClient.setQueryData(activityKeys.opening(activity.id), opening);
  const when = formatDateRangeFr(activity.startDate, activity.endDate);
  return {
    title: activity.title,
    description: summary(`${when}, ${activity.location.city}. ${activity.excerpt ?? activity.description}`),
    canonicalPath: activityPath(activity.id),
    image: activity.imageUrl,
    preloadImage: activity.imageUrl ? { url: activity.imageUrl, sizes: COVER_SIZES.activityPage } : null,
    jsonLd: activityJsonLd(activity, publicUrl, association),
  };
};

const newsListLoader: PageLoader = async ({ context }) => {
  const { data: source, queryClient } = context.get(pageLoadContext);
  const news = await source.news(NEWS_LIST);
  if (news) queryClient.setQueryData(newsQueryOptions(NEWS_LIST).queryKey, news);
  return {
    title: "Actualités",
    description: "Les nouvelles de nos plaines\u00a0: inscriptions, activités et moments partagés.",
    canonicalPath: paths.news,
  };
};

const articleLoader: PageLoader = async ({ params, context }) => {
  const { data: source, queryClient, publicUrl, association } = context.get(pageLoadContext);
  const id = params.id ?? "";
  const article = await source.article(id);
  if ("status" in article) {
    await showRefusal(queryClient, newsArticleQueryOptions(id).queryKey, article);
    return { ...NOT_FOUND_HEAD, title: "Actualité introuvable", notFound: true };
  }
  queryClient.setQueryData(newsArticleQueryOptions(article.id).queryKey, article);
  return {
    title: article.title,
    description: summary(article.excerpt ?? article.content),
    // /news/{id} and /actualites/{id} show the same article: one address for search engines.
    canonicalPath: newsArticlePath(article.id),
    type: "article",
    image: article.imageUrl,
    preloadImage: article.imageUrl ? { url: article.imageUrl, sizes: COVER_SIZES.articlePage } : null,
    jsonLd: articleJsonLd(article, publicUrl, association),
  };
};

/** Every server-rendered page, by its route id in router.tsx; any other route is drawn in the browser only. */
export const PAGE_LOADERS: Record<string, PageLoader> = {
  home: homeLoader,
  search: searchLoader,
  activity: activityLoader,
  news: newsListLoader,
  "news-article": articleLoader,
  "featured-news": articleLoader,
  faq: staticPage({
    title: "Questions fréquentes",
    description: "Tout ce qu'il faut savoir avant d'inscrire vos enfants à une plaine.",
    canonicalPath: paths.faq,
  }),
  about: aboutLoader,
  privacy: legalPage((association) => ({
    title: "Politique de confidentialité",
    description: `Comment ${association.name} traite les données des familles.`,
    canonicalPath: paths.privacy,
  })),
  terms: legalPage((association) => ({
    title: "Conditions générales",
    description: `Les conditions d'inscription aux plaines de ${association.name}.`,
    canonicalPath: paths.terms,
  })),
  "account-deleted": legalPage(() => ({
    title: ACCOUNT_DELETED_TITLE,
    description: "Ce qui a été supprimé avec votre compte, et ce que la loi nous oblige à garder.",
    canonicalPath: paths.accountDeleted,
  })),
  "not-found": staticPage(NOT_FOUND_HEAD),
};
