import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zodResolver } from "@hookform/resolvers/zod";
import Save from "lucide-react/icons/save";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { Profile } from "../../../../domain/contracts/profile.ts";
import { profileSchema } from "../../../../domain/contracts/profile-input.ts";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { serverFieldErrors } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { meQueryKey } from "../../auth/api/get-me.ts";
import { profileQueryKey } from "../api/get-profile.ts";
import { updateProfile } from "../api/update-profile.ts";
import { PROFILE_FORM_FIELDS, profileFormValues } from "../profile-form-values.ts";

export const PROFILE_SAVED_MESSAGE = "Profil mis à jour avec succès";
export const PROFILE_SAVE_ERROR_MESSAGE = "Erreur lors de la mise à jour du profil";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError, reset } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: profileFormValues(profile),
  });
  const errors = formState.errors;

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryKey, saved);
      // The saved values become the new starting point: "Enregistrer" waits for the next change.
      reset(profileFormValues(saved));
      // The header and dashboard greet the person by the name just saved.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success(PROFILE_SAVED_MESSAGE);
    },
    onError: (error) => {
      // An expired session is already dealt with (toast, back to login).
      if (isSessionExpired(error)) return;
      for (const [field, message] of Object.entries(serverFieldErrors(error, PROFILE_FORM_FIELDS))) {
        setError(field as (typeof PROFILE_FORM_FIELDS)[number], { type: "server", message });
      }
      toast.error(PROFILE_SAVE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
    },
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save.mutate(values))(event)}
      className="space-y-8"
      aria-label="Mon profil"
    >
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
          <TextField
            id="profile-first-name"
            label="Prénom"
            autoComplete="given-name"
            markRequired
            error={errors.firstName?.message}
            {...register("firstName")}
          />
          <TextField
            id="profile-last-name"
            label="Nom"
            autoComplete="family-name"
            markRequired
            error={errors.lastName?.message}
            {...register("lastName")}
          />
        </div>
        <TextField
          id="profile-phone"
          label="Téléphone"
          type="tel"
          autoComplete="tel"
          placeholder="Ex. : 0470 12 34 56"
          error={errors.phone?.message}
          {...register("phone")}
        />
      </Section>

      <Section title="Adresse">
        <TextField
          id="profile-street"
          label="Rue et numéro"
          autoComplete="street-address"
          error={errors.addressStreet?.message}
          {...register("addressStreet")}
        />
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          <TextField
            id="profile-postal-code"
            label="Code postal"
            autoComplete="postal-code"
            inputMode="numeric"
            error={errors.addressPostalCode?.message}
            {...register("addressPostalCode")}
          />
          <TextField
            id="profile-city"
            label="Ville"
            autoComplete="address-level2"
            error={errors.addressCity?.message}
            {...register("addressCity")}
          />
        </div>
        <TextField
          id="profile-country"
          label="Pays"
          autoComplete="country-name"
          error={errors.addressCountry?.message}
          {...register("addressCountry")}
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
    </form>
  );
}
