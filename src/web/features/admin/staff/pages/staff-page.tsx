import { useQuery } from "@tanstack/react-query";
import Users from "lucide-react/icons/users";
import { type FormEvent, useState } from "react";
import {
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  STAFF_STATE_LABELS,
  type StaffMemberView,
  type StaffRole,
} from "../../../../../domain/contracts/staff.ts";
import { brusselsToday, formatDateFr } from "../../../../../domain/dates.ts";
import { EmptyCard } from "../../../../components/empty-card.tsx";
import { LoadError } from "../../../../components/load-error.tsx";
import { SubPage } from "../../../../components/sub-page.tsx";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Card, CardBody } from "../../../../components/ui/card.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { SkeletonStack } from "../../../../components/ui/skeleton.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { isApiError } from "../../../../lib/api-client.ts";
import { usePageTitle } from "../../../../lib/use-page-title.ts";
import { adminActivitiesQueryOptions } from "../../activities/api/get-admin-activities.ts";
import { BACK_TO_ADMIN } from "../../shared/admin-links.ts";
import { staffListQueryOptions, useInviteStaff, useStaffAction } from "../api/staff.ts";
import { AllowancesSection } from "../components/allowances-section.tsx";
import { PlanEditor } from "../components/plan-editor.tsx";
import { QualificationsPanel } from "../components/qualifications-panel.tsx";

const TITLE = "Équipe";
const STATE_TONES = { invited: "warning", active: "success", expired: "neutral", revoked: "danger" } as const;

/** 'Inviter': an address, a role, the plaines; the link is valid 7 days. */
function InviteForm({ plaines }: { plaines: { id: string; title: string }[] }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("animateur");
  const [activityIds, setActivityIds] = useState<string[]>([]);
  const invite = useInviteStaff(() => {
    setEmail("");
    setActivityIds([]);
  });
  const fields = isApiError(invite.error) ? invite.error.fields : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, role, activityIds });
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      {invite.error && !fields && (
        <Alert tone="error" title="L'invitation n'a pas été envoyée">
          {isApiError(invite.error) ? invite.error.message : "Réessayez dans un instant."}
        </Alert>
      )}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fields?.email}
        markRequired
      />
      <SelectField
        label="Rôle"
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        options={STAFF_ROLES.map((value) => ({ value, label: STAFF_ROLE_LABELS[value] }))}
        hint={"L'animateur voit ses groupes les jours où il est prévu\u00a0; la coordination voit toute la plaine et fait le planning."}
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-ink">Plaines</legend>
        {plaines.length === 0 && <p className="text-sm text-muted">Aucune plaine à venir.</p>}
        {plaines.map((plaine) => (
          <label key={plaine.id} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={activityIds.includes(plaine.id)}
              onChange={(event) =>
                setActivityIds((ids) => (event.target.checked ? [...ids, plaine.id] : ids.filter((id) => id !== plaine.id)))
              }
            />
            {plaine.title}
          </label>
        ))}
        {fields?.activityIds && <p className="text-sm font-medium text-red-700">{fields.activityIds}</p>}
      </fieldset>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? "Envoi..." : "Envoyer l'invitation"}
      </Button>
    </form>
  );
}

function StaffRow({ member }: { member: StaffMemberView }) {
  const resend = useStaffAction("resend");
  const revoke = useStaffAction("revoke");
  const [showQualifications, setShowQualifications] = useState(false);
  const waiting = member.state === "invited" || member.state === "expired";
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-3" data-testid="staff-row">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-ink">{member.name ?? member.email}</p>
        <Badge tone={STATE_TONES[member.state]}>{STAFF_STATE_LABELS[member.state]}</Badge>
        {member.brevete && <Badge tone="brand">Breveté</Badge>}
        {member.qualifiedCoordinator && <Badge tone="brand">Coordinateur qualifié</Badge>}
      </div>
      <p className="text-sm text-muted">
        {STAFF_ROLE_LABELS[member.role]} · {member.plaines.map((plaine) => plaine.title).join(", ")}
        {member.name && ` · ${member.email}`}
        {member.state === "invited" && ` · lien valable jusqu'au ${formatDateFr(member.expiresAt.slice(0, 10))}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {waiting && (
          <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(member.id)}>
            Renvoyer l'invitation
          </Button>
        )}
        {member.profileId && (
          <Button variant="outline" size="sm" aria-expanded={showQualifications} onClick={() => setShowQualifications((shown) => !shown)}>
            Qualifications
          </Button>
        )}
        {member.state !== "revoked" && (
          <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(member.id)}>
            Révoquer
          </Button>
        )}
      </div>
      {member.profileId && showQualifications && <QualificationsPanel profileId={member.profileId} name={member.name ?? member.email} />}
    </li>
  );
}

/** /admin/equipe — the team's invitations and roles (decision 0063), and each plaine's plan. */
export function StaffPage() {
  usePageTitle(TITLE);
  const staff = useQuery(staffListQueryOptions());
  const plaines = useQuery(adminActivitiesQueryOptions("active"));
  const [planOf, setPlanOf] = useState("");
  const choices = (plaines.data ?? []).map((plaine) => ({ id: plaine.id, title: plaine.title }));
  return (
    <SubPage
      back={BACK_TO_ADMIN}
      title={TITLE}
      subtitle="Invitez les animateurs et la coordination&nbsp;: chacun voit, avec son propre compte, ce dont il a besoin sur le terrain, jamais l'argent."
    >
      <div className="space-y-8">
        <Card>
          <CardBody className="space-y-4">
            <h2 className="text-xl font-extrabold text-ink">Inviter une personne</h2>
            <InviteForm plaines={choices} />
          </CardBody>
        </Card>
        <section aria-labelledby="staff-list" className="space-y-3">
          <h2 id="staff-list" className="text-xl font-extrabold text-ink">
            Invitations et accès
          </h2>
          {staff.isPending ? (
            <SkeletonStack busy className="space-y-2" bars={["h-16 w-full", "h-16 w-full"]} />
          ) : !staff.data ? (
            <LoadError
              title="Erreur lors du chargement de l'équipe"
              error={staff.error}
              onRetry={() => void staff.refetch()}
              retrying={staff.isFetching}
            />
          ) : staff.data.length === 0 ? (
            <EmptyCard
              icon={Users}
              size="admin"
              title="Personne n'a encore été invité"
              text="Les invitations envoyées apparaîtront ici avec leur état."
            />
          ) : (
            <ul className="space-y-2">
              {staff.data.map((member) => (
                <StaffRow key={member.id} member={member} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="staff-plan" className="space-y-3">
          <h2 id="staff-plan" className="text-xl font-extrabold text-ink">
            Planning d'une plaine
          </h2>
          <SelectField
            label="Plaine"
            value={planOf}
            onChange={(event) => setPlanOf(event.target.value)}
            options={[{ value: "", label: "Choisir une plaine" }, ...choices.map((plaine) => ({ value: plaine.id, label: plaine.title }))]}
          />
          {planOf && <PlanEditor activityId={planOf} scope="admin" />}
        </section>
        <AllowancesSection thisYear={Number(brusselsToday().slice(0, 4))} />
      </div>
    </SubPage>
  );
}
