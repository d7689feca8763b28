import { useQuery } from "@tanstack/react-query";
import { waitlistSettingsSchema } from "../../../../../domain/contracts/waitlist-input.ts";
import { Form } from "../../../../components/form/form.tsx";
import { FormNumericField } from "../../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../../components/form/use-zod-form.ts";
import { Skeleton } from "../../../../components/ui/skeleton.tsx";
import { waitlistSettingsQueryOptions, useSaveOfferHours } from "../api/waitlist.ts";
import { SaveSettingsButton } from "../../shared/components/save-settings-button.tsx";

function OfferHoursForm({ offerHours }: { offerHours: number }) {
  const form = useZodForm(waitlistSettingsSchema, { defaultValues: { offerHours: String(offerHours) } });
  const save = useSaveOfferHours(form);
  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} aria-label="Durée des offres" className="space-y-4">
      <div className="max-w-xs">
        <FormNumericField id="waitlist-offer-hours" name="offerHours" label="Durée d'une offre (heures)" />
      </div>
      <SaveSettingsButton pending={save.isPending} label="Enregistrer la durée" />
    </Form>
  );
}

/** How long a place offered to the waiting list is held (48 h by default, as pretix). */
export function OfferHoursSetting() {
  const settings = useQuery(waitlistSettingsQueryOptions());
  return (
    <div className="space-y-4">
      <p className="text-ink">
        Une place libérée est réservée pendant cette durée à la famille suivante de la liste d'attente, puis proposée à la famille d'après.
        L'offre se termine toujours avant la clôture des inscriptions de la plaine.
      </p>
      {settings.data ? <OfferHoursForm offerHours={settings.data.offerHours} /> : <Skeleton className="h-24 w-full max-w-xs" />}
    </div>
  );
}
