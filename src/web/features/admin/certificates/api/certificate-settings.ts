import { queryOptions } from "@tanstack/react-query";
import { adminCertificatePaths, type DailyCapsView, type OrganiserView } from "../../../../../domain/contracts/certificates.ts";
import type { DailyCaps } from "../../../../../domain/contracts/certificates-input.ts";
import type { OrganiserDetails } from "../../../../../domain/organiser.ts";
import { api } from "../../../../lib/api-client.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function organiserQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.certificateOrganiser(),
    queryFn: ({ signal }) => api.get<OrganiserView>(adminCertificatePaths.organiser.url(), { signal }),
  });
}

export function saveOrganiser(details: OrganiserDetails): Promise<OrganiserView> {
  return api.put<OrganiserView>(adminCertificatePaths.organiser.url(), details);
}

export function dailyCapsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.certificateDailyCaps(),
    queryFn: ({ signal }) => api.get<DailyCapsView>(adminCertificatePaths.dailyCaps.url(), { signal }),
  });
}

export function saveDailyCaps(input: DailyCaps): Promise<DailyCapsView> {
  return api.put<DailyCapsView>(adminCertificatePaths.dailyCaps.url(), input);
}
