import { adminCertificatePaths, type DailyCapsView, type OrganiserView } from "../../../../../domain/contracts/certificates.ts";
import type { DailyCaps } from "../../../../../domain/contracts/certificates-input.ts";
import type { OrganiserDetails } from "../../../../../domain/organiser.ts";
import { api } from "../../../../lib/api-client.ts";
import { apiQueryOptions } from "../../../../lib/api-query.ts";
import { adminKeys } from "../../../../lib/query-keys.ts";

export function organiserQueryOptions() {
  return apiQueryOptions<OrganiserView>(adminKeys.certificateOrganiser(), adminCertificatePaths.organiser.url());
}

export function saveOrganiser(details: OrganiserDetails): Promise<OrganiserView> {
  return api.put<OrganiserView>(adminCertificatePaths.organiser.url(), details);
}

export function dailyCapsQueryOptions() {
  return apiQueryOptions<DailyCapsView>(adminKeys.certificateDailyCaps(), adminCertificatePaths.dailyCaps.url());
}

export function saveDailyCaps(input: DailyCaps): Promise<DailyCapsView> {
  return api.put<DailyCapsView>(adminCertificatePaths.dailyCaps.url(), input);
}
