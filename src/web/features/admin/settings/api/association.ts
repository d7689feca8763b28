import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { publicAssociation } from "../../../../../domain/association.ts";
import { adminAssociationPaths, type AssociationSettingsView } from "../../../../../domain/contracts/association.ts";
import type { AssociationSettingsInput } from "../../../../../domain/contracts/association-input.ts";
import type { ImageUpload } from "../../../../components/image-upload-field/image-upload-field.tsx";
import { api, apiUrl } from "../../../../lib/api-client.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";
import { apiQueryOptions } from "../../../../lib/api-query.ts";
import { associationQueryKey, adminKeys } from "../../../../lib/query-keys.ts";
import { toast } from "../../../../lib/toast.ts";
import { uploadFile } from "../../images/api/upload-image.ts";

export function associationSettingsQueryOptions() {
  return apiQueryOptions<AssociationSettingsView>(adminKeys.association(), adminAssociationPaths.settings.url());
}

/** Saves the identity and the account; answers the whole view again. */
export function saveAssociation(input: AssociationSettingsInput): Promise<AssociationSettingsView> {
  return api.put<AssociationSettingsView>(adminAssociationPaths.settings.url(), input);
}

/**
 * A saved view becomes the page's, and the header's and footer's at once: the public identity is
 * drawn from it here rather than asked again (the browser may keep the public answer a few seconds).
 */
export function keepAssociationView(queryClient: QueryClient, view: AssociationSettingsView): void {
  queryClient.setQueryData(adminKeys.association(), view);
  queryClient.setQueryData(associationQueryKey, publicAssociation(view.identity));
}

const isSettingsView = (answer: unknown): answer is AssociationSettingsView =>
  typeof answer === "object" && answer !== null && "identity" in answer && "readiness" in answer;

/** The logo field's `upload`: the file goes to the association's logo, the field keeps its address. */
export function useLogoUpload(): ImageUpload {
  const queryClient = useQueryClient();
  return async (file, onProgress) => {
    const view = await uploadFile("PUT", apiUrl(adminAssociationPaths.logo.url()), file, onProgress, isSettingsView);
    keepAssociationView(queryClient, view);
    toast.success("Logo enregistré");
    return view.identity.logoUrl ?? "";
  };
}

/** Removes the logo: the site shows its name alone again. */
export function useRemoveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<AssociationSettingsView>(adminAssociationPaths.logo.url()),
    onSuccess: (view) => {
      keepAssociationView(queryClient, view);
      toast.success("Logo retiré");
    },
    onError: (error) => toastApiError(error, "Le logo n'a pas été retiré"),
  });
}
