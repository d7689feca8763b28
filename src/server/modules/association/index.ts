// The association's identity and bank account (decision 0043): the one place they are read and
// saved, the ways of paying they allow, and the public route every page's header and footer read.
export {
  associationAboutAnswer,
  associationAnswer,
  fillAssociationOnce,
  loadAssociation,
  loadBankAccount,
  loadPublicAssociation,
  paymentReadiness,
  readinessWith,
  saveAssociation,
  setLogo,
} from "./service.ts";
export { associationRoutes } from "./routes.ts";
export { pdfLetterhead } from "./letterhead.ts";
