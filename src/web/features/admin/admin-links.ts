import Baby from "lucide-react/icons/baby";
import ClipboardList from "lucide-react/icons/clipboard-list";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import Newspaper from "lucide-react/icons/newspaper";
import Settings from "lucide-react/icons/settings";
import Tent from "lucide-react/icons/tent";

export const ADMIN_PATH = "/admin";
export const BACK_TO_ADMIN = { to: ADMIN_PATH, label: "Retour à l'administration" };

/** The administrator's five areas, in the order of the tiles (spec §2). */
export const ADMIN_TILES = [
  { to: "/admin/activities", title: "Plaines", description: "Créer, modifier et archiver les plaines.", Icon: Tent },
  { to: "/admin/news", title: "Actualités", description: "Publier et mettre à la une les articles.", Icon: Newspaper },
  { to: "/admin/registrations", title: "Inscriptions", description: "Suivre les inscriptions et les paiements.", Icon: ClipboardList },
  { to: "/admin/children", title: "Enfants", description: "Les fiches des enfants et le contact de leurs parents.", Icon: Baby },
  { to: "/admin/settings", title: "Paramètres", description: "Informations système et envoi des e-mails.", Icon: Settings },
];

/** The shell's menu: the dashboard first, then the five areas under their tile titles. */
export const ADMIN_MENU = [{ to: ADMIN_PATH, title: "Tableau de bord", Icon: LayoutDashboard }, ...ADMIN_TILES];
