import { createBrowserRouter, type RouteObject } from "react-router";
import { Layout } from "./components/layout/layout.tsx";
import { PageLoading } from "./components/layout/page-loading.tsx";
import { RouteError } from "./components/layout/route-error.tsx";

/**
 * Every page is its own chunk, fetched when first visited: the public pages never download
 * form or admin code. The layout (header, footer) is in the main chunk so it paints at once.
 */
const pages: RouteObject[] = [
  { index: true, lazy: () => import("./features/home/pages/home-page.tsx").then((m) => ({ Component: m.HomePage })) },
  { path: "search", lazy: () => import("./features/activities/pages/search-page.tsx").then((m) => ({ Component: m.SearchPage })) },
  {
    path: "activities/:id",
    lazy: () => import("./features/activities/pages/activity-detail-page.tsx").then((m) => ({ Component: m.ActivityDetailPage })),
  },
  { path: "actualites", lazy: () => import("./features/news/pages/news-list-page.tsx").then((m) => ({ Component: m.NewsListPage })) },
  // The news list links to /actualites/{id}; the home page links to /news/{id}. Both show the article.
  {
    path: "actualites/:id",
    lazy: () => import("./features/news/pages/news-article-page.tsx").then((m) => ({ Component: m.NewsArticlePage })),
  },
  { path: "news/:id", lazy: () => import("./features/news/pages/news-article-page.tsx").then((m) => ({ Component: m.NewsArticlePage })) },
  { path: "faq", lazy: () => import("./features/info-pages/pages/faq-page.tsx").then((m) => ({ Component: m.FaqPage })) },
  { path: "about", lazy: () => import("./features/info-pages/pages/placeholder-pages.tsx").then((m) => ({ Component: m.AboutPage })) },
  { path: "privacy", lazy: () => import("./features/info-pages/pages/placeholder-pages.tsx").then((m) => ({ Component: m.PrivacyPage })) },
  { path: "terms", lazy: () => import("./features/info-pages/pages/placeholder-pages.tsx").then((m) => ({ Component: m.TermsPage })) },
  { path: "login", lazy: () => import("./features/auth/pages/login-page.tsx").then((m) => ({ Component: m.LoginPage })) },
  { path: "signup", lazy: () => import("./features/auth/pages/signup-page.tsx").then((m) => ({ Component: m.SignupPage })) },
  {
    path: "forgot-password",
    lazy: () => import("./features/auth/pages/forgot-password-page.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
  },
  {
    path: "reset-password",
    lazy: () => import("./features/auth/pages/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    // Signed-in parents; the layout route holds the guard, so every sub-page is covered.
    path: "dashboard",
    lazy: () => import("./features/dashboard/pages/dashboard-layout.tsx").then((m) => ({ Component: m.DashboardLayout })),
    children: [
      { index: true, lazy: () => import("./features/dashboard/pages/dashboard-page.tsx").then((m) => ({ Component: m.DashboardPage })) },
      { path: "profile", lazy: () => import("./features/profile/pages/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })) },
      {
        path: "children",
        lazy: () => import("./features/children/pages/children-page.tsx").then((m) => ({ Component: m.ChildrenPage })),
      },
      {
        path: "registrations",
        lazy: () => import("./features/registrations/pages/registrations-page.tsx").then((m) => ({ Component: m.RegistrationsPage })),
      },
    ],
  },
  {
    // Signed-in people only: the page itself holds the guard, like the success page after it.
    path: "register/:id",
    lazy: () => import("./features/register/pages/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: "bank-transfer/success",
    lazy: () =>
      import("./features/registrations/pages/bank-transfer-success-page.tsx").then((m) => ({ Component: m.BankTransferSuccessPage })),
  },
  {
    path: "checkout/success",
    lazy: () => import("./features/registrations/pages/checkout-success-page.tsx").then((m) => ({ Component: m.CheckoutSuccessPage })),
  },
  {
    // Demo sites without a Stripe key only: the server answers 404 for its sessions otherwise.
    path: "checkout/simulated",
    lazy: () => import("./features/registrations/pages/simulated-checkout-page.tsx").then((m) => ({ Component: m.SimulatedCheckoutPage })),
  },
  {
    // The administration shell (sidebar, phone menu) holds the guard; each area is its own chunk.
    path: "admin",
    lazy: () => import("./features/admin/layout/admin-layout.tsx").then((m) => ({ Component: m.AdminLayout })),
    children: [
      {
        index: true,
        lazy: () => import("./features/admin/dashboard/pages/admin-home-page.tsx").then((m) => ({ Component: m.AdminHomePage })),
      },
      {
        path: "settings",
        lazy: () => import("./features/admin/settings/pages/settings-page.tsx").then((m) => ({ Component: m.SettingsPage })),
      },
      {
        path: "activities",
        lazy: () =>
          import("./features/admin/activities/pages/admin-activities-page.tsx").then((m) => ({ Component: m.AdminActivitiesPage })),
      },
      {
        path: "news",
        lazy: () => import("./features/admin/news/pages/admin-news-page.tsx").then((m) => ({ Component: m.AdminNewsPage })),
      },
      {
        path: "registrations",
        lazy: () =>
          import("./features/admin/registrations/pages/admin-registrations-page.tsx").then((m) => ({
            Component: m.AdminRegistrationsPage,
          })),
      },
      {
        path: "children",
        lazy: () => import("./features/admin/children/pages/admin-children-page.tsx").then((m) => ({ Component: m.AdminChildrenPage })),
      },
    ],
  },
  { path: "*", lazy: () => import("./features/info-pages/pages/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage })) },
];

export const routes: RouteObject[] = [
  {
    path: "/",
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

export const router = createBrowserRouter(routes);
