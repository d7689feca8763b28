import { useQuery } from "@tanstack/react-query";
import CalendarDays from "lucide-react/icons/calendar-days";
import { Link } from "react-router";
import { STAFF_ROLE_LABELS } from "../../../../domain/contracts/staff.ts";
import { formatDateFr } from "../../../../domain/dates.ts";
import { paths, teamMessagesPath, teamPlainePath, teamPlanPath } from "../../../../domain/paths.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader } from "../../../components/page-header.tsx";
import { Alert } from "../../../components/ui/alert.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../components/ui/card.tsx";
import { Container } from "../../../components/ui/container.tsx";
import { SkeletonStack } from "../../../components/ui/skeleton.tsx";
import { isApiError } from "../../../lib/api-client.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import { teamHomeQueryOptions } from "../api/team.ts";
import { MyAvailability } from "../components/my-availability.tsx";
import { MyQualifications } from "../components/my-qualifications.tsx";

const TITLE = "Mon équipe";
const weekday = new Intl.DateTimeFormat("fr-BE", { weekday: "long", timeZone: "UTC" });
const dayLabel = (date: string) => `${weekday.format(new Date(`${date}T12:00:00Z`))} ${formatDateFr(date)}`;

/**
 * /equipe — the team's space (decision 0063), made for a phone: each plaine of the person, the
 * days they work (an animateur: with their groups), each opening the day's list and check-in; the
 * coordination's plan; the days the person is available, plaine by plaine.
 */
export function TeamHomePage() {
  usePageTitle(TITLE);
  const plaines = useQuery(teamHomeQueryOptions());
  return (
    <Container className="max-w-3xl py-6 sm:py-10">
      <PageHeader title={TITLE} subtitle="Vos plaines et les jours où vous êtes prévu·e." />
      <div className="mt-6 space-y-4">
        {plaines.isPending ? (
          <SkeletonStack busy className="space-y-3" bars={["h-24 w-full", "h-24 w-full"]} />
        ) : !plaines.data ? (
          isApiError(plaines.error) && plaines.error.status === 403 ? (
            <Alert tone="info" title="Vous ne faites partie d'aucune équipe">
              Quand l'association vous invite, le lien de son e-mail vous ajoute à l'équipe de vos plaines.{" "}
              <Link to={paths.dashboard} className="font-semibold underline">
                Retour à mon espace
              </Link>
            </Alert>
          ) : (
            <LoadError
              title="Erreur lors du chargement"
              error={plaines.error}
              onRetry={() => void plaines.refetch()}
              retrying={plaines.isFetching}
            />
          )
        ) : (
          plaines.data.map((plaine) => (
            <Card key={plaine.id}>
              <CardBody className="space-y-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-xl font-extrabold text-ink">{plaine.title}</h2>
                  <Badge tone="brand">{STAFF_ROLE_LABELS[plaine.role]}</Badge>
                </div>
                {plaine.days.length === 0 ? (
                  <p className="text-sm text-muted">Vous n'êtes encore prévu·e aucun jour&nbsp;: la coordination fait le planning.</p>
                ) : (
                  <ul className="space-y-2">
                    {plaine.days.map((day) => (
                      <li key={day.date}>
                        <Link
                          to={`${teamPlainePath(plaine.id)}?date=${day.date}`}
                          className="flex min-h-12 items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 hover:bg-slate-50"
                        >
                          <CalendarDays aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                          <span className="font-semibold text-ink first-letter:uppercase">{dayLabel(day.date)}</span>
                          {plaine.role === "animateur" && <span className="ml-auto text-sm text-muted">{day.groups.join(", ")}</span>}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
                {plaine.role === "coordinateur" && (
                  <div className="flex flex-wrap gap-3">
                    <Link to={teamPlanPath(plaine.id)} className={buttonClasses({ variant: "outline" })}>
                      Planning de l'équipe
                    </Link>
                    <Link to={teamMessagesPath(plaine.id)} className={buttonClasses({ variant: "outline" })}>
                      Messages aux familles
                    </Link>
                  </div>
                )}
                <MyAvailability activityId={plaine.id} />
              </CardBody>
            </Card>
          ))
        )}
        {plaines.data && <MyQualifications canAdd />}
      </div>
    </Container>
  );
}
