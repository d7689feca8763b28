import { type parentLookupSchema, type ParentLookupInput } from "../../../../../domain/contracts/privacy-input.ts";
import type { ZodForm } from "../../../../components/form/use-zod-form.ts";
import { adminPrivacyPaths, type AdminParentRecord } from "../../../../../domain/contracts/privacy.ts";
import { api, isApiError, isSessionExpired } from "../../../../lib/api-client.ts";
import { useMutation } from "@tanstack/react-query";
import { showServerErrors } from "../../../../components/form/server-errors.ts";
import { toastApiError } from "../../../../lib/error-toast.ts";

const LOOKUP_ERROR = "La recherche n'a pas abouti";

/** The account an e-mail address belongs to, children or not; the address travels in the body, never in a logged URL. */
function findParent(input: ParentLookupInput): Promise<AdminParentRecord> {
  return api.post<AdminParentRecord>(adminPrivacyPaths.findParent.url(), input);
}

/** Finds a parent by e-mail: a refusal under the field it is about, or in the one error toast. */
export function useFindParent(form: ZodForm<typeof parentLookupSchema>, setRecord: (record: AdminParentRecord | null) => void) {
  return useMutation({
    mutationFn: (input: ParentLookupInput) => findParent(input),
    onMutate: () => setRecord(null),
    onSuccess: setRecord,
    onError: (error) => {
      if (isSessionExpired(error)) return;
      if (showServerErrors(form, error)) return;
      // No account for the address: said under the field, which keeps what was typed.
      if (isApiError(error) && error.status === 404) form.setError("email", { type: "server", message: error.message });
      else toastApiError(error, LOOKUP_ERROR);
    },
  });
}
