import Globe from "lucide-react/icons/globe";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
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

/** A column of links, its title naming its navigation; `children`: more items after the links. */
function FooterNav({ title, links, children }: { title: string; links: { to: string; label: string }[]; children?: ReactNode }) {
  return (
    <FooterColumn title={title}>
      <nav aria-label={title}>
        <ul className="space-y-2 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          {children}
        </ul>
      </nav>
    </FooterColumn>
  );
}

function ContactLine({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The association's phone, e-mail, address and page on social media. */
function FooterContact() {
  const { address } = SITE;
  return (
    <FooterColumn title="Contact">
      <address className="space-y-3 text-sm not-italic">
        <ContactLine icon={Phone}>
          <a href={`tel:${SITE.phone.replace(/\s+/g, "")}`} className={linkClass}>
            {SITE.phone}
          </a>
        </ContactLine>
        <ContactLine icon={Mail}>
          <a href={`mailto:${SITE.email}`} className={linkClass}>
            {SITE.email}
          </a>
        </ContactLine>
        <ContactLine icon={MapPin}>
          <span>
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </span>
        </ContactLine>
        <ContactLine icon={Globe}>
          <a href={SITE.socialUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
            Suivez-nous sur Facebook
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </ContactLine>
      </address>
    </FooterColumn>
  );
}

export function Footer() {
  const visitor = useVisitor();
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo onDark />
          <p className="text-sm leading-relaxed">{SITE.description}</p>
        </div>

        <FooterNav title="Liens rapides" links={QUICK_LINKS}>
          <li {...visibleTo(["anonymous"], visitor)}>
            <Link to={paths.login} className={linkClass}>
              Espace parent
            </Link>
          </li>
        </FooterNav>

        <FooterNav title="Informations" links={INFORMATION_LINKS} />

        <FooterContact />
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6">
          © {year} {SITE.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
