// The organiser's details (who issues the certificates, whose name and address the legal pages
// print): the one place they are read and saved.
export { loadOrganiser, saveOrganiser } from "./service.ts";
