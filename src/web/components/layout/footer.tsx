import type { ReactNode } from "react";
import { Link } from "react-router";
import { ASSOCIATION_DESCRIPTION } from "../../../domain/association.ts";
import { paths } from "../../../domain/paths.ts";
import { useAssociation } from "../../lib/association.ts";
import { useVisitor } from "../../lib/auth/use-visitor.ts";
import { AssociationContact } from "../association-contact.tsx";
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

export function Footer() {
  const visitor = useVisitor();
  const association = useAssociation();
  const year = new Date().getFullYear();

  return (
    <footer data-surface="dark" className="mt-16 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo onDark />
          <p className="text-sm leading-relaxed">{association?.description ?? ASSOCIATION_DESCRIPTION}</p>
        </div>

        <FooterNav title="Liens rapides" links={QUICK_LINKS}>
          <li {...visibleTo(["anonymous"], visitor)}>
            <Link to={paths.login} className={linkClass}>
              Espace parent
            </Link>
          </li>
        </FooterNav>

        <FooterNav title="Informations" links={INFORMATION_LINKS} />

        {/* A site whose association has given no contact details yet shows no empty column. */}
        {(association?.phone || association?.email || association?.address || association?.social) && (
          <FooterColumn title="Contact">
            <AssociationContact association={association} linkClass={linkClass} />
          </FooterColumn>
        )}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-sm text-slate-400 sm:px-6">
          © {year} {association?.name}. Tous droits réservés.
        </p>
      </div>
    </footer>
  );
}
