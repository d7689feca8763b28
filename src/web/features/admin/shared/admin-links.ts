import BadgePercent from "lucide-react/icons/badge-percent";
import Baby from "lucide-react/icons/baby";
import BookOpenText from "lucide-react/icons/book-open-text";
import HandCoins from "lucide-react/icons/hand-coins";
import History from "lucide-react/icons/history";
import ClipboardList from "lucide-react/icons/clipboard-list";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Mail from "lucide-react/icons/mail";
import Newspaper from "lucide-react/icons/newspaper";
import ReceiptText from "lucide-react/icons/receipt-text";
import Settings from "lucide-react/icons/settings";
import Tags from "lucide-react/icons/tags";
import Tent from "lucide-react/icons/tent";
import UsersRound from "lucide-react/icons/users-round";
import { paths } from "../../../../domain/paths.ts";

export const BACK_TO_ADMIN = { to: paths.admin, label: "Retour à l'administration" };

/** The administrator's five areas, in the order of the tiles (spec §2). */
export const ADMIN_TILES = [
  { to: paths.adminActivities, title: "Plaines", description: "Créer, modifier et archiver les plaines.", Icon: Tent },
  { to: paths.adminNews, title: "Actualités", description: "Publier et mettre à la une les articles.", Icon: Newspaper },
  { to: paths.adminRegistrations, title: "Inscriptions", description: "Suivre les inscriptions et les paiements.", Icon: ClipboardList },
  { to: paths.adminChildren, title: "Enfants", description: "Les fiches des enfants et le contact de leurs parents.", Icon: Baby },
  { to: paths.adminSettings, title: "Paramètres", description: "Informations système et envoi des e-mails.", Icon: Settings },
];

/** A yearly task with no tile of its own: in the menu only, before the settings. */
const CERTIFICATES_LINK = { to: paths.adminCertificates, title: "Attestations fiscales", Icon: ReceiptText };

/** The tariffs families may claim: in the menu only, after the plaines they are priced on. */
const TARIFFS_LINK = { to: paths.adminTariffs, title: "Tarifs", Icon: Tags };

/** The tariffs families claimed, to check: in the menu only, after the registrations, with how many wait. */
export const TARIFF_CLAIMS_LINK = { to: paths.adminTariffClaims, title: "Demandes de tarif", Icon: BadgePercent };

/** The treasurer's cash book of the plaines: in the menu only, after the registrations and their payments (and the tariff claims). */
const ACCOUNTING_LINK = { to: paths.adminAccounting, title: "Comptabilité", Icon: BookOpenText };

/** The shares organisations (CPAS, employer…) take of registrations, and their directory: in the menu only, after the accounting. */
const PAYERS_LINK = { to: paths.adminPayers, title: "Organismes payeurs", Icon: HandCoins };

/** Messages to the parents of a plaine (decision 0061): in the menu only, after the children whose families they reach. */
const MESSAGES_LINK = { to: paths.adminMessages, title: "Messages aux familles", Icon: Mail };

/** The team of the plaines (decision 0063): in the menu only, after the messages to families. */
const STAFF_LINK = { to: paths.adminStaff, title: "Équipe", Icon: UsersRound };

/** Who changed what, across the areas: in the menu only, after the settings. */
const ACTIVITY_LOG_LINK = { to: paths.adminActivityLog, title: "Journal d'activité", Icon: History };

/**
 * The shell's menu: the dashboard first, then the five areas under their tile titles, the tariffs
 * after the plaines, the accounting after the registrations' payments, the organisations that pay
 * after it, the messages to families after the children, the team after them, the certificates before the settings, the log last.
 */
export const ADMIN_MENU = [
  { to: paths.admin, title: "Tableau de bord", Icon: LayoutDashboard },
  ADMIN_TILES[0],
  TARIFFS_LINK,
  ...ADMIN_TILES.slice(1, 3),
  TARIFF_CLAIMS_LINK,
  ACCOUNTING_LINK,
  PAYERS_LINK,
  ...ADMIN_TILES.slice(3, -1),
  MESSAGES_LINK,
  STAFF_LINK,
  CERTIFICATES_LINK,
  ...ADMIN_TILES.slice(-1),
  ACTIVITY_LOG_LINK,
];
