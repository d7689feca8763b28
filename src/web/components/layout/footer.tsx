import Globe from "lucide-react/icons/globe";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { SITE } from "../../../domain/site.ts";
import { useVisitor } from "../../lib/auth/use-visitor.ts";
import { visibleTo } from "../../lib/visitor.ts";
import { Logo } from "./logo.tsx";

const QUICK_LINKS = [
  { to: paths.home, label: "Accueil" },
  { to: paths.search, label: "Trouver une plaine" },
  { to: paths.news, label: "Actualités" },
];

const INFORMATION_LINKS = [
  { to: paths.about, label: "À propos" },
  { to: paths.faq, label: "Questions fréquentes" },
  { to: paths.privacy, label: "Politique de confidentialité" },
  { to: paths.terms, label: "Conditions générales" },
];

const linkClass = "rounded text-slate-300 underline-offset-4 hover:text-white hover:underline";

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{title}</h2>
      {children}
    </div>
  );
}

export function Footer() {
  const visitor = useVisitor();
  const { address } = SITE;
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo onDark />
          <p className="text-sm leading-relaxed">{SITE.description}</p>
        </div>

        <FooterColumn title="Liens rapides">
          <nav aria-label="Liens rapides">
            <ul className="space-y-2 text-sm">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li {...visibleTo(["anonymous"], visitor)}>
                <Link to={paths.login} className={linkClass}>
                  Espace parent
                </Link>
              </li>
            </ul>
          </nav>
        </FooterColumn>

        <FooterColumn title="Informations">
          <nav aria-label="Informations">
            <ul className="space-y-2 text-sm">
              {INFORMATION_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </FooterColumn>

        <FooterColumn title="Contact">
          <address className="space-y-3 text-sm not-italic">
            <p className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${SITE.phone.replace(/\s+/g, "")}`} className={linkClass}>
                {SITE.phone}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${SITE.email}`} className={linkClass}>
                {SITE.email}
              </a>
            </p>
            <p className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                {address.street}
                <br />
                {address.postalCode} {address.city}
                <br />
                {address.country}
              </span>
            </p>
            <p className="flex items-start gap-2">
              <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={SITE.socialUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                Suivez-nous sur Facebook
                <span className="sr-only"> (nouvel onglet)</span>
              </a>
            </p>
          </address>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6">
          © {year} {SITE.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
