/**
 * The organiser's details: the association's legal name, address and company number, its
 * certification and certifying body, who signs. One row, saved by an administrator in the
 * certificates' settings; until then the association's name and address (its settings,
 * modules/association) with the rest to enter. The legal pages print
 * the name and address; the certificates and the Belcotax file carry them all.
 */
import { eq } from "drizzle-orm";
import type { OrganiserView } from "../../../domain/contracts/certificates.ts";
import { defaultOrganiser, missingOrganiserDetails, type OrganiserDetails } from "../../../domain/organiser.ts";
import type { Db } from "../../db/client.ts";
import { organiserDetails } from "../../db/schema.ts";
import { loadAssociation } from "../association/index.ts";

export async function loadOrganiser(db: Db): Promise<OrganiserView> {
  const [row] = await db.select().from(organiserDetails).where(eq(organiserDetails.id, 1));
  const organiser: OrganiserDetails = row
    ? {
        legalName: row.legalName,
        companyNumber: row.companyNumber,
        street: row.street,
        postalCode: row.postalCode,
        city: row.city,
        certificationCode: row.certificationCode,
        certifyingBody: row.certifyingBody,
        certifyingBodyStreet: row.certifyingBodyStreet,
        certifyingBodyPostalCode: row.certifyingBodyPostalCode,
        certifyingBodyCity: row.certifyingBodyCity,
        certifyingBodyCompanyNumber: row.certifyingBodyCompanyNumber,
        recognitionNumber: row.recognitionNumber,
        signatoryName: row.signatoryName,
        signatoryRole: row.signatoryRole,
        thirdPartySharesCertified: row.thirdPartySharesCertified,
        vatMention: row.vatMention,
      }
    : defaultOrganiser((await loadAssociation(db)).identity);
  return { organiser, saved: Boolean(row), missing: missingOrganiserDetails(organiser) };
}

export async function saveOrganiser(db: Db, details: OrganiserDetails): Promise<OrganiserView> {
  await db
    .insert(organiserDetails)
    .values({ id: 1, ...details })
    .onConflictDoUpdate({ target: organiserDetails.id, set: { ...details, updatedAt: new Date() } });
  return loadOrganiser(db);
}
