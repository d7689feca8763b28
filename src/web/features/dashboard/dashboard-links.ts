import Baby from "lucide-react/icons/baby";
import ClipboardList from "lucide-react/icons/clipboard-list";
import Award from "lucide-react/icons/award";
import FileText from "lucide-react/icons/file-text";
import Mail from "lucide-react/icons/mail";
import ShieldCheck from "lucide-react/icons/shield-check";
import UserRound from "lucide-react/icons/user-round";
import { paths } from "../../../domain/paths.ts";

export const BACK_TO_DASHBOARD = { to: paths.dashboard, label: "Retour à mon espace" };

/** The parent's areas, in the order of the tiles. */
export const DASHBOARD_TILES = [
  { to: paths.profile, title: "Mon profil", description: "Vos coordonnées\u00a0: nom, téléphone et adresse.", Icon: UserRound },
  {
    to: paths.children,
    title: "Mes enfants",
    description: "Les fiches de vos enfants et leurs informations médicales.",
    Icon: Baby,
  },
  {
    to: paths.registrations,
    title: "Mes inscriptions",
    description: "L'historique de vos inscriptions aux plaines.",
    Icon: ClipboardList,
  },
  {
    to: paths.messages,
    title: "Messages",
    description: "Les messages de l'association : programme, rappels, changements.",
    Icon: Mail,
  },
  {
    to: paths.certificates,
    title: "Mes attestations",
    description: "Les attestations fiscales et de mutualité de vos enfants, en PDF.",
    Icon: FileText,
  },
  {
    to: paths.myData,
    title: "Mes données",
    description: "Télécharger vos données ou supprimer votre compte.",
    Icon: ShieldCheck,
  },
];

/** 'Mes qualifications' for a former member of the team while their qualifications are kept (decision 0065). */
export const QUALIFICATIONS_TILE = {
  to: paths.myQualifications,
  title: "Mes qualifications",
  description: "Vos brevets et titres gardés par l'association, et leurs preuves.",
  Icon: Award,
};
