import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { childSchema } from "../../../domain/contracts/children-input.ts";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../auth/guards.ts";
import { neverCache } from "../../http/cache.ts";
import { parseInput } from "../../http/errors.ts";
import { idParams } from "../../../domain/contracts/common-input.ts";
import { createChild, deleteChild, getChild, listChildren, updateChild } from "./service.ts";

const listQuery = z.object({
  sort: z.enum(["newest", "firstName"], { error: "Le tri doit être newest ou firstName" }).default("newest"),
});
const childParams = idParams("ID de l'enfant invalide");

/** A parent's own children: the parent id always comes from the session, never from the request. */
export function childrenRoutes(app: FastifyInstance, context: AppContext) {
  app.get("/api/children", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { sort } = parseInput(listQuery, request.query);
    return { children: await listChildren(context.db, user.id, sort) };
  });

  app.post("/api/children", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const input = parseInput(childSchema, request.body ?? {});
    return reply.status(201).send({ child: await createChild(context.db, user.id, input) });
  });

  app.get("/api/children/:id", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(childParams, request.params);
    return { child: await getChild(context.db, user.id, id) };
  });

  app.put("/api/children/:id", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(childParams, request.params);
    const input = parseInput(childSchema, request.body ?? {});
    return { child: await updateChild(context.db, user.id, id, input) };
  });

  app.delete("/api/children/:id", async (request, reply) => {
    neverCache(reply);
    const user = await requireUser(context, request);
    const { id } = parseInput(childParams, request.params);
    return { child: await deleteChild(context.db, user.id, id) };
  });
}
