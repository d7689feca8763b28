import { queryOptions } from "@tanstack/react-query";
import { type Profile, profilePaths, type ProfileResponse } from "../../../../domain/contracts/profile.ts";
import { api } from "../../../lib/api-client.ts";

/** Private to the signed-in person: dropped from the cache at logout (root "profile"). */
export const profileQueryKey = ["profile"] as const;

async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const { profile } = await api.get<ProfileResponse>(profilePaths.own.url(), { signal });
  return profile;
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });
}
