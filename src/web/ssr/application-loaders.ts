import type { DataTag, QueryClient, QueryKey } from "@tanstack/react-query";
import { createContext, type LoaderFunctionArgs, redirect } from "react-router";
import { homeAfterLogin } from "../../domain/account.ts";
import type { ApplicationPageData } from "../../domain/application-pages.ts";
import { certificatePaths, type MyCertificatesView } from "../../domain/contracts/certificates.ts";
import { messagePaths, type ParentMessagesResponse } from "../../domain/contracts/messages.ts";
import { childrenPaths, type ChildrenListResponse } from "../../domain/contracts/children.ts";
import { profilePaths, type ProfileResponse } from "../../domain/contracts/profile.ts";
import {
  type RegistrationListResponse,
  type RegistrationPage,
  registrationPaths,
  type BankTransferPage,
} from "../../domain/contracts/registrations.ts";
import { type WaitlistListResponse, waitlistPaths } from "../../domain/contracts/waitlist.ts";
import { todoPaths, type TodoResponse } from "../../domain/contracts/todo.ts";
import { loginPath, paths } from "../../domain/paths.ts";
import type { CurrentUser } from "../lib/auth/get-me.ts";
import { afterLoginTarget } from "../features/auth/after-login-target.ts";
import { FORGOT_TITLE } from "../features/auth/pages/forgot-password-page.tsx";
import { LOGIN_TITLE } from "../features/auth/pages/login-page.tsx";
import { RESET_TITLE } from "../features/auth/pages/reset-password-page.tsx";
import { SIGNUP_TITLE } from "../features/auth/pages/signup-page.tsx";
import { certificatesQueryOptions } from "../features/certificates/api/get-certificates.ts";
import { CERTIFICATES_TITLE } from "../features/certificates/pages/certificates-page.tsx";
import { messagesQueryOptions } from "../features/messages/api/messages.ts";
import { MESSAGES_TITLE } from "../features/messages/pages/messages-page.tsx";
import { childrenQueryOptions } from "../features/children/api/get-children.ts";
import { CHILDREN_TITLE } from "../features/children/pages/children-page.tsx";
import { todoQueryOptions } from "../features/my-space/api/get-todo.ts";
import { DASHBOARD_TITLE } from "../features/my-space/pages/my-space-page.tsx";
import { profileQueryOptions } from "../features/profile/api/get-profile.ts";
import { PROFILE_TITLE } from "../features/profile/pages/profile-page.tsx";
import { registrationPageQueryOptions } from "../features/register/api/get-registration-page.ts";
import { registrationTitle } from "../features/register/pages/register-page.tsx";
import { bankTransferQueryOptions } from "../features/registrations/api/get-bank-transfer.ts";
import { registrationsQueryOptions } from "../features/registrations/api/get-registrations.ts";
import { REGISTRATIONS_TITLE } from "../features/registrations/registration-links.ts";
import { waitlistQueryOptions } from "../features/waitlist/index.ts";

/** What the server hands every application page's loader: who asked, their answers from the API, and the cache the page will read. */
export interface ApplicationLoadContext {
  data: ApplicationPageData;
  queryClient: QueryClient;
  /** The person the page is drawn for (null: nobody signed in), already in the cache under the key of /api/me. */
  user: CurrentUser | null;
}

export const applicationLoadContext = createContext<ApplicationLoadContext>();

/** The page's name, for the tab's title; the page sets the same text once in the browser (usePageTitle). */
export interface ApplicationHead {
  title?: string;
  /**
   * The page depends on what only the browser knows (the registration a success page's link
   * lost is kept in the browser's storage): it is drawn there, as before.
   */
  drawnInBrowser?: boolean;
}

type ApplicationLoader = (args: LoaderFunctionArgs) => Promise<ApplicationHead>;

/**
 * Puts the API's answer where the page's own query (the feature's query options) reads it: under
 * its key, as the data its query function would return (`pick` is type-checked against it). A
 * refusal (an unknown registration, another parent's) is not put: the page is drawn in its loading
 * state, and asks in the browser, where it shows the refusal as it always did.
 */
async function load<TBody, TData>(
  context: ApplicationLoadContext,
  query: { queryKey: DataTag<QueryKey, TData, unknown> },
  url: string,
  pick: (body: TBody) => TData,
): Promise<boolean> {
  const answer = await context.data.get(url);
  if (answer.status !== 200) return false;
  context.queryClient.setQueryData(query.queryKey, pick(answer.body as TBody));
  return true;
}

const titled =
  (title: string): ApplicationLoader =>
  () =>
    Promise.resolve({ title });

/** The pages for signed-out people: someone signed in goes where the browser would send them. */
const loginLoader: ApplicationLoader = ({ request, context }) => {
  const { user } = context.get(applicationLoadContext);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's own way for a loader to answer a redirect
  if (user) throw redirect(afterLoginTarget(user, new URL(request.url).searchParams.get("redirect")));
  return Promise.resolve({ title: LOGIN_TITLE });
};

const signupLoader: ApplicationLoader = ({ context }) => {
  const { user } = context.get(applicationLoadContext);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's own way for a loader to answer a redirect
  if (user) throw redirect(homeAfterLogin(user));
  return Promise.resolve({ title: SIGNUP_TITLE });
};

