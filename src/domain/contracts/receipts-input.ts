/** What the receipts' endpoints accept (contract: receipts.ts): the receipt's id in the path. */
import { idParams } from "./common-input.ts";

export const receiptParams = idParams("ID du reçu invalide");
