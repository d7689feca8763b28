import { Link } from "react-router";
import { paths } from "../../../../domain/paths.ts";
import { PageHeader } from "../../../components/page-header.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { MyQualifications } from "../components/my-qualifications.tsx";

const TITLE = "Mes qualifications";

/**
 * /equipe/qualifications — 'Mes qualifications' on their own (decision 0065): reached from 'Mon
 * espace' by a former member of the team while their qualifications are kept, to read them and
 * open their proofs; a person of the team adds theirs here too.
 */
export function MyQualificationsPage() {
  usePageTitle(TITLE);
  const { user } = useAuth();
  return (
    <Container className="max-w-3xl space-y-6 py-6 sm:py-10">
      <PageHeader title={TITLE} subtitle="Vos brevets et titres gardés par l'association, avec leurs preuves." />
      <MyQualifications canAdd={user?.inTeam === true} headed={false} />
      <Link to={paths.dashboard} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        Retour à mon espace
      </Link>
    </Container>
  );
}
