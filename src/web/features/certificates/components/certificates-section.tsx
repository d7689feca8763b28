import type { ReactNode } from "react";

interface CertificatesSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** What these certificates are for. */
  description: ReactNode;
  /** Shown instead of the certificates when there is none. */
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** One kind of certificate on the parent's page: its title and purpose, then the certificates or the sentence for none. */
export function CertificatesSection({ id, title, description, empty, isEmpty, children }: CertificatesSectionProps) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="space-y-1">
        <h2 id={id} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {isEmpty ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}
