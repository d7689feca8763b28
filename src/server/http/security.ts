import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers for every answer. Scripts come only from this site (no inline script at all);
 * styles may be inline because the toast library injects its own; videos only from the
 * privacy-enhanced YouTube player; images from this site or https (news may link external images).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { https }: { https: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: the preview of an image chosen in an upload field, before it is sent.
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["https://www.youtube-nocookie.com"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", "https://checkout.stripe.com"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Embedded YouTube players need cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    frameguard: { action: "deny" },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
}
