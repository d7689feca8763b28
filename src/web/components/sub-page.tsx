import type { ReactNode } from "react";
import { cn } from "../lib/cn.ts";
import { BackLink } from "./back-link.tsx";
import { PageHeader } from "./page-header.tsx";
import { Container } from "./ui/container.tsx";

type SubPageHeading =
  /** A heading laid out by the page itself. */
  | { header: ReactNode }
  | {
      title: ReactNode;
      /** The sentence under the title. */
      subtitle?: ReactNode;
      /** The page's main action, beside the title (under it on a phone); present even while it shows nothing. */
      action?: ReactNode;
      /** A line about the record under the title (its status, a link to its public page). */
      details?: ReactNode;
    };

type SubPageProps = SubPageHeading & {
  /** The way back up: to the dashboard, the admin home or the list the page belongs to. */
  back: { to: string; label: string };
  /** A narrower page than the site's width ("max-w-3xl" for a form, "max-w-4xl" for a list of cards). */
  width?: "max-w-3xl" | "max-w-4xl";
  children: ReactNode;
};

function SubPageHeader(heading: SubPageHeading) {
  if ("header" in heading) return heading.header;
  if (!("action" in heading) && !("details" in heading))
    return <PageHeader className="mt-4 mb-6" title={heading.title} subtitle={heading.subtitle} />;
  // Beside the title (under it on a phone) for an action; under it for details.
  const [Tag, layout, extra] =
    "action" in heading
      ? (["header", "flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", heading.action] as const)
      : (["div", "space-y-3", heading.details] as const);
  return (
    <Tag className={`mt-4 mb-6 ${layout}`}>
      <PageHeader as="div" title={heading.title} subtitle={heading.subtitle} />
      {extra}
    </Tag>
  );
}

/** A sub-page of a dashboard (the parent's or the admin's): the way back, the page's heading, then its content. */
export function SubPage({ back, width, children, ...heading }: SubPageProps) {
  return (
    <Container className={cn(width, "py-10 sm:py-12")}>
      <BackLink {...back} />
      <SubPageHeader {...heading} />
      {children}
    </Container>
  );
}
