import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import { PageTitle } from "./page-header.tsx";
import { Container } from "./ui/container.tsx";

const ICON_TONES = {
  brand: "bg-brand-100 text-brand-800",
  amber: "bg-amber-100 text-amber-800",
};

interface MessagePageProps {
  icon: LucideIcon;
  tone: keyof typeof ICON_TONES;
  /** The page's title, and its tab title. */
  title: string;
  /** A word above the title ("Erreur 404"). */
  eyebrow?: string;
  /** A label under the title ("Page en construction"). */
  badge?: string;
  /** Why there is nothing else here, in a sentence. */
  text: string;
  /** Where to go from here. */
  children: ReactNode;
}

/** A page with nothing else to show (an unknown address, a page still being written): its icon, its title, why, and where to go. */
export function MessagePage({ icon: Icon, tone, title, eyebrow, badge, text, children }: MessagePageProps) {
  usePageTitle(title);
  return (
    <Container className="max-w-2xl py-16 text-center">
      <span className={cn("mx-auto mb-6 grid size-16 place-items-center rounded-full", ICON_TONES[tone])}>
        <Icon aria-hidden="true" className="size-8" />
      </span>
      {eyebrow && <p className="text-sm font-bold tracking-widest text-brand-800 uppercase">{eyebrow}</p>}
      <PageTitle className={eyebrow ? "mt-2" : undefined}>{title}</PageTitle>
      {badge && <p className="mt-4 inline-flex rounded-full bg-amber-100 px-4 py-1 font-semibold text-amber-900">{badge}</p>}
      <p className="mt-4 text-muted">{text}</p>
      {children}
    </Container>
  );
}
