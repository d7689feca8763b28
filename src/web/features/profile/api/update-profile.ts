import { type Profile, profilePaths, type ProfileResponse } from "../../../../domain/contracts/profile.ts";
import { api, isSessionExpired } from "../../../lib/api-client.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type profileSchema, type ProfileInput } from "../../../../domain/contracts/profile-input.ts";
import { showServerErrors } from "../../../components/form/server-errors.ts";
import { profileFormValues } from "../profile-form-values.ts";
import { type ZodForm } from "../../../components/form/use-zod-form.ts";
import { toast } from "../../../lib/toast.ts";
import { meQueryKey } from "../../../lib/query-keys.ts";
import { profileQueryKey } from "./get-profile.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const PROFILE_SAVED_MESSAGE = "Profil mis à jour avec succès";
const PROFILE_SAVE_ERROR_MESSAGE = "Erreur lors de la mise à jour du profil";

/** Saves names, phone and address; the e-mail is not part of the request and cannot change. */
async function updateProfile(input: ProfileInput): Promise<Profile> {
  const { profile } = await api.put<ProfileResponse>(profilePaths.own.url(), input);
  return profile;
}

/** Saves the profile: the saved values become the form's starting point, the header greets the new name. */
export function useUpdateProfile(form: ZodForm<typeof profileSchema>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryKey, saved);
      // The saved values become the new starting point: "Enregistrer" waits for the next change.
      form.reset(profileFormValues(saved));
      // The header and dashboard greet the person by the name just saved.
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      toast.success(PROFILE_SAVED_MESSAGE);
    },
    onError: (error) => {
      // An expired session is already dealt with (toast, back to login).
      if (isSessionExpired(error)) return;
      showServerErrors(form, error);
      toastApiError(error, PROFILE_SAVE_ERROR_MESSAGE);
    },
  });
}
