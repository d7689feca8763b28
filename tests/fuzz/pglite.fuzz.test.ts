import { fuzzEndpoints } from "./endpoints-fuzz.ts";

fuzzEndpoints("pglite");
