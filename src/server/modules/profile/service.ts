import { eq } from "drizzle-orm";
import type { Profile } from "../../../domain/contracts/profile.ts";
import type { ProfileInput } from "../../../domain/contracts/profile-input.ts";
import type { FieldCipher } from "../../crypto/field-encryption.ts";
import { openNationalNumber, sealNationalNumber } from "../../crypto/sealed-fields.ts";
import type { Db } from "../../db/client.ts";
import { profiles, users } from "../../db/schema.ts";

interface ProfileDeps {
  db: Db;
  cipher: FieldCipher;
}

export async function getProfile({ db, cipher }: ProfileDeps, userId: string): Promise<Profile> {
  const [row] = await db
    .select({ profile: profiles, email: users.email, name: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  const profile = row.profile;
  return {
    email: row.email,
    firstName: profile?.firstName ?? row.name,
    lastName: profile?.lastName ?? "",
    phone: profile?.phone ?? null,
    addressStreet: profile?.addressStreet ?? null,
    addressPostalCode: profile?.addressPostalCode ?? null,
    addressCity: profile?.addressCity ?? null,
    addressCountry: profile?.addressCountry ?? null,
    nationalNumber: openNationalNumber(cipher, userId, profile?.nationalNumber ?? null),
    updatedAt: (profile?.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** Only the profile's own fields change; the e-mail and the role are never taken from the form. */
export async function updateProfile(deps: ProfileDeps, userId: string, input: ProfileInput): Promise<Profile> {
  const { nationalNumber, ...fields } = input;
  // A form without the national number leaves the sealed one as it is.
  const values = {
    ...fields,
    ...(nationalNumber === undefined ? {} : { nationalNumber: sealNationalNumber(deps.cipher, userId, nationalNumber) }),
    updatedAt: new Date(),
  };
  await deps.db
    .insert(profiles)
    .values({ id: userId, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
  return getProfile(deps, userId);
}
