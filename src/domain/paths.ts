/**
 * Every page address of the site, in one place. It lives in src/domain because both sides
 * need it: the web routes and links to these pages, and the server writes them into e-mails
 * (reset, login links) and payment return addresses (checkout success, simulated checkout).
 * Static pages are constants of `paths`; pages about one record have a builder.
 */
export const paths = {
  home: "/",
  search: "/search",
  news: "/actualites",
  faq: "/faq",
  about: "/about",
  privacy: "/privacy",
  terms: "/terms",
  /** Where a parent lands once their account is erased: what went, what the law keeps. */
  accountDeleted: "/compte-supprime",
  login: "/login",
  signup: "/signup",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  dashboard: "/dashboard",
  profile: "/dashboard/profile",
  children: "/dashboard/children",
  registrations: "/dashboard/registrations",
  /** 'Mes attestations': the tax certificates 281.86 and the mutualité's, as PDFs. */
  certificates: "/dashboard/certificates",
  /** 'Messages': what the association wrote to the family (decision 0061). */
  messages: "/dashboard/messages",
  /** The parent's export and erasure. */
  myData: "/dashboard/privacy",
  /** The link of the e-mail inviting a child's other parent (`childInvitationPath`). */
  childInvitation: "/invitation",
  /** The link of the e-mail inviting a person into the team (`staffInvitationPath`). */
  staffInvitation: "/invitation-equipe",
  /** The team's space (decision 0063): the days, the check-in of one's groups, the plan. */
  team: "/equipe",
  /** 'Mes qualifications' (decision 0065): the team's, and a former member's while they are kept. */
  myQualifications: "/equipe/qualifications",
  bankTransferSuccess: "/bank-transfer/success",
  checkoutSuccess: "/checkout/success",
  checkoutSimulated: "/checkout/simulated",
  admin: "/admin",
  adminActivities: "/admin/activities",
  adminActivityNew: "/admin/activities/new",
  adminNews: "/admin/news",
  adminNewsNew: "/admin/news/new",
  adminRegistrations: "/admin/registrations",
  adminPaymentImport: "/admin/payments/import",
  /** 'Comptabilité': every sum received and given back for the plaines, on its bank day, and its CSV/XLSX. */
  adminAccounting: "/admin/accounting",
  /** 'Organismes payeurs': the shares organisations (CPAS, employer…) take of registrations, to chase, and their directory. */
  adminPayers: "/admin/payers",
  adminChildren: "/admin/children",
  /** The year's tax certificates (281.86) issued in one run, and its ZIP. */
  adminCertificates: "/admin/certificates",
  /** The tariff categories families may claim, and what a pending claim is charged. */
  adminTariffs: "/admin/tariffs",
  /** The tariffs families claimed at registration, to approve or refuse. */
  adminTariffClaims: "/admin/tariff-claims",
  adminActivityLog: "/admin/activity-log",
  /** 'Messages aux familles': write to the parents of a plaine, and each message's recipients. */
  adminMessages: "/admin/messages",
  adminSettings: "/admin/settings",
  /** 'Équipe': the team's invitations and roles, and each plaine's plan. */
  adminStaff: "/admin/equipe",
} as const;

/**
 * The page where a parent accepts the invitation to share a child's file (`paths.childInvitation`),
 * its token in the query string: the request log leaves query strings out.
 */
export const childInvitationPath = (token: string) => `${paths.childInvitation}?token=${encodeURIComponent(token)}`;

/** The page where a person accepts the invitation into the team, its token in the query string. */
export const staffInvitationPath = (token: string) => `${paths.staffInvitation}?token=${encodeURIComponent(token)}`;

/** The team's check-in of a plaine, its plan and its messages to the families (the coordination's); the router declares them with ":id". */
export const teamPlainePath = (id: string) => `${paths.team}/plaines/${id}`;
export const teamPlanPath = (id: string) => `${teamPlainePath(id)}/planning`;
export const teamMessagesPath = (id: string) => `${teamPlainePath(id)}/messages`;

/** One plaine's page; the router declares it with ":id". */
export const activityPath = (id: string) => `/activities/${id}`;

/** The administrators' form for one plaine; the router declares it with ":id". */
export const adminActivityEditPath = (id: string) => `${paths.adminActivities}/${id}/edit`;
/** The settings page's certificates section (who issues them): where a refused run of the certificates sends. */
export const adminCertificateSettingsPath = `${paths.adminSettings}#certificates-title`;

/** The check-in of a plaine (a `date=YYYY-MM-DD` query picks the day). */
export const adminPresencesPath = (id: string) => `${paths.adminActivities}/${id}/presences`;

/** One article from the news list; the router declares it with ":id". */
export const newsArticlePath = (id: string) => `${paths.news}/${id}`;

/** The same article as the home page links to it. */
export const featuredNewsPath = (id: string) => `/news/${id}`;

/** The administrators' form of one article; the router declares it with ":id". */
export const adminNewsEditPath = (id: string) => `${paths.adminNews}/${id}/edit`;

/** The registration form of one plaine; the router declares it with ":id". */
export const registerPath = (id: string) => `/register/${id}`;

/**
 * "/login?redirect=/register/42": the page to come back to after signing in. Slashes stay
 * readable; everything else that could end the parameter early (?, &, #, =) is encoded.
 */
export function loginPath(redirectTo?: string): string {
  if (!redirectTo || redirectTo === paths.home) return paths.login;
  return `${paths.login}?redirect=${encodeURIComponent(redirectTo).replace(/%2F/gi, "/")}`;
}

/** Where a followed e-mail verification link lands: the login page, which says the address is confirmed. */
export const VERIFIED_LOGIN_PATH = `${paths.login}?verified=1`;

/** The page to choose a new password, for the token of a reset e-mail. */
export const resetPasswordPath = (token: string) => `${paths.resetPassword}?token=${encodeURIComponent(token)}`;

/** A bank transfer's page (amount, IBAN, structured communication, QR code), by its submission's primary registration. */
export const bankTransferPath = (registrationId: string) =>
  `${paths.bankTransferSuccess}?registration_id=${encodeURIComponent(registrationId)}`;

/**
 * The page a checkout returns to. `sessionId` goes in as given: the caller encodes a real id,
 * while Stripe's "{CHECKOUT_SESSION_ID}" placeholder must stay literal for Stripe to fill in.
 */
export function checkoutSuccessPath(registrationId: string, sessionId?: string): string {
  const session = sessionId === undefined ? "" : `session_id=${sessionId}&`;
  return `${paths.checkoutSuccess}?${session}registration_id=${registrationId}`;
}

/** The simulated checkout page of the site itself (demo sites without a Stripe key), for one session. */
export const simulatedCheckoutPath = (sessionId: string) => `${paths.checkoutSimulated}?session_id=${encodeURIComponent(sessionId)}`;
