/** What the administrators' children endpoints accept (contract: admin-children.ts). */
import "../zod-locale.ts";
import { idParams } from "./common-input.ts";

export const adminChildParams = idParams("ID de l'enfant invalide");
