import { useQuery } from "@tanstack/react-query";
import ArrowRight from "lucide-react/icons/arrow-right";
import BadgeCheck from "lucide-react/icons/badge-check";
import { Link } from "react-router";
import type { Activity } from "../../../../domain/activity.ts";
import { formatAgeRange } from "../../../../domain/age.ts";
import type { AssociationAbout } from "../../../../domain/association.ts";
import { formatDateRangeFr } from "../../../../domain/dates.ts";
import { activityPath, paths } from "../../../../domain/paths.ts";
import { AssociationContact } from "../../../components/association-contact.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { QueryView } from "../../../components/query-view.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { TitledSection } from "../../../components/ui/titled-section.tsx";
import { useAssociation } from "../../../lib/association.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { activitiesQueryOptions } from "../../activities/index.ts";
import { ABOUT_PLAINES, aboutQueryOptions } from "../api/get-about.ts";

const linkClass = "font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900";
const sectionTitleClass = "text-2xl font-bold text-ink";

/** The association's own words, paragraph by paragraph; until it writes them, what the site says of it. */
function Presentation({ about, description }: { about: AssociationAbout | undefined; description: string | undefined }) {
  const paragraphs = about?.paragraphs.length ? about.paragraphs : description ? [description] : [];
  return (
    <TitledSection id="about-who" title="Qui sommes-nous&nbsp;?" className="space-y-4" titleClassName={sectionTitleClass}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs are plain text in order; a line break inside one stays one.
        <p key={index} className="text-lg leading-relaxed whitespace-pre-line text-ink">
          {paragraph}
        </p>
      ))}
      {about?.oneRecognition && (
        <p className="inline-flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 font-semibold text-emerald-900">
          <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <span data-testid="one-recognition">{about.oneRecognition}</span>
        </p>
      )}
    </TitledSection>
  );
}

/** One upcoming plaine: its title to its page, when, where and for whom on one line. */
function PlaineLine({ activity }: { activity: Activity }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <Link to={activityPath(activity.id)} className={`${linkClass} text-lg`}>
        {activity.title}
      </Link>
      <p className="mt-1 text-sm text-muted">
        {formatDateRangeFr(activity.startDate, activity.endDate)} · {activity.location.city} · {formatAgeRange(activity.ageRange)}
      </p>
    </li>
  );
}

/** The next plaines the association runs, each to its page, and the way to all of them. */
function NextPlaines() {
  const query = useQuery(activitiesQueryOptions(ABOUT_PLAINES));
  return (
    <TitledSection id="about-plaines" title="Nos prochaines plaines" className="space-y-4" titleClassName={sectionTitleClass}>
      <QueryView
        query={query}
        loading={<Skeleton className="h-40 w-full" />}
        errorTitle="Impossible de charger les prochaines plaines"
        isEmpty={(activities) => activities.length === 0}
        empty={<p className="text-ink">Aucune plaine n'est annoncée pour le moment. Revenez bientôt&nbsp;!</p>}
      >
        {(activities) => (
          <ul className="divide-y divide-slate-200">
            {activities.map((activity) => (
              <PlaineLine key={activity.id} activity={activity} />
            ))}
          </ul>
        )}
      </QueryView>
      <Link to={paths.search} className={`${linkClass} inline-flex items-center gap-1`}>
        Voir toutes les plaines
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </TitledSection>
  );
}

/**
 * Who runs the plaines, from the association's settings: its own words (or, until written, what the
 * site says of it), its recognition by the ONE when it states one, its next plaines and how to reach it.
 */
export function AboutPage() {
  usePageTitle("À propos");
  const association = useAssociation();
  const { data: about } = useQuery(aboutQueryOptions());
  return (
    <Container className="max-w-5xl py-8 sm:py-12">
      <PageHeader className="mb-8" title="À propos" subtitle={association?.name} />
      <div className="grid gap-10 md:grid-cols-[1fr_18rem] md:gap-12">
        <div className="min-w-0 space-y-10">
          {association?.logoUrl && <img src={association.logoUrl} alt={`Logo de ${association.name}`} className="h-12 w-auto" />}
          <Presentation about={about} description={association?.description} />
          <NextPlaines />
        </div>
        <aside aria-labelledby="about-contact">
          <Card className="md:sticky md:top-24">
            <CardBody className="space-y-3">
              <h2 id="about-contact" className="text-lg font-bold text-ink">
                Nous contacter
              </h2>
              <AssociationContact association={association} linkClass={linkClass} />
            </CardBody>
          </Card>
        </aside>
      </div>
    </Container>
  );
}
