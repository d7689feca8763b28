import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { LegalFacts } from "../../../../domain/contracts/legal.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { TitledSection } from "../../../components/ui/titled-section.tsx";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { legalFactsQueryOptions } from "../api/get-legal-facts.ts";

export const linkClass = "font-semibold text-brand-800 underline underline-offset-4";

/** The association's e-mail as a link; while it gives none, where its contact is. */
export function MailLink({ email }: { email: string | null }) {
  if (!email) return <>l'adresse indiquée en bas de page</>;
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="space-y-3" titleClassName="text-2xl font-bold text-ink">
      {children}
    </TitledSection>
  );
}

/**
 * The frame of the privacy policy and the terms: their text states the settings in force (the
 * controller, the periods, the rules), which the server's loader puts in the page's cache; drawn
 * in the browser (reached from the application), the page asks the API first.
 */
export function LegalPage({ title, subtitle, children }: { title: string; subtitle: string; children: (facts: LegalFacts) => ReactNode }) {
  usePageTitle(title);
  const { data: facts, error, isPending } = useQuery(legalFactsQueryOptions());
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader className="mb-8" title={title} subtitle={subtitle} />
      {error ? (
        <Alert tone="error">Une erreur est survenue lors du chargement de la page. Veuillez réessayer.</Alert>
      ) : isPending ? (
        <Spinner showLabel />
      ) : (
        <div className="space-y-10 leading-relaxed text-ink">{children(facts)}</div>
      )}
    </Container>
  );
}
