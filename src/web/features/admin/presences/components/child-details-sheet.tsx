import Phone from "lucide-react/icons/phone";
import Pill from "lucide-react/icons/pill";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { CheckInChildDetails } from "../../../../../domain/contracts/admin-presences.ts";
import type { ContactPerson } from "../../../../../domain/health-form.ts";
import { formatPhone } from "../../../../../domain/phone.ts";
import { LoadError } from "../../../../components/load-error.tsx";
import { Sheet } from "../../../../components/ui/sheet.tsx";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { Spinner } from "../../../../components/ui/spinner.tsx";
import { TitledSection } from "../../../../components/ui/titled-section.tsx";
import { cn } from "../../../../lib/cn.ts";
import { type CheckInScope, childDetailsQueryOptions } from "../api/presences.ts";

/** The child a monitor opened from the check-in: what the list shows already, the rest is read on opening. */
export interface OpenedChild {
  childId: string;
  name: string;
  ageLabel: string;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      heading="h3"
      className="space-y-2"
      titleClassName="text-sm font-bold tracking-wide text-muted uppercase"
    >
      {children}
    </TitledSection>
  );
}

/** A health answer: set apart in colour when there is one (allergy, medication), said plainly when there is none. */
function HealthLine({ label, value, none, tone }: { label: string; value: string | null; none: string; tone?: "danger" | "warning" }) {
  const Icon = tone === "danger" ? TriangleAlert : Pill;
  return (
    <div
      className={cn(
        "rounded-xl border p-3",
        value && tone === "danger" && "border-red-200 bg-red-50 text-red-950",
        value && tone === "warning" && "border-amber-300 bg-amber-50 text-amber-950",
        (!value || !tone) && "border-slate-200 bg-white text-ink",
      )}
    >
      <dt className="flex items-center gap-1.5 text-sm font-semibold">
        {value && tone && <Icon aria-hidden="true" className="size-4 shrink-0" />}
        {label}
      </dt>
      <dd className={cn("mt-0.5 break-words whitespace-pre-line", value ? "text-base font-semibold" : "text-sm text-muted")}>
        {value ?? none}
      </dd>
    </div>
  );
}

/** A person with a call link as large as a thumb: the number shown grouped, dialled as E.164. */
function PersonToCall({ person }: { person: ContactPerson }) {
  const shown = formatPhone(person.phone);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 p-3">
      <p className="min-w-0 break-words text-ink">
        <span className="font-semibold">{person.name}</span> <span className="text-muted">({person.relation})</span>
      </p>
      <a
        href={`tel:${person.phone}`}
        aria-label={`Appeler ${person.name} au ${shown}`}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-emerald-700 px-3 font-semibold whitespace-nowrap text-white hover:bg-emerald-800 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2"
      >
        <Phone aria-hidden="true" className="size-4" />
        {shown}
      </a>
    </li>
  );
}

function People({ people, none, label }: { people: ContactPerson[]; none: string; label: string }) {
  if (people.length === 0) return <p className="text-sm text-muted">{none}</p>;
  return (
    <ul className="space-y-2" aria-label={label}>
      {people.map((person, index) => (
        // A person may be listed twice by the parent; their place in the list is unique.
        <PersonToCall key={index} person={person} />
      ))}
    </ul>
  );
}

function Details({ details }: { details: CheckInChildDetails }) {
  return (
    <div className="space-y-6">
      <Section id="check-in-child-health" title="Santé">
        <dl className="space-y-2">
          <HealthLine label="Allergies" value={details.allergies} none="Aucune allergie signalée" tone="danger" />
          <HealthLine label="Médicaments" value={details.medications} none="Aucun médicament signalé" tone="warning" />
          <HealthLine label="Problèmes de santé" value={details.medicalConditions} none="Rien de signalé" />
          <HealthLine label="Régime alimentaire" value={details.dietaryNeeds} none="Aucun régime particulier" />
        </dl>
      </Section>
      <Section id="check-in-child-call" title="Personnes à contacter en cas d'urgence">
        <People
          people={details.emergencyContacts}
          label="Personnes à contacter"
          none="À compléter&nbsp;: la fiche n'indique personne à contacter. Appelez le parent."
        />
      </Section>
      <Section id="check-in-child-pickup" title="Personnes autorisées à reprendre l'enfant">
        <People people={details.pickupPersons} label="Personnes autorisées" none="Les parents uniquement." />
      </Section>
      <p className="text-xs text-muted">Cette consultation est inscrite dans le journal des accès aux informations médicales.</p>
    </div>
  );
}

/** Read only while the sheet is open: each opening is one reading, logged by the server. */
function DetailsContent({ activityId, childId, scope, date }: { activityId: string; childId: string; scope: CheckInScope; date: string }) {
  const details = useQuery(childDetailsQueryOptions(activityId, childId, scope, date));
  if (details.isPending) {
    return (
      <div className="space-y-4">
        <Spinner showLabel />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (details.error) {
    return (
      <LoadError
        title="Impossible de charger les informations de l'enfant"
        error={details.error}
        onRetry={() => void details.refetch()}
        retrying={details.isFetching}
      />
    );
  }
  return <Details details={details.data} />;
}

/**
 * What the team needs on the ground about the child tapped on the check-in: allergies,
 * medication, health, diet, whom to call, who may take the child home. A side panel on a wide
 * screen, the whole screen on a phone; mounted with the page, so closing it gives the focus back
 * to the child's name that opened it.
 */
export function ChildDetailsSheet({
  activityId,
  child,
  onClose,
  scope = "admin",
  date,
}: {
  activityId: string;
  child: OpenedChild | null;
  onClose: () => void;
  scope?: CheckInScope;
  /** The day on the screen: the team's reading is allowed for the groups of that day. */
  date: string;
}) {
  return (
    <Sheet open={child !== null} onClose={onClose} title={child?.name ?? "Enfant"} description={child?.ageLabel}>
      {child && <DetailsContent activityId={activityId} childId={child.childId} scope={scope} date={date} />}
    </Sheet>
  );
}
