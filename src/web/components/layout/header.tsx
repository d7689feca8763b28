import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Link, NavLink, useNavigate } from "react-router";
import { paths } from "../../../domain/paths.ts";
import { useAuth } from "../../lib/auth/auth-context.ts";
import { useVisitor } from "../../lib/auth/use-visitor.ts";
import { type Audience, SIGNED_IN, type Visitor, visibleTo } from "../../lib/visitor.ts";
import { cn } from "../../lib/cn.ts";
import { useFoldingMenu } from "../../lib/use-folding-menu.ts";
import { buttonClasses } from "../ui/button.tsx";
import { Logo } from "./logo.tsx";
import {
  CLOSE_MENU_LABEL,
  HEADER_SCROLL_THRESHOLD_PX,
  LOGOUT_ATTRIBUTE,
  LOGOUT_LABEL,
  MOBILE_MENU_BUTTON_ID,
  MOBILE_MENU_ID,
  OPEN_MENU_LABEL,
  PERSONAL_NAV_ITEMS,
  PUBLIC_NAV_ITEMS,
  SITE_HEADER_ID,
} from "./header-markup.ts";
import { useScrolledPast } from "./use-scrolled-past.ts";

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    "rounded-full px-4 py-2 font-medium transition-colors",
    isActive ? "bg-brand-100 text-brand-900" : "text-ink hover:bg-slate-100",
  );
}

function mobileNavLinkClass(state: { isActive: boolean }) {
  return cn(navLinkClass(state), "block py-3");
}

type NavItem = { to: string; label: string; end: boolean; visibleTo?: readonly Audience[] };

/** The header's links as list items, each personal one shown only to the visitors it lists ("team": those in the team). */
function NavItems({
  items,
  visitor,
  inTeam,
  linkClass,
}: {
  items: readonly NavItem[];
  visitor: Visitor;
  inTeam: boolean;
  linkClass: typeof navLinkClass;
}) {
  return items.map((item) => (
    <li key={item.to} {...(item.visibleTo && visibleTo(item.visibleTo, visitor, inTeam))}>
      <NavLink to={item.to} end={item.end} className={linkClass}>
        {item.label}
      </NavLink>
    </li>
  ));
}

/** The logout button, shown to signed-in visitors (the bar's and the phone menu's, by their look). */
function LogoutItem({ visitor, className, onLogout }: { visitor: Visitor; className: string; onLogout: () => void }) {
  return (
    <li {...visibleTo(SIGNED_IN, visitor)}>
      <button type="button" {...{ [LOGOUT_ATTRIBUTE]: "" }} onClick={onLogout} className={className}>
        <LogOut aria-hidden="true" className="size-4" />
        {LOGOUT_LABEL}
      </button>
    </li>
  );
}

export function Header() {
  const { logout, user } = useAuth();
  const inTeam = user?.inTeam === true;
  const visitor = useVisitor();
  const navigate = useNavigate();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useFoldingMenu();

  const handleLogout = async () => {
    if (await logout()) await navigate(paths.home);
  };

  return (
    <header
      id={SITE_HEADER_ID}
      data-scrolled={scrolled ? "true" : "false"}
      data-menu-open={menuOpen ? "true" : "false"}
      className={cn(
        "sticky top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-300",
        "data-[menu-open=true]:bg-white data-[menu-open=true]:shadow-md data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-md",
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:gap-8 sm:px-6">
        <Logo />

        {/* The visitor's own links (known once /api/me answers, after the page is drawn) sit at the far
            right, apart from the others, and the bar is as tall as its tallest button from the start,
            so their arrival moves nothing already on screen. */}
        <nav aria-label="Navigation principale" className="hidden h-10 flex-1 items-center md:flex">
          <ul className="flex items-center gap-1">
            <NavItems items={PUBLIC_NAV_ITEMS} visitor={visitor} inTeam={inTeam} linkClass={navLinkClass} />
          </ul>
          <ul className="ml-auto flex items-center gap-1">
            <NavItems items={PERSONAL_NAV_ITEMS} visitor={visitor} inTeam={inTeam} linkClass={navLinkClass} />
            <LogoutItem
              visitor={visitor}
              className={buttonClasses({ variant: "outline", size: "sm", className: "ml-2" })}
              onLogout={() => void handleLogout()}
            />
          </ul>
        </nav>

        <div className="flex items-center gap-1 md:hidden">
          <Link to={paths.search} aria-label="Rechercher une plaine" className={buttonClasses({ variant: "ghost", size: "icon" })}>
            <Search aria-hidden="true" className="size-6" />
          </Link>
          <button
            id={MOBILE_MENU_BUTTON_ID}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? CLOSE_MENU_LABEL : OPEN_MENU_LABEL}
            onClick={() => setMenuOpen((open) => !open)}
            className={buttonClasses({ variant: "ghost", size: "icon", className: "group" })}
          >
            {/* Both icons are drawn; aria-expanded picks one, whoever sets it. */}
            <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Menu mobile" className="mx-auto max-w-6xl px-4 py-3">
          <ul className="flex flex-col gap-1">
            <NavItems
              items={[...PUBLIC_NAV_ITEMS, ...PERSONAL_NAV_ITEMS]}
              visitor={visitor}
              inTeam={inTeam}
              linkClass={mobileNavLinkClass}
            />
            <LogoutItem
              visitor={visitor}
              className="flex w-full items-center gap-2 rounded-full px-4 py-3 text-left font-medium text-ink hover:bg-slate-100"
              onLogout={() => void handleLogout()}
            />
          </ul>
        </nav>
      </div>
    </header>
  );
}
