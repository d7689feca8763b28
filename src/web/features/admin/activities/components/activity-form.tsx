import FilePen from "lucide-react/icons/file-pen";
import Save from "lucide-react/icons/save";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { type ActivityFormOutput, activityFormSchema, EXCERPT_MAX } from "../../../../../domain/contracts/admin-activities-input.ts";
import type { AdminActivity } from "../../../../../domain/contracts/admin-activities.ts";
import type { TariffCategoryView } from "../../../../../domain/contracts/admin-tariffs.ts";
import { paths } from "../../../../../domain/paths.ts";
import { tariffDefaultHint, tariffPriceLabel } from "../../../../../domain/tariff-categories.ts";
import { extractVideoId } from "../../../../../domain/video.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormCheckbox } from "../../../../components/form/form-checkbox.tsx";
import { FormTextArea, FormTextField } from "../../../../components/form/form-text-field.tsx";
import { UnsavedChangesDialog } from "../../../../components/form/unsaved-changes-dialog.tsx";
import { useUnsavedChangesGuard } from "../../../../components/form/use-unsaved-changes-guard.ts";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Alert } from "../../../../components/ui/alert.tsx";
import { Button, buttonClasses } from "../../../../components/ui/button.tsx";
import { VideoEmbed } from "../../../../components/video-embed.tsx";
import { useSaveActivity } from "../api/save-activity.ts";
import { ACTIVITY_FIELD_LABELS as LABELS, activityFormValues } from "../activity-fields.ts";
import { ActivityImageField } from "./activity-image-field.tsx";
import { FormSection } from "./form-section.tsx";

const SAVE_ERROR_MESSAGE = "Erreur lors de l'enregistrement";
/** A new plaine saved for administrators only, published later from the list or its page. */
const DRAFT_LABEL = "Enregistrer comme brouillon";
const DECIMAL = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/** The button says what it does, or what it waits for (the save, or the picture's URL). */
function submitLabel({ saving, uploading, editing }: { saving: boolean; uploading: boolean; editing: boolean }): string {
  if (saving) return "Enregistrement en cours...";
  if (uploading) return "Envoi de l'image en cours...";
  return editing ? "Enregistrer les modifications" : "Créer la plaine";
}

function PlacesFigure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-2xl font-bold text-ink tabular-nums">{value}</dd>
    </div>
  );
}

function VideoPreview() {
  const url = useWatch<{ videoUrl: string | null | undefined }, "videoUrl">({ name: "videoUrl" });
  if (!extractVideoId(url)) return null;
  return (
    <div className="max-w-md space-y-1.5">
      <p className="text-sm font-medium text-ink">Aperçu de la vidéo</p>
      <VideoEmbed url={url} title="Aperçu de la vidéo de la plaine" />
    </div>
  );
}

/** The plaine's title, summary and description. */
function ActivityInformationSection() {
  return (
    <FormSection title="Informations">
      <FormTextField id="activity-title" name="title" label={LABELS.title} markRequired maxLength={200} />
      <FormTextArea
        id="activity-excerpt"
        name="excerpt"
        label={LABELS.excerpt}
        rows={2}
        hint={`Le résumé montré sur les cartes de la plaine (${EXCERPT_MAX} caractères maximum).`}
      />
      <FormTextArea id="activity-description" name="description" label={LABELS.description} rows={6} markRequired />
    </FormSection>
  );
}

/** The first and last day. */
function ActivityDatesSection() {
  return (
    <FormSection title="Dates">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="activity-start-date" name="startDate" type="date" label={LABELS.startDate} markRequired />
        <FormTextField id="activity-end-date" name="endDate" type="date" label={LABELS.endDate} markRequired />
      </div>
    </FormSection>
  );
}

/** When registrations open: a Brussels date and time, or none (open once the plaine is published). */
function ActivityOpeningSection() {
  return (
    <FormSection
      title="Ouverture des inscriptions"
      description="Heure de Belgique. Laissez les deux champs vides pour ouvrir les inscriptions dès la publication."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="activity-opening-date" name="registrationsOpenDate" type="date" label="Date d'ouverture" />
        <FormTextField id="activity-opening-time" name="registrationsOpenTime" type="time" label="Heure d'ouverture" />
      </div>
      <p className="text-sm text-muted">
        Avant cette heure, la page de la plaine affiche «&nbsp;Inscriptions à partir du …&nbsp;» avec un compte à rebours, et aucune
        inscription n'est acceptée.
      </p>
    </FormSection>
  );
}

