import type { FastifyError } from "fastify";
import type { AssociationSettings } from "../../../../domain/association.ts";
import { adminAssociationPaths, type AssociationSettingsView } from "../../../../domain/contracts/association.ts";
import { associationSchema } from "../../../../domain/contracts/association-input.ts";
import { IMAGE_SIGNATURE_LENGTH, LOGO_MAX_BYTES, LOGO_SIZE_ERROR, LOGO_TYPE_ERROR, logoUploadError } from "../../../../domain/image.ts";
import type { AppContext, RoutePlugin } from "../../../context.ts";
import { errorHandler, HttpError, notFound, parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { removeLogo, storeLogo, UnreadableImageError } from "../../../media/images.ts";
import { afterCommit } from "../../after-commit.ts";
import { type AuditSnapshot, saveAudited } from "../../audit-log.ts";
import { loadAssociation, paymentReadiness, saveAssociation, setLogo } from "../../association/index.ts";

type Deps = Pick<AppContext, "db" | "config" | "mailer" | "publicCache">;

const NO_LOGO = "L'association n'a pas de logo à retirer";

/** The settings as the form shows them, and the ways of paying they allow. */
async function settingsView({ db, config }: Deps, settings?: AssociationSettings): Promise<AssociationSettingsView> {
  return { ...(settings ?? (await loadAssociation(db))), readiness: await paymentReadiness(db, config) };
}

/** The settings as the activity log keeps them: the form's fields, the logo by its file. */
async function auditedSettings(db: Deps["db"]): Promise<AuditSnapshot> {
  const { identity, bank } = await loadAssociation(db);
  const { logoUrl, ...fields } = identity;
  return { ...fields, logo: logoUrl, iban: bank?.iban ?? null, bic: bank?.bic ?? null, beneficiary: bank?.beneficiary ?? null };
}

/**
 * The association's identity and account (decision 0043). A change shows at once everywhere: the
 * public answers and the pages drawn from them are cleared, on every process.
 */
export const adminAssociationRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, adminAssociationPaths.settings), async () => (await settingsView(context)) satisfies AssociationSettingsView);

  app.put(routeOf(app, adminAssociationPaths.settings), async (request) => {
    const input = parseInput(associationSchema, request.body ?? {});
    // Who changed what, the account included, in the activity log (the server's log names no value).
    const saved = await saveAudited(context.db, request.user, "association", {
      read: auditedSettings,
      save: (tx) => saveAssociation(tx, input),
    });
    request.log.info({ by: request.user.id }, "association settings saved");
    afterCommit(context);
    return (await settingsView(context, saved)) satisfies AssociationSettingsView;
  });

  app.delete(routeOf(app, adminAssociationPaths.logo), async (request) => {
    if (!(await loadAssociation(context.db)).identity.logoUrl) throw notFound(NO_LOGO);
    const { settings, replaced } = await saveAudited(context.db, request.user, "association", {
      read: auditedSettings,
      save: (tx) => setLogo(tx, null),
    });
    await removeLogo(context.media, replaced, request.log);
    afterCommit(context);
    return (await settingsView(context, settings)) satisfies AssociationSettingsView;
  });

  done();
};

/**
 * The logo: its bytes are the body, whatever type the browser declares; the type is read from the
 * content (PNG, JPEG or WebP; never SVG or GIF) and the size checked before it is decoded and
 * stored (media/images.ts: storeLogo). Its own plugin: the raw body parser stays here.
 */
export const adminAssociationLogoRoutes: RoutePlugin = (app, { context }, done) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: LOGO_MAX_BYTES }, (_request, body, parsed) => parsed(null, body));
  app.setErrorHandler((error: FastifyError, request, reply) =>
    errorHandler(error.statusCode === 413 ? new HttpError("PAYLOAD_TOO_LARGE", LOGO_SIZE_ERROR) : error, request, reply),
  );

  app.put(routeOf(app, adminAssociationPaths.logo), async (request) => {
    const data = request.body;
    const problem = Buffer.isBuffer(data) ? logoUploadError(data.subarray(0, IMAGE_SIGNATURE_LENGTH), data.length) : LOGO_TYPE_ERROR;
    if (problem) throw new HttpError("VALIDATION", problem, { file: problem });
    let url: string;
    try {
      url = await storeLogo(context.media, data as Buffer);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      request.log.info({ err: error }, "uploaded logo not decoded");
      throw new HttpError("VALIDATION", LOGO_TYPE_ERROR, { file: LOGO_TYPE_ERROR });
    }
    const { settings, replaced } = await saveAudited(context.db, request.user, "association", {
      read: auditedSettings,
      save: (tx) => setLogo(tx, url),
    });
    await removeLogo(context.media, replaced, request.log);
    afterCommit(context);
    return (await settingsView(context, settings)) satisfies AssociationSettingsView;
  });

  done();
};
