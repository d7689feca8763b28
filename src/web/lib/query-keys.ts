import type { ActivityListQuery, ActivityScope } from "../../domain/contracts/activities.ts";
import type { AccountingExportQuery } from "../../domain/contracts/admin-accounting.ts";
import type { PayerShareStatus } from "../../domain/payers.ts";
import type { ActivityLogQuery, AuditedEntity } from "../../domain/contracts/admin-history.ts";
import type { ChildrenSort } from "../../domain/contracts/children.ts";
import type { NewsListQuery } from "../../domain/contracts/news.ts";

/**
 * The query keys of the whole web app, one root per kind of data, from the widest to the
 * narrowest so one invalidation can cover many. Shared code (lib/), not a feature's: any page —
 * the admin's included — may invalidate data another feature shows without importing it.
 * Public roots ("activities", "news", "legal", "association", "auth") survive a logout; the others are dropped then.
 */

/** Who is signed in: the answer of /api/me. */
export const meQueryKey = ["auth", "me"] as const;

/** A list's key is its query string as the contract has it: values exactly as the URL or the page carries them. */
export type ActivityListParams = ActivityListQuery;

export const activityKeys = {
  all: ["activities"] as const,
  lists: () => [...activityKeys.all, "list"] as const,
  list: (params: ActivityListParams) => [...activityKeys.lists(), params] as const,
  detail: (id: string) => [...activityKeys.all, "detail", id] as const,
  /** When its registrations open, as the server told it when the page was drawn. */
  opening: (id: string) => [...activityKeys.all, "opening", id] as const,
};

export type NewsListParams = NewsListQuery;

export const newsKeys = {
  all: ["news"] as const,
  lists: () => [...newsKeys.all, "list"] as const,
  list: (params: NewsListParams) => [...newsKeys.lists(), params] as const,
  detail: (id: string) => [...newsKeys.all, "detail", id] as const,
};

/** The controller and the rules in force that the privacy policy and the terms state (GET /api/legal). */
export const legalQueryKey = ["legal"] as const;

/** Who runs the site, as every page's header and footer show it (GET /api/association). */
export const associationQueryKey = ["association"] as const;

/** What 'À propos' says of the association beyond its contact (GET /api/association/about). */
export const associationAboutQueryKey = ["association-about"] as const;

/**
 * Query keys of the parent's children, from the widest to the narrowest: one invalidation of
 * `childrenKeys.all` refreshes every list (this page's, newest first, and the registration
 * page's, by first name) after an addition, a change or a deletion. Private to the signed-in
 * parent: the "children" root is dropped from the cache at logout.
 */
export const childrenKeys = {
  all: ["children"] as const,
  lists: () => [...childrenKeys.all, "list"] as const,
  list: (sort: ChildrenSort) => [...childrenKeys.lists(), sort] as const,
};

/**
 * Query keys of the parent's registrations, under the root "registrations": private to the
 * signed-in person, so a logout drops them all, and one invalidation refreshes every view.
 */
export const registrationKeys = {
  all: ["registrations"] as const,
  list: () => [...registrationKeys.all, "list"] as const,
  bankTransfer: (id: string) => [...registrationKeys.all, "bank-transfer", id] as const,
  confirmation: (id: string) => [...registrationKeys.all, "confirmation", id] as const,
  checkout: (id: string, sessionId: string | null) => [...registrationKeys.all, "checkout", id, sessionId ?? ""] as const,
  simulatedCheckout: (sessionId: string) => [...registrationKeys.all, "simulated-checkout", sessionId] as const,
};

/**
 * The parent's certificates ('Mes attestations': GET /api/certificates), under the root
 * "certificates": private to the signed-in parent, dropped at logout, asked again after a number is saved.
 */
export const certificateKeys = {
  all: ["certificates"] as const,
  mine: () => [...certificateKeys.all, "mine"] as const,
};

/** 'Messages': what the association wrote to the family (decision 0061). */
export const messageKeys = {
  all: ["messages"] as const,
  mine: () => [...messageKeys.all, "mine"] as const,
};

