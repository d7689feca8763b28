import ChevronDown from "lucide-react/icons/chevron-down";
import LayoutList from "lucide-react/icons/layout-list";
import { useRef } from "react";
import { matchPath, useLocation } from "react-router";
import { cn } from "../../../lib/cn.ts";
import { useFoldingMenu } from "../../../lib/use-folding-menu.ts";
import { paths } from "../../../../domain/paths.ts";
import { ADMIN_MENU } from "../shared/admin-links.ts";
import { AdminNav } from "./admin-nav.tsx";

const MENU_ID = "admin-menu";

/** The area being shown, to name it on the closed menu button. */
function currentTitle(pathname: string): string | undefined {
  return ADMIN_MENU.find(({ to }) => matchPath({ path: to, end: to === paths.admin }, pathname))?.title;
}

/**
 * The administration's menu on phones and tablets: a button that folds the links open below it
 * (a disclosure, so nothing traps the focus). Escape closes it and gives the focus back to the
 * button; choosing a page closes it too.
 */
export function AdminMenu({ className }: { className?: string }) {
  const location = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useFoldingMenu(button);

  const title = currentTitle(location.pathname);
  return (
    <div className={cn("rounded-2xl border border-slate-200 bg-white shadow-sm", className)}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center gap-3 rounded-2xl px-4 py-3 text-left font-semibold text-ink"
      >
        <LayoutList aria-hidden="true" className="size-5 shrink-0 text-brand-800" />
        <span className="flex-1">
          Administration
          {title && <span className="font-normal text-muted"> · {title}</span>}
        </span>
        <ChevronDown aria-hidden="true" className={cn("size-5 shrink-0 text-muted transition-transform", open && "rotate-180")} />
      </button>
      {open && <AdminNav id={MENU_ID} className="border-t border-slate-200 p-2" />}
    </div>
  );
}
