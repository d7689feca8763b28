import { type ReactNode, Fragment } from "react";
import { Container } from "../../../components/ui/container.tsx";
import { SectionHeader } from "./section-header.tsx";

interface HomeCardSectionProps<T> {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  description: string;
  link: { to: string; label: string };
  className: string;
  /** The cards' data: undefined while it loads, and where it failed (the section then shows nothing under its header). */
  items: T[] | undefined;
  isPending: boolean;
  /** How many placeholders stand in for the cards while they load. */
  count: number;
  skeleton: ReactNode;
  /** The sentence shown where there is nothing to show. */
  empty: string;
  card: (item: T) => ReactNode;
}

/** A section of the home page: its header, then a grid of cards (their placeholders while they load). */
export function HomeCardSection<T extends { id: string }>({
  id,
  title,
  description,
  link,
  className,
  items,
  isPending,
  count,
  skeleton,
  empty,
  card,
}: HomeCardSectionProps<T>) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <SectionHeader id={id} title={title} description={description} link={link} />
        {isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: count }, (_, index) => (
              <Fragment key={index}>{skeleton}</Fragment>
            ))}
          </div>
        ) : items && items.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        ) : items ? (
          <p className="text-muted">{empty}</p>
        ) : null}
      </Container>
    </section>
  );
}
