import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

// The site's CSP forbids eval: zod would try it once (a violation the browser reports) before
// falling back to the same checks without generated code. Said once, for every form.
z.config({ jitless: true });

/** react-hook-form's zod resolver, with zod set up for the site: imported by the form kit only. */
export { zodResolver };