/** The administrator's views, under the root "admin": dropped from the cache at logout. */
export const adminKeys = {
  all: ["admin"] as const,
  mails: () => [...adminKeys.all, "mails"] as const,
  /** Messages to families (decision 0061): the list, one message, the preview of one being written. */
  familyMessages: () => [...adminKeys.all, "family-messages"] as const,
  urgentTextPreview: (activityId: string) => [...adminKeys.all, "urgent-text-preview", activityId] as const,
  messageTemplates: () => [...adminKeys.all, "message-templates"] as const,
  paymentStatus: () => [...adminKeys.all, "payments", "status"] as const,
  /** Every admin view of the plaines: one invalidation after a save or a deletion refreshes the tabs and the forms. */
  activities: () => [...adminKeys.all, "activities"] as const,
  activityLists: () => [...adminKeys.activities(), "list"] as const,
  activityList: (scope: ActivityScope) => [...adminKeys.activityLists(), scope] as const,
  activity: (id: string) => [...adminKeys.activities(), "detail", id] as const,
  /** Every registration, grouped by plaine: one list, filtered in the browser by the domain's rule. */
  registrations: () => [...adminKeys.all, "registrations"] as const,
  /** The audit log of one record, refreshed after the record is saved. */
  history: (entity: AuditedEntity, id: string) => [...adminKeys.all, "history", entity, id] as const,
  /** The activity log, one cache entry per set of filters (its pages within it). */
  activityLog: (filters: ActivityLogQuery) => [...adminKeys.all, "activity-log", filters] as const,
  /** Every article, scheduled ones included: a save or a deletion invalidates it with `newsKeys.all`. */
  news: () => [...adminKeys.all, "news"] as const,
  newsList: () => [...adminKeys.news(), "list"] as const,
  article: (id: string) => [...adminKeys.news(), "detail", id] as const,
  system: () => [...adminKeys.all, "system"] as const,
  /** The background jobs' queues (settings page), refreshed after a failed job is sent again. */
  jobs: () => [...adminKeys.all, "jobs"] as const,
  /** The association's identity and account, with the ways of paying they allow (settings page). */
  association: () => [...adminKeys.all, "association"] as const,
  /** The retention periods and what each purge removed (settings page). */
  retention: () => [...adminKeys.all, "retention"] as const,
  /** Who issues the certificates, and each income year's 281.86 daily maximum (settings page). */
  certificateOrganiser: () => [...adminKeys.all, "certificates", "organiser"] as const,
  certificateDailyCaps: () => [...adminKeys.all, "certificates", "daily-caps"] as const,
  /** The runs of a year's certificates (with the years that can be run), and one run polled while it works. */
  certificateRuns: () => [...adminKeys.all, "certificates", "runs"] as const,
  certificateRun: (id: string) => [...adminKeys.all, "certificates", "run", id] as const,
  /** The tariff categories (offered and archived), and what a pending claim is charged (Tarifs page). */
  tariffCategories: () => [...adminKeys.all, "tariffs", "categories"] as const,
  tariffCharge: () => [...adminKeys.all, "tariffs", "charge"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  /** The tariffs claimed, pending ones first: the page and the menu's count read it; a decision refreshes it. */
  tariffClaims: () => [...adminKeys.all, "tariff-claims"] as const,
  /** Credits of the bank's statements left to an administrator (unmatched, to refund). */
  bankMovements: () => [...adminKeys.all, "bank-movements"] as const,
  paymentSearch: (q: string) => [...adminKeys.all, "payment-search", q] as const,
  /** The bank statements imported so far (a page of them), and one import's report reopened. */
  statementImports: () => [...adminKeys.all, "statement-imports"] as const,
  statementImport: (id: string) => [...adminKeys.all, "statement-import", id] as const,
  bankTransferRules: () => [...adminKeys.all, "bank-transfer-rules"] as const,
  /** 'Comptabilité': the sums received and given back, one cache entry per period and plaine. */
  accounting: (filters: Omit<AccountingExportQuery, "format">) => [...adminKeys.all, "accounting", filters] as const,
  /** 'Organismes payeurs': the directory, and the shares they take (one cache entry per filter); a share taken or withdrawn refreshes both. */
  payers: () => [...adminKeys.all, "payers"] as const,
  payerList: () => [...adminKeys.payers(), "list"] as const,
  payerShares: (query: { payerId?: string; status: PayerShareStatus | "all" }) => [...adminKeys.payers(), "shares", query] as const,
  children: () => [...adminKeys.all, "children"] as const,
  childList: () => [...adminKeys.children(), "list"] as const,
  childSheet: (id: string) => [...adminKeys.children(), "sheet", id] as const,
};
