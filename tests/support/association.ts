import { publicAssociation } from "../../src/domain/association.ts";
import { DEMO_ASSOCIATION } from "../../src/server/demo/demo-association.ts";

/** An association that signs the e-mails a test builds itself (the demonstration's). */
export const TEST_SENDER = publicAssociation(DEMO_ASSOCIATION.identity);
