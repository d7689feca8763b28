import { addressLine } from "../../../domain/association.ts";
import type { Db } from "../../db/client.ts";
import { logoBytes } from "../../media/images.ts";
import type { MediaStore } from "../../media/media-store.ts";
import type { PdfLetterhead } from "../../pdf/pdf.ts";
import { loadPublicAssociation } from "./service.ts";

/** The association as its PDFs show it on every page: logo, name, address and contact. */
export async function pdfLetterhead(db: Db, media: MediaStore): Promise<PdfLetterhead> {
  const association = await loadPublicAssociation(db);
  return {
    name: association.name,
    lines: [addressLine(association.address), [association.phone?.display, association.email].filter(Boolean).join(" · ")].filter(Boolean),
    logo: await logoBytes(media, association.logoUrl),
  };
}
