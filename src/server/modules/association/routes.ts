import { associationPaths } from "../../../domain/contracts/association.ts";
import type { RoutePlugin } from "../../context.ts";
import { sendPublicAnswer } from "../../http/cache.ts";
import { routeOf } from "../../http/route-path.ts";
import { associationAboutAnswer, associationAnswer } from "./service.ts";

/** Who runs the site, public: shared by every visitor, briefly cached here and by browsers. */
export const associationRoutes: RoutePlugin = (app, { context }, done) => {
  app.get(routeOf(app, associationPaths.identity), async (_request, reply) => sendPublicAnswer(reply, await associationAnswer(context)));
  // 'À propos' alone: the presentation stays out of the identity every page carries.
  app.get(routeOf(app, associationPaths.about), async (_request, reply) => sendPublicAnswer(reply, await associationAboutAnswer(context)));
  done();
};
