import {
  adminTariffPaths,
  type TariffCategoriesView,
  type TariffCategoryDeleteResponse,
  type TariffCategoryResponse,
  type TariffChargeView,
} from "../../../../domain/contracts/admin-tariffs.ts";
import {
  tariffArchiveSchema,
  tariffCategoryParams,
  tariffCategorySchema,
  tariffChargeSchema,
  tariffOrderSchema,
} from "../../../../domain/contracts/admin-tariffs-input.ts";
import type { RoutePlugin } from "../../../context.ts";
import { parseInput } from "../../../http/errors.ts";
import { routeOf } from "../../../http/route-path.ts";
import { afterCommit } from "../../after-commit.ts";
import { saveAudited } from "../../audit-log.ts";
import {
  createCategory,
  deleteCategory,
  listCategories,
  loadTariffCharge,
  reorderCategories,
  saveTariffCharge,
  setArchived,
  updateCategory,
} from "./service.ts";

/**
 * The Tarifs page: the organiser's tariff categories (list, create, change, order, archive,
 * delete) and what a registration with a pending claim is charged. Each change is audited; the
 * plaines' public pages show the categories, so their cached answers are cleared.
 */
export const adminTariffRoutes: RoutePlugin = (app, { context: { db, mailer, publicCache } }, done) => {
  const changed = () => afterCommit({ mailer, publicCache });

  app.get(routeOf(app, adminTariffPaths.categories), async () => (await listCategories(db)) satisfies TariffCategoriesView);

  app.post(routeOf(app, adminTariffPaths.categories), async (request, reply) => {
    const input = parseInput(tariffCategorySchema, request.body ?? {});
    const category = await createCategory(db, request.user, input);
    changed();
    return reply.status(201).send({ category } satisfies TariffCategoryResponse);
  });

  app.put(routeOf(app, adminTariffPaths.order), async (request) => {
    const { ids } = parseInput(tariffOrderSchema, request.body ?? {});
    const view = await reorderCategories(db, request.user, ids);
    changed();
    return view satisfies TariffCategoriesView;
  });

  app.put(routeOf(app, adminTariffPaths.category), async (request) => {
    const { id } = parseInput(tariffCategoryParams, request.params);
    const input = parseInput(tariffCategorySchema, request.body ?? {});
    const category = await updateCategory(db, request.user, id, input);
    changed();
    return { category } satisfies TariffCategoryResponse;
  });

  app.put(routeOf(app, adminTariffPaths.archive), async (request) => {
    const { id } = parseInput(tariffCategoryParams, request.params);
    const { archived } = parseInput(tariffArchiveSchema, request.body ?? {});
    const category = await setArchived(db, request.user, id, archived);
    changed();
    return { category } satisfies TariffCategoryResponse;
  });

  app.delete(routeOf(app, adminTariffPaths.category), async (request) => {
    const { id } = parseInput(tariffCategoryParams, request.params);
    await deleteCategory(db, request.user, id);
    changed();
    return { outcome: "deleted" } satisfies TariffCategoryDeleteResponse;
  });

  app.get(routeOf(app, adminTariffPaths.charge), async () => (await loadTariffCharge(db)) satisfies TariffChargeView);

  app.put(routeOf(app, adminTariffPaths.charge), async (request) => {
    const { charge } = parseInput(tariffChargeSchema, request.body ?? {});
    return (await saveAudited(db, request.user, "tariff_charge", {
      read: async (tx) => ({ charge: (await loadTariffCharge(tx)).charge }),
      save: (tx) => saveTariffCharge(tx, charge),
    })) satisfies TariffChargeView;
  });

  done();
};