/** Around every page for signed-in people: a visitor goes to the login page, which brings them back (app/guards.tsx). */
const signedInLoader: ApplicationLoader = ({ request, context }) => {
  const { user } = context.get(applicationLoadContext);
  const address = new URL(request.url);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's own way for a loader to answer a redirect
  if (!user) throw redirect(loginPath(address.pathname + address.search));
  return Promise.resolve({});
};

/** The parent's space: an administrator has their own (dashboard-layout.tsx). */
const dashboardLoader: ApplicationLoader = ({ context }) => {
  const { user } = context.get(applicationLoadContext);
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's own way for a loader to answer a redirect
  if (user?.isAdmin) throw redirect(paths.admin);
  return Promise.resolve({});
};

const profileLoader: ApplicationLoader = async ({ context }) => {
  await load(context.get(applicationLoadContext), profileQueryOptions(), profilePaths.own.url(), (body: ProfileResponse) => body.profile);
  return { title: PROFILE_TITLE };
};

const childrenLoader: ApplicationLoader = async ({ context }) => {
  // The children page lists them newest first (children-page.tsx).
  const url = `${childrenPaths.list.url()}?sort=newest`;
  await load(context.get(applicationLoadContext), childrenQueryOptions("newest"), url, (body: ChildrenListResponse) => body.children);
  return { title: CHILDREN_TITLE };
};

const registrationsLoader: ApplicationLoader = async ({ context }) => {
  const loadContext = context.get(applicationLoadContext);
  // The waiting lists are drawn above the registrations: in the first HTML too, or they push the page down once it runs.
  await Promise.all([
    load(loadContext, registrationsQueryOptions(), registrationPaths.list.url(), (body: RegistrationListResponse) => body),
    load(loadContext, waitlistQueryOptions(), waitlistPaths.list.url(), (body: WaitlistListResponse) => body),
  ]);
  return { title: REGISTRATIONS_TITLE };
};

/** 'Mon espace': 'À faire' is at the top, so it is in the first HTML (no block pushing the tiles down once it runs). */
const dashboardHomeLoader: ApplicationLoader = async ({ context }) => {
  await load(context.get(applicationLoadContext), todoQueryOptions(), todoPaths.list.url(), (body: TodoResponse) => body);
  return { title: DASHBOARD_TITLE };
};

const certificatesLoader: ApplicationLoader = async ({ context }) => {
  await load(
    context.get(applicationLoadContext),
    certificatesQueryOptions(),
    certificatePaths.list.url(),
    (body: MyCertificatesView) => body,
  );
  return { title: CERTIFICATES_TITLE };
};

/** 'Messages': the family's messages, in the first HTML. */
const messagesLoader: ApplicationLoader = async ({ context }) => {
  await load(context.get(applicationLoadContext), messagesQueryOptions(), messagePaths.list.url(), (body: ParentMessagesResponse) => body);
  return { title: MESSAGES_TITLE };
};

const registerLoader: ApplicationLoader = async ({ params, context }) => {
  const id = params.id ?? "";
  let title = "Inscription";
  await load(
    context.get(applicationLoadContext),
    registrationPageQueryOptions(id),
    registrationPaths.page.url({ id }),
    (body: RegistrationPage) => {
      title = registrationTitle(body.activity.title);
      return body;
    },
  );
  return { title };
};

/** The registration named in the address of a success page (registration-storage.ts). */
const registrationIdOf = (request: Request) => new URL(request.url).searchParams.get("registration_id")?.trim();

const bankTransferLoader: ApplicationLoader = async ({ request, context }) => {
  const id = registrationIdOf(request);
  if (!id) return { drawnInBrowser: true };
  const found = await load(
    context.get(applicationLoadContext),
    bankTransferQueryOptions(id),
    registrationPaths.bankTransfer.url({ id }),
    (body: BankTransferPage) => body,
  );
  return { title: found ? "Inscription enregistrée" : "Inscription" };
};

/**
 * Every loader of the application's pages drawn on the server, by route id (router.tsx). The
 * signed-in group and the parent's space only decide who may see their pages; the pages load
 * their data. The card payment's return is drawn as its frame: where the payment stands may
 * need a question to Stripe, which the page asks in the browser with its progress shown.
 */
export const APPLICATION_LOADERS: Record<string, ApplicationLoader> = {
  "signed-in": signedInLoader,
  dashboard: dashboardLoader,
  login: loginLoader,
  signup: signupLoader,
  "forgot-password": titled(FORGOT_TITLE),
  "reset-password": titled(RESET_TITLE),
  "dashboard-home": dashboardHomeLoader,
  profile: profileLoader,
  children: childrenLoader,
  registrations: registrationsLoader,
  certificates: certificatesLoader,
  messages: messagesLoader,
  register: registerLoader,
  "bank-transfer-success": bankTransferLoader,
  "checkout-success": ({ request }) => Promise.resolve(registrationIdOf(request) ? { title: "Paiement" } : { drawnInBrowser: true }),
};

/** Loaders that guard a group of pages: a path whose last route is one of these is no page of its own. */
export const GROUP_LOADERS = new Set(["signed-in", "dashboard"]);
