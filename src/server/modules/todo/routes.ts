import { todoPaths, type TodoResponse } from "../../../domain/contracts/todo.ts";
import { nowOf, type RoutePlugin } from "../../context.ts";
import { routeOf } from "../../http/route-path.ts";
import { loadTodo } from "./service.ts";

/** 'À faire' on the parent's dashboard (signed-in area): the parent comes from the session, never from the request. */
export const todoRoutes: RoutePlugin = (app, { context }, done) => {
  const { db, cipher } = context;
  app.get(routeOf(app, todoPaths.list), async (request) => {
    return (await loadTodo({ db, cipher }, request.user.id, nowOf(context.clock))) satisfies TodoResponse;
  });
  done();
};
