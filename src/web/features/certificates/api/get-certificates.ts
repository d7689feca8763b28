import { queryOptions } from "@tanstack/react-query";
import { certificatePaths, type MyCertificatesView } from "../../../../domain/contracts/certificates.ts";
import { api } from "../../../lib/api-client.ts";
import { certificateKeys } from "../../../lib/query-keys.ts";
import { askedAgainOnEachVisit } from "../../../lib/each-visit.ts";

/** What the parent's certificates are: per year and child, per plaine and child, and what they still need. */
function getCertificates(signal?: AbortSignal): Promise<MyCertificatesView> {
  return api.get<MyCertificatesView>(certificatePaths.list.url(), { signal });
}

export function certificatesQueryOptions() {
  return queryOptions({
    queryKey: certificateKeys.mine(),
    queryFn: ({ signal }) => getCertificates(signal),
    // Attendance and payments are recorded on the administrators' side: ask again on each visit.
    staleTime: askedAgainOnEachVisit,
  });
}

/** The PDF of a child's tax certificate 281.86 for an income year: a plain link downloads it with the session cookie. */
export const childcarePdfUrl = (year: number, childId: string) => certificatePaths.childcare.url({ year: String(year), childId });

/** The PDF of a child's participation certificate for a plaine, for the mutualité. */
export const mutualityPdfUrl = (activityId: string, childId: string) => certificatePaths.mutualityPdf.url({ activityId, childId });
