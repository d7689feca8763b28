import type { ReactNode } from "react";
import { SubPage } from "../../../components/sub-page.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { BACK_TO_DASHBOARD } from "../dashboard-links.ts";

interface DashboardSubPageProps {
  /** The page's heading, and its tab title. */
  title: string;
  subtitle?: ReactNode;
  /** The page's main action, beside the title (under it on a phone). */
  action?: ReactNode;
  /** A form's width unless the page says otherwise ("max-w-4xl" for a list of cards). */
  width?: "max-w-3xl" | "max-w-4xl";
  children: ReactNode;
}

/** A page of the parent's space (Mon profil, Mes enfants…): its tab title, the way back to the dashboard, its heading, then its content. */
export function DashboardSubPage({ title, width = "max-w-3xl", ...page }: DashboardSubPageProps) {
  usePageTitle(title);
  return <SubPage back={BACK_TO_DASHBOARD} width={width} title={title} {...page} />;
}
