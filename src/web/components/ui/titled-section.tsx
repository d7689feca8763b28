import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: string;
  /** The heading's level where the section stands: a page's part (h2) or a part of a sheet (h3). */
  heading?: "h2" | "h3";
  className: string;
  titleClassName: string;
  children: ReactNode;
}

/** A part of a page named by its heading (aria-labelledby), so a screen reader lists it by that title. */
export function TitledSection({ id, title, heading: Heading = "h2", className, titleClassName, children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
