import { useMutation } from "@tanstack/react-query";
import { registrationPaths, type TariffProofQuery, type TariffProofUpload } from "../../../../domain/contracts/registrations.ts";
import { api } from "../../../lib/api-client.ts";
import { toastApiError } from "../../../lib/error-toast.ts";

const PROOF_UPLOAD_ERROR = "La preuve n'a pas été envoyée";

/** Sends a proof's bytes as they are (the server reads its type from them): its id is what the registration names. */
function uploadTariffProof(file: File): Promise<TariffProofUpload> {
  const query: TariffProofQuery = { name: file.name };
  return api.upload<TariffProofUpload>(registrationPaths.tariffProofs.url(), file, { query });
}

/** A proof of a tariff sent as soon as it is chosen; the field shows the refusal, the toast says it too. */
export function useUploadTariffProof() {
  return useMutation({
    mutationFn: uploadTariffProof,
    onError: (error) => toastApiError(error, PROOF_UPLOAD_ERROR),
  });
}
