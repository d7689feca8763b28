import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import type { Profile } from "../../../../domain/contracts/profile.ts";
import { profileSchema } from "../../../../domain/contracts/profile-input.ts";
import { Form } from "../../../components/form/form.tsx";
import { FormNumericField, FormTextField } from "../../../components/form/form-text-field.tsx";
import { useZodForm } from "../../../components/form/use-zod-form.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useUpdateProfile } from "../api/update-profile.ts";
import { profileFormValues } from "../profile-form-values.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProfileForm({ profile }: { profile: Profile }) {
  // The e-mail is shown beside the form, not part of it: the schema's fields only.
  const form = useZodForm(profileSchema, { defaultValues: profileFormValues(profile) });
  const { formState, reset } = form;

  const save = useUpdateProfile(form);

  return (
    <Form form={form} onSubmit={(values) => save.mutate(values)} className="space-y-8" aria-label="Mon profil">
      <p className="text-sm text-muted">
        Les champs marqués d'un <span className="text-red-700">*</span> sont obligatoires.
      </p>
      <Section title="Identité">
        <TextField
          id="profile-email"
          label="Adresse e-mail"
          type="email"
          value={profile.email}
          readOnly
          hint="L'adresse e-mail de votre compte ne peut pas être modifiée."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField id="profile-first-name" name="firstName" label="Prénom" autoComplete="given-name" markRequired />
          <FormTextField id="profile-last-name" name="lastName" label="Nom" autoComplete="family-name" markRequired />
        </div>
        <FormTextField
          id="profile-phone"
          name="phone"
          label="Téléphone ou GSM"
          type="tel"
          autoComplete="tel"
          placeholder="Ex.&nbsp;: 0470 12 34 56"
          hint="Un numéro de GSM belge ou d'un autre pays (avec son indicatif, ex.&nbsp;: +33 6 12 34 56 78) reçoit par SMS les messages urgents du jour&nbsp;; sans GSM, ils arrivent par e-mail."
        />
      </Section>

      <Section title="Adresse">
        <FormTextField id="profile-street" name="addressStreet" label="Rue et numéro" autoComplete="street-address" />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <FormTextField
            id="profile-postal-code"
            name="addressPostalCode"
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
          />
          <FormTextField id="profile-city" name="addressCity" label="Ville" autoComplete="address-level2" />
        </div>
        <FormTextField id="profile-country" name="addressCountry" label="Pays" autoComplete="country-name" />
      </Section>

      <Section title="Attestation fiscale">
        <FormNumericField
          id="profile-national-number"
          name="nationalNumber"
          label="Numéro de registre national"
          placeholder="Ex.&nbsp;: 85.07.30-033.28"
          hint="Facultatif&nbsp;: l'attestation fiscale de frais de garde (281.86) le demande pour la personne qui paie. Il est chiffré, n'apparaît que sur l'attestation et n'est jamais envoyé par e-mail."
        />
      </Section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {formState.isDirty && (
          <Button variant="ghost" disabled={save.isPending} onClick={() => reset()}>
            Annuler les modifications
          </Button>
        )}
        <Button type="submit" disabled={!formState.isDirty || save.isPending}>
          <Save aria-hidden="true" className="size-4" />
          {save.isPending ? "Enregistrement en cours..." : "Enregistrer"}
        </Button>
      </div>
    </Form>
  );
}
