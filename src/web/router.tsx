import type { RouteObject } from "react-router";
import {
  activityPath,
  adminActivityEditPath,
  adminPresencesPath,
  adminNewsEditPath,
  featuredNewsPath,
  newsArticlePath,
  paths,
  registerPath,
  teamPlainePath,
  teamMessagesPath,
  teamPlanPath,
} from "../domain/paths.ts";
import { RequireAdmin, RequireAuth } from "./app/guards.tsx";
import { Layout } from "./components/layout/layout.tsx";
import { PageLoading } from "./components/layout/page-loading.tsx";
import { RouteError } from "./components/layout/route-error.tsx";

/** Pages for signed-in people only, parents and administrators alike. */
const signedInPages: RouteObject[] = [
  {
    // Parents only: the dashboard layout sends administrators to their own space.
    id: "dashboard",
    path: paths.dashboard,
    lazy: () => import("./features/dashboard/pages/dashboard-layout.tsx").then((m) => ({ Component: m.DashboardLayout })),
    children: [
      {
        id: "dashboard-home",
        index: true,
        lazy: () => import("./features/my-space/pages/my-space-page.tsx").then((m) => ({ Component: m.DashboardPage })),
      },
      {
        id: "profile",
        path: paths.profile,
        lazy: () => import("./features/profile/pages/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
      },
      {
        id: "children",
        path: paths.children,
        lazy: () => import("./features/children/pages/children-page.tsx").then((m) => ({ Component: m.ChildrenPage })),
      },
      {
        id: "registrations",
        path: paths.registrations,
        lazy: () => import("./features/registrations/pages/registrations-page.tsx").then((m) => ({ Component: m.RegistrationsPage })),
      },
      {
        id: "messages",
        path: paths.messages,
        lazy: () => import("./features/messages/pages/messages-page.tsx").then((m) => ({ Component: m.MessagesPage })),
      },
      {
        id: "certificates",
        path: paths.certificates,
        lazy: () => import("./features/certificates/pages/certificates-page.tsx").then((m) => ({ Component: m.CertificatesPage })),
      },
      { path: paths.myData, lazy: () => import("./features/privacy/pages/privacy-page.tsx").then((m) => ({ Component: m.PrivacyPage })) },
    ],
  },
  {
    // The link of the e-mail inviting a child's other parent (decision 0058).
    id: "child-invitation",
    path: paths.childInvitation,
    lazy: () => import("./features/children/pages/invitation-page.tsx").then((m) => ({ Component: m.InvitationPage })),
  },
  // The team of the plaines (decision 0063): the invitation's link, then the team's space, drawn in the browser only.
  {
    path: paths.staffInvitation,
    lazy: () => import("./features/team/pages/staff-invitation-page.tsx").then((m) => ({ Component: m.StaffInvitationPage })),
  },
  { path: paths.team, lazy: () => import("./features/team/pages/team-home-page.tsx").then((m) => ({ Component: m.TeamHomePage })) },
  {
    path: paths.myQualifications,
    lazy: () => import("./features/team/pages/my-qualifications-page.tsx").then((m) => ({ Component: m.MyQualificationsPage })),
  },
  {
    path: teamPlainePath(":id"),
    lazy: () => import("./features/team/pages/team-check-in-page.tsx").then((m) => ({ Component: m.TeamCheckInPage })),
  },
  {
    path: teamPlanPath(":id"),
    lazy: () => import("./features/team/pages/team-plan-page.tsx").then((m) => ({ Component: m.TeamPlanPage })),
  },
  {
    path: teamMessagesPath(":id"),
    lazy: () => import("./features/team/pages/team-messages-page.tsx").then((m) => ({ Component: m.TeamMessagesPage })),
  },
  {
    id: "register",
    path: registerPath(":id"),
    lazy: () => import("./features/register/pages/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
  },
  {
    id: "bank-transfer-success",
    path: paths.bankTransferSuccess,
    lazy: () =>
      import("./features/registrations/pages/bank-transfer-success-page.tsx").then((m) => ({ Component: m.BankTransferSuccessPage })),
  },
  {
    id: "checkout-success",
    path: paths.checkoutSuccess,
    lazy: () => import("./features/registrations/pages/checkout-success-page.tsx").then((m) => ({ Component: m.CheckoutSuccessPage })),
  },
  {
    // Demo sites without a Stripe key only: the server answers 404 for its sessions otherwise.
    path: paths.checkoutSimulated,
    lazy: () => import("./features/registrations/pages/simulated-checkout-page.tsx").then((m) => ({ Component: m.SimulatedCheckoutPage })),
  },
];

/** The administrator's space. */
const adminPages: RouteObject[] = [
  {
    // The administration shell (sidebar, phone menu); each area is its own chunk.
    path: paths.admin,
    lazy: () => import("./features/admin/layout/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        index: true,
        lazy: () => import("./features/admin/dashboard/pages/admin-home-page.tsx").then((m) => ({ Component: m.AdminHomePage })),
      },
      {
        path: paths.adminSettings,
        lazy: () => import("./features/admin/settings/pages/settings-page.tsx").then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: paths.adminActivities,
        lazy: () =>
          import("./features/admin/activities/pages/admin-activities-page.tsx").then((m) => ({ Component: m.AdminActivitiesPage })),
      },
      {
        path: paths.adminActivityNew,
        lazy: () => import("./features/admin/activities/pages/activity-form-page.tsx").then((m) => ({ Component: m.NewActivityPage })),
      },
      {
        path: adminActivityEditPath(":id"),
        lazy: () => import("./features/admin/activities/pages/activity-form-page.tsx").then((m) => ({ Component: m.EditActivityPage })),
      },
      {
        path: adminPresencesPath(":id"),
        lazy: () => import("./features/admin/presences/pages/check-in-page.tsx").then((m) => ({ Component: m.CheckInPage })),
      },
      {
        path: paths.adminNews,
        lazy: () => import("./features/admin/news/pages/admin-news-page.tsx").then((m) => ({ Component: m.AdminNewsPage })),
      },
      {
        path: paths.adminNewsNew,
        lazy: () => import("./features/admin/news/pages/new-article-page.tsx").then((m) => ({ Component: m.NewArticlePage })),
      },
      {
        path: adminNewsEditPath(":id"),
        lazy: () => import("./features/admin/news/pages/edit-article-page.tsx").then((m) => ({ Component: m.EditArticlePage })),
      },
      {
        path: paths.adminRegistrations,
        lazy: () =>
          import("./features/admin/registrations/pages/admin-registrations-page.tsx").then((m) => ({
            Component: m.AdminRegistrationsPage,
          })),
      },
      {
        path: paths.adminPaymentImport,
        lazy: () => import("./features/admin/bank/pages/payment-import-page.tsx").then((m) => ({ Component: m.PaymentImportPage })),
      },
      {
        path: paths.adminAccounting,
        lazy: () => import("./features/admin/accounting/pages/accounting-page.tsx").then((m) => ({ Component: m.AccountingPage })),
      },
      {
        path: paths.adminPayers,
        lazy: () => import("./features/admin/payers/pages/payers-page.tsx").then((m) => ({ Component: m.PayersPage })),
      },
      {
        path: paths.adminChildren,
        lazy: () => import("./features/admin/children/pages/admin-children-page.tsx").then((m) => ({ Component: m.AdminChildrenPage })),
      },
      {
        path: paths.adminMessages,
        lazy: () => import("./features/admin/messages/pages/messages-page.tsx").then((m) => ({ Component: m.MessagesPage })),
      },
      {
        path: paths.adminStaff,
        lazy: () => import("./features/admin/staff/pages/staff-page.tsx").then((m) => ({ Component: m.StaffPage })),
      },
      {
        path: paths.adminTariffClaims,
        lazy: () => import("./features/admin/tariff-claims/pages/tariff-claims-page.tsx").then((m) => ({ Component: m.TariffClaimsPage })),
      },
      {
        path: paths.adminActivityLog,
        lazy: () => import("./features/admin/activity-log/pages/activity-log-page.tsx").then((m) => ({ Component: m.ActivityLogPage })),
      },
      {
        path: paths.adminTariffs,
        lazy: () => import("./features/admin/tariffs/pages/tariffs-page.tsx").then((m) => ({ Component: m.TariffsPage })),
      },
      {
        path: paths.adminCertificates,
        lazy: () => import("./features/admin/certificates/pages/certificates-page.tsx").then((m) => ({ Component: m.CertificatesPage })),
      },
    ],
  },
];

/**
 * Every page is its own chunk, fetched when first visited: the public pages never download
 * form or admin code. The layout (header, footer) is in the main chunk so it paints at once, and
 * so are the guards (app/guards.tsx), put once around each group of pages that needs them.
 * Paths come from src/domain/paths.ts; a page about one record is declared with its builder and ":id".
 */
const pages: RouteObject[] = [
  { id: "home", index: true, lazy: () => import("./features/home/pages/home-page.tsx").then((m) => ({ Component: m.HomePage })) },
  {
    id: "search",
    path: paths.search,
    lazy: () => import("./features/activities/pages/search-page.tsx").then((m) => ({ Component: m.SearchPage })),
  },
  {
    id: "activity",
    path: activityPath(":id"),
    lazy: () => import("./features/activities/pages/activity-detail-page.tsx").then((m) => ({ Component: m.ActivityDetailPage })),
  },
  {
    id: "news",
    path: paths.news,
    lazy: () => import("./features/news/pages/news-list-page.tsx").then((m) => ({ Component: m.NewsListPage })),
  },
  // The news list links to /actualites/{id}; the home page links to /news/{id}. Both show the article.
  {
    id: "news-article",
    path: newsArticlePath(":id"),
    lazy: () => import("./features/news/pages/news-article-page.tsx").then((m) => ({ Component: m.NewsArticlePage })),
  },
  {
    id: "featured-news",
    path: featuredNewsPath(":id"),
    lazy: () => import("./features/news/pages/news-article-page.tsx").then((m) => ({ Component: m.NewsArticlePage })),
  },
  { id: "faq", path: paths.faq, lazy: () => import("./features/info-pages/pages/faq-page.tsx").then((m) => ({ Component: m.FaqPage })) },
  {
    id: "about",
    path: paths.about,
    lazy: () => import("./features/info-pages/pages/about-page.tsx").then((m) => ({ Component: m.AboutPage })),
  },
  {
    id: "privacy",
    path: paths.privacy,
    lazy: () => import("./features/info-pages/pages/privacy-policy-page.tsx").then((m) => ({ Component: m.PrivacyPolicyPage })),
  },
  {
    id: "terms",
    path: paths.terms,
    lazy: () => import("./features/info-pages/pages/terms-page.tsx").then((m) => ({ Component: m.TermsPage })),
  },
  {
    id: "account-deleted",
    path: paths.accountDeleted,
    lazy: () => import("./features/info-pages/pages/account-deleted-page.tsx").then((m) => ({ Component: m.AccountDeletedPage })),
  },
  { id: "login", path: paths.login, lazy: () => import("./features/auth/pages/login-page.tsx").then((m) => ({ Component: m.LoginPage })) },
  {
    id: "signup",
    path: paths.signup,
    lazy: () => import("./features/auth/pages/signup-page.tsx").then((m) => ({ Component: m.SignupPage })),
  },
  {
    id: "forgot-password",
    path: paths.forgotPassword,
    lazy: () => import("./features/auth/pages/forgot-password-page.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    id: "reset-password",
    path: paths.resetPassword,
    lazy: () => import("./features/auth/pages/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  { id: "signed-in", Component: RequireAuth, children: signedInPages },
  { Component: RequireAdmin, children: adminPages },
  {
    id: "not-found",
    path: "*",
    lazy: () => import("./features/info-pages/pages/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })),
  },
];

/**
 * The whole route tree, the same in the browser (main.tsx) and on the server (entry-server.tsx),
 * so the server's HTML and the browser's first render match. The pages drawn on the server carry
 * an `id`: the public pages (ssr/page-loaders.ts loads their data; not hydrated) and the
 * application's pages for signed-out and signed-in people (ssr/application-loaders.ts; drawn for
 * each request, then hydrated by main.tsx). The administrator's pages are drawn in the browser only.
 */
export const routes: RouteObject[] = [
  {
    path: paths.home,
    Component: Layout,
    children: [
      {
        // A pathless route inside the layout: a crashing page, or the first page while its code
        // arrives, is replaced here, with the header and footer already on screen.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: pages,
      },
    ],
  },
];
