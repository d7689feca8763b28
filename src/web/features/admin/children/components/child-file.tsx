import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Printer from "lucide-react/icons/printer";
import type { ReactNode } from "react";
import type { AdminChildSheet } from "../../../../../domain/contracts/admin-children.ts";
import { adminCertificatePaths } from "../../../../../domain/contracts/certificates.ts";
import { formatEuros } from "../../../../../domain/money.ts";
import { formatDateTimeFr } from "../../../../../domain/date-time.ts";
import { formatDateRangeFr } from "../../../../../domain/dates.ts";
import { healthFormLines } from "../../../../../domain/health-form-display.ts";
import type { PaymentStatus, RegistrationStatus } from "../../../../../domain/registration.ts";
import { Badge, type BadgeTone } from "../../../../components/ui/badge.tsx";
import { buttonClasses } from "../../../../components/ui/button.tsx";
import { TitledSection } from "../../../../components/ui/titled-section.tsx";
import { addressLines, MEDICAL_ACCESS_KIND_LABELS } from "../children-labels.ts";
import { ParentErasure } from "./parent-erasure.tsx";

const NOT_GIVEN = "Non renseigné";
const CONSENT_ACTION_LABELS = { given: "Consentement donné", withdrawn: "Consentement retiré (informations médicales effacées)" } as const;
const REGISTRATION_TONES: Record<RegistrationStatus, BadgeTone> = { pending: "warning", confirmed: "success", cancelled: "neutral" };
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { pending: "warning", paid: "success", refunded: "neutral" };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} heading="h3" className="space-y-3" titleClassName="text-base font-bold text-ink">
      {children}
    </TitledSection>
  );
}

