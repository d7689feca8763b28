import { AssociationContact } from "../../../components/association-contact.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { useAssociation } from "../../../lib/association.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";

/** Who runs the plaines: the association's name, logo, what it does and how to reach it (its settings). */
export function AboutPage() {
  usePageTitle("À propos");
  const association = useAssociation();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <PageHeader className="mb-8" title="À propos" subtitle={association?.name} />
      <div className="grid gap-6 sm:grid-cols-[1fr_18rem]">
        <div className="space-y-4 text-lg leading-relaxed text-ink">
          {association?.logoUrl && <img src={association.logoUrl} alt={`Logo de ${association.name}`} className="h-12 w-auto" />}
          <p>{association?.description}</p>
        </div>
        <Card>
          <CardBody className="space-y-3">
            <h2 className="font-bold text-ink">Nous contacter</h2>
            <AssociationContact association={association} linkClass={linkClass} />
          </CardBody>
        </Card>
      </div>
    </Container>
  );
}