/** Where it takes place, and optionally where on a map. */
function ActivityLocationSection() {
  return (
    <FormSection title="Lieu">
      <FormTextField id="activity-location-name" name="locationName" label={LABELS.locationName} markRequired />
      <FormTextField id="activity-location-address" name="locationAddress" label={LABELS.locationAddress} markRequired />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormTextField
          id="activity-location-postal-code"
          name="locationPostalCode"
          label={LABELS.locationPostalCode}
          inputMode="numeric"
          markRequired
        />
        <FormTextField id="activity-location-city" name="locationCity" label={LABELS.locationCity} markRequired />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          id="activity-location-lat"
          name="locationLat"
          label={LABELS.locationLat}
          {...DECIMAL}
          placeholder="Ex.&nbsp;: 50,4669"
        />
        <FormTextField
          id="activity-location-lng"
          name="locationLng"
          label={LABELS.locationLng}
          {...DECIMAL}
          placeholder="Ex.&nbsp;: 4,8675"
        />
      </div>
      <p className="text-sm text-muted">Facultatives&nbsp;: les deux coordonnées ensemble situent le lieu sur une carte.</p>
    </FormSection>
  );
}

/** What a family needs before the first day, each part optional, in the organiser's words (practical-info.ts). */
function ActivityPracticalSection() {
  return (
    <FormSection
      title="Informations pratiques"
      description="Facultatives : elles s'affichent sur la page de la plaine et dans l'e-mail de confirmation, avec le lieu et son lien vers la carte. Laissez vide ce qui ne s'applique pas (1 000 caractères au maximum par champ)."
    >
      {/* One column of equal tracks on phones: a long unbroken word wraps in its field, never widens the form. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <FormTextArea
          id="activity-practical-hours"
          name="practicalHours"
          label={LABELS.practicalHours}
          rows={2}
          placeholder="Ex. : de 9 h à 16 h"
        />
        <FormTextArea
          id="activity-practical-daycare"
          name="practicalDaycare"
          label={LABELS.practicalDaycare}
          rows={2}
          placeholder="Ex. : dès 7 h 30 et jusqu'à 18 h, comprise dans le prix"
        />
        <FormTextArea
          id="activity-practical-meals"
          name="practicalMeals"
          label={LABELS.practicalMeals}
          rows={2}
          placeholder="Ex. : pique-nique à apporter, collation et soupe offertes"
        />
        <FormTextArea
          id="activity-practical-bring"
          name="practicalBring"
          label={LABELS.practicalBring}
          rows={2}
          placeholder="Ex. : gourde, casquette, crème solaire, vêtements de rechange"
        />
      </div>
      <FormTextArea
        id="activity-practical-access"
        name="practicalAccess"
        label={LABELS.practicalAccess}
        rows={2}
        placeholder="Ex. : bus 20, arrêt « Biéreau », parking rue du Biéreau, entrée par la cour"
      />
    </FormSection>
  );
}

/**
 * The plaine's price for each offered tariff category (the Tarifs page), in their order: blank,
 * the category's default applies (a percentage of the standard price) or it is not offered here.
 */
function TariffPriceFields({ categories }: { categories: readonly TariffCategoryView[] }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-ink">{LABELS.tariffs}</legend>
      {categories.length === 0 ? (
        <p className="text-sm text-muted">
          Aucun tarif n'est proposé aux familles. Les tarifs (réduit, membres…) se créent dans{" "}
          <Link to={paths.adminTariffs} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
            Tarifs
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">
            Facultatif&nbsp;: le prix de chaque tarif sur cette plaine. Qui peut en bénéficier se règle dans{" "}
            <Link to={paths.adminTariffs} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
              Tarifs
            </Link>
            .
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {categories.map((category, index) => (
              <FormTextField
                key={category.id}
                id={`activity-tariff-${category.id}`}
                name={`tariffs.${index}.price`}
                label={tariffPriceLabel(category.name)}
                {...DECIMAL}
                hint={tariffDefaultHint(category.defaultPercent)}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/** Who may come and what it costs. */
function ActivityAgesAndPricesSection({ categories }: { categories: readonly TariffCategoryView[] }) {
  return (
    <FormSection title="Âges et prix" description="Les âges vont de 2,5 à 14 ans, par demi-année. Les prix sont en euros.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField id="activity-age-min" name="ageMin" label={LABELS.ageMin} {...DECIMAL} markRequired placeholder="Ex.&nbsp;: 2,5" />
        <FormTextField id="activity-age-max" name="ageMax" label={LABELS.ageMax} {...DECIMAL} markRequired placeholder="Ex.&nbsp;: 12" />
        <FormTextField id="activity-price-standard" name="priceStandard" label={LABELS.priceStandard} {...DECIMAL} markRequired />
        <FormTextField
          id="activity-non-childcare"
          name="nonChildcare"
          label={LABELS.nonChildcare}
          {...DECIMAL}
          placeholder="0"
          hint="Repas, cotisation ou matériel compris dans le prix&nbsp;: exclus de l'attestation fiscale 281.86."
        />
      </div>
      <TariffPriceFields categories={categories} />
    </FormSection>
  );
}

/** How many places, how many are left, and whether to say that they are few. */
function ActivityPlacesSection({ activity }: { activity: AdminActivity | null }) {
  return (
    <FormSection title="Places">
      <FormTextField
        id="activity-capacity"
        name="capacity"
        label={LABELS.capacity}
        type="text"
        inputMode="numeric"
        markRequired
        className="sm:max-w-xs"
        hint="Le nombre total de places. Les places restantes en découlent."
      />
      {activity && (
        <dl className="grid max-w-md grid-cols-2 gap-3">
          <PlacesFigure label="Places réservées" value={activity.takenPlaces} />
          <PlacesFigure label="Places restantes" value={activity.remainingSpots} />
        </dl>
      )}
      <FormCheckbox
        id="activity-alert"
        name="alertePlacesLimitees"
        label={
          <>
            <span className="font-medium">{LABELS.alertePlacesLimitees}</span>
            <span className="block text-muted">Affiche un bandeau «&nbsp;places limitées&nbsp;» sur la page de la plaine.</span>
          </>
        }
      />
    </FormSection>
  );
}

/** The picture and the video. */
function ActivityMediaSection({ disabled, onUploadingChange }: { disabled: boolean; onUploadingChange: (uploading: boolean) => void }) {
  return (
    <FormSection title="Médias">
      <ActivityImageField disabled={disabled} onUploadingChange={onUploadingChange} />
      <FormTextField
        id="activity-video-url"
        name="videoUrl"
        type="url"
        label={LABELS.videoUrl}
        placeholder="https://www.youtube.com/watch?v=..."
        hint="Facultatif. Un lien YouTube, montré sur la page de la plaine."
      />
      <VideoPreview />
    </FormSection>
  );
}

/**
 * Creates a plaine (`activity` null) or edits one, with a price field per offered tariff category (`categories`). The domain's schema checks it here and again on
 * the server; what the server refuses shows under its field (a capacity below the places already
 * taken under the capacity), and everything typed stays. Leaving with unsaved changes asks first.
 */
export function ActivityForm({ activity, categories }: { activity: AdminActivity | null; categories: readonly TariffCategoryView[] }) {
  const navigate = useNavigate();
  const form = useZodForm(activityFormSchema, { defaultValues: activityFormValues(activity, categories) });
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const save = useSaveActivity(
    activity,
    form,
    () => {
      guard.release();
      void navigate(paths.adminActivities);
    },
    setProblem,
  );

  const submit = (values: ActivityFormOutput, draft = false) => {
    setProblem(null);
    save.mutate({ values, draft });
  };
  const busy = save.isPending || uploading;

  return (
    <Form
      form={form}
      onSubmit={(values) => submit(values)}
      className="space-y-6"
      aria-label={activity ? "Modifier la plaine" : "Nouvelle plaine"}
    >
      <p className="text-sm text-muted">
        Les champs marqués d'un <span className="text-red-700">*</span> sont obligatoires.
      </p>

      <ActivityInformationSection />

      <ActivityDatesSection />

      <ActivityOpeningSection />

      <ActivityLocationSection />

      <ActivityPracticalSection />

      <ActivityAgesAndPricesSection categories={categories} />

      <ActivityPlacesSection activity={activity} />

      <ActivityMediaSection disabled={save.isPending} onUploadingChange={setUploading} />

      {problem && (
        <Alert tone="error" title={SAVE_ERROR_MESSAGE}>
          {problem}
        </Alert>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.adminActivities} className={buttonClasses({ variant: "ghost" })}>
          Annuler
        </Link>
        {activity === null && (
          <Button variant="outline" disabled={busy} onClick={() => void form.handleSubmit((values) => submit(values, true))()}>
            <FilePen aria-hidden="true" className="size-4" />
            {DRAFT_LABEL}
          </Button>
        )}
        <Button type="submit" disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          {submitLabel({ saving: save.isPending, uploading, editing: activity !== null })}
        </Button>
      </div>

      <UnsavedChangesDialog blocker={guard.blocker} />
    </Form>
  );
}
