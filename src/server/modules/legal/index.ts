// What other modules use of the legal facts: the public answer (the legal pages draw it).
export { legalAnswer } from "./routes.ts";
