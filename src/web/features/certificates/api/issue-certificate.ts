import { useMutation, useQueryClient } from "@tanstack/react-query";
import { certificatePaths, type ChildcareCertificateIssued } from "../../../../domain/contracts/certificates.ts";
import { api, isApiError, isSessionExpired } from "../../../lib/api-client.ts";
import { certificateKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";

const ISSUED_MESSAGE = "Attestation délivrée";
const ISSUE_ERROR_MESSAGE = "L'attestation n'a pas pu être délivrée";

/** Issues a child's tax certificate 281.86 of an income year (its number for the year); its PDF is then a plain download. */
function issueChildcareCertificate(year: number, childId: string): Promise<ChildcareCertificateIssued> {
  return api.post<ChildcareCertificateIssued>(certificatePaths.childcare.url({ year: String(year), childId }));
}

/** 'Obtenir l'attestation': issues it, says so, and asks the certificates again (the card shows its number and the download). */
export function useIssueChildcareCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ year, childId }: { year: number; childId: string }) => issueChildcareCertificate(year, childId),
    onSuccess: async (issued) => {
      toast.success(ISSUED_MESSAGE, `N° ${issued.sequences.join(", ")}\u00a0: vous pouvez la télécharger.`);
      await queryClient.invalidateQueries({ queryKey: certificateKeys.all });
    },
    onError: (error) => {
      // An expired session is already dealt with (toast, back to login).
      if (isSessionExpired(error)) return;
      toast.error(ISSUE_ERROR_MESSAGE, isApiError(error) ? error.message : undefined);
    },
  });
}