/** One label and its value; an empty field says so rather than disappearing. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="break-words whitespace-pre-line text-ink">{children ?? <span className="text-muted">{NOT_GIVEN}</span>}</dd>
    </div>
  );
}

/** The medical consent standing, and every time it was given or withdrawn. */
function ConsentSection({
  consent,
  history,
}: {
  consent: AdminChildSheet["child"]["medicalConsent"];
  history: AdminChildSheet["consentHistory"];
}) {
  return (
    <Section id="child-sheet-consent" title="Consentement médical">
      {consent ? (
        <p data-testid="medical-consent" className="text-ink">
          Donné le <time dateTime={consent.givenAt}>{formatDateTimeFr(consent.givenAt)}</time> par{" "}
          <span className="break-all">{consent.accountEmail}</span> (texte version {consent.version}
          {consent.current ? "" : ", depuis remplacé"}).
        </p>
      ) : (
        <p data-testid="medical-consent" className="text-muted">
          Aucun consentement en cours&nbsp;: aucune information médicale ne peut être enregistrée.
        </p>
      )}
      {history.length > 0 && (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Historique du consentement">
          {history.map((event, index) => (
            // Two events of one instant are possible; their place in the list is not.
            <li key={index} data-testid="consent-event" className="px-3 py-2 text-sm">
              <p className="font-medium text-ink">{CONSENT_ACTION_LABELS[event.action]}</p>
              <p className="text-muted">
                <time dateTime={event.at}>{formatDateTimeFr(event.at)}</time> · <span className="break-all">{event.accountEmail}</span> ·
                version {event.version}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

/** The parent's name and contact, and the erasure of their account. */
function ParentSection({ parent, onErased }: { parent: AdminChildSheet["parent"]; onErased: () => void }) {
  const address = addressLines(parent.address);
  return (
    <Section id="child-sheet-parent" title="Parent">
      <dl className="space-y-3">
        <Field label="Nom">
          {parent.firstName} {parent.lastName}
        </Field>
        <Field label="Téléphone">
          {parent.phone && (
            <a
              href={`tel:${parent.phone.replace(/[^\d+]/g, "")}`}
              className="inline-flex items-center gap-1.5 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4" />
              {parent.phone}
            </a>
          )}
        </Field>
        <Field label="E-mail">
          <a
            href={`mailto:${parent.email}`}
            className="inline-flex items-center gap-1.5 font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {parent.email}
          </a>
        </Field>
        <Field label="Adresse">{address?.join("\n")}</Field>
      </dl>
      <ParentErasure parentId={parent.id} parentName={`${parent.firstName} ${parent.lastName}`.trim()} onErased={onErased} />
    </Section>
  );
}

/** Each plaine's participation certificate for the mutualité: printed from here for a parent who asks, or why not yet. */
/** "3 jours de présence", "1 jour de présence", never "0 jour" (docs/french.md). */
function presenceDays(days: number): string {
  return days === 0 ? "aucun jour de présence" : days === 1 ? "1 jour de présence" : `${days} jours de présence`;
}

function MutualitySection({ certificates }: { certificates: AdminChildSheet["mutuality"] }) {
  return (
    <Section id="child-sheet-mutuality" title="Attestations de mutualité">
      {certificates.length === 0 ? (
        <p className="text-muted">Aucune plaine pour cet enfant.</p>
      ) : (
        <ul className="space-y-3">
          {certificates.map((certificate) => (
            <li
              key={certificate.activity.id}
              data-testid="sheet-mutuality"
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{certificate.activity.title}</p>
                <p className="text-sm text-muted">
                  {formatDateRangeFr(certificate.activity.startDate, certificate.activity.endDate)}
                  {certificate.unavailableReason === null &&
                    ` · ${presenceDays(certificate.daysPresent)} · ${formatEuros(certificate.paidCents)}`}
                </p>
                {certificate.unavailableReason !== null && (
                  <p className="text-sm text-muted">Pas encore disponible&nbsp;: {certificate.unavailableReason}.</p>
                )}
              </div>
              {certificate.unavailableReason === null && (
                <a
                  href={adminCertificatePaths.mutualityPdf.url({ activityId: certificate.activity.id, childId: certificate.child.id })}
                  target="_blank"
                  rel="noopener"
                  className={buttonClasses({ variant: "outline", size: "sm", className: "w-full shrink-0 sm:w-auto" })}
                >
                  <Printer aria-hidden="true" className="size-4" />
                  Imprimer l'attestation<span className="sr-only"> de mutualité pour {certificate.activity.title}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The child's whole file for an administrator: health, parent's contact, registrations, and who read the medical part. */
export function ChildFile({ sheet, onParentErased }: { sheet: AdminChildSheet; onParentErased: () => void }) {
  const { child, parent, registrations, medicalAccess, consentHistory } = sheet;
  return (
    <div className="space-y-8">
      <Section id="child-sheet-medical" title="Informations médicales">
        <dl className="space-y-3">
          <Field label="Allergies">{child.allergies}</Field>
          <Field label="Problèmes de santé">{child.medicalConditions}</Field>
          <Field label="Médicaments">{child.medications}</Field>
          <Field label="Médecin traitant">{child.doctorContact}</Field>
          <Field label="Informations complémentaires">{child.additionalInfo}</Field>
        </dl>
      </Section>

      <Section id="child-sheet-health-form" title="Fiche santé">
        <dl className="space-y-3">
          {healthFormLines(child).map((line) => (
            <Field key={line.label} label={line.label}>
              {line.value}
            </Field>
          ))}
        </dl>
      </Section>

      <ConsentSection consent={child.medicalConsent} history={consentHistory} />

      <ParentSection parent={parent} onErased={onParentErased} />

      <Section id="child-sheet-registrations" title="Inscriptions">
        {registrations.length === 0 ? (
          <p className="text-muted">Aucune inscription.</p>
        ) : (
          <ul className="space-y-3">
            {registrations.map((registration) => (
              <li key={registration.id} data-testid="sheet-registration" className="rounded-xl border border-slate-200 p-3">
                <p className="font-semibold text-ink">{registration.activity.title}</p>
                <p className="text-sm text-muted">
                  {formatDateRangeFr(registration.activity.startDate, registration.activity.endDate)} · Réf. {registration.reference}
                </p>
                <p className="mt-2 flex flex-wrap gap-2">
                  <Badge tone={REGISTRATION_TONES[registration.status]}>Inscription&nbsp;: {registration.statusLabel}</Badge>
                  <Badge tone={PAYMENT_TONES[registration.paymentStatus]}>Paiement&nbsp;: {registration.paymentStatusLabel}</Badge>
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <MutualitySection certificates={sheet.mutuality} />

      <Section id="child-sheet-access" title="Accès aux informations médicales">
        {medicalAccess.length === 0 ? (
          <p className="text-muted">Aucun accès enregistré.</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label="Historique des accès">
            {medicalAccess.map((access, index) => (
              // The log has no id: an instant and an actor may repeat, their place in the list does not.
              <li key={index} data-testid="medical-access" className="px-3 py-2 text-sm">
                <p className="font-medium text-ink">
                  {access.actor.name} <span className="font-normal break-all text-muted">({access.actor.email})</span>
                </p>
                <p className="text-muted">
                  <time dateTime={access.at}>{formatDateTimeFr(access.at)}</time> · {MEDICAL_ACCESS_KIND_LABELS[access.kind]}
                </p>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}
