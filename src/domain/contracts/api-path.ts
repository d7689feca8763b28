/**
 * The address of one API endpoint, written once for both sides: the server registers `pattern`
 * (Fastify's syntax, parameters as `:name`), the browser calls `url(...)`, which fills the
 * parameters in, each one encoded. A pattern changed here moves both; a parameter renamed fails
 * the type check of every caller that still passes the old one.
 */
export interface ApiPath<Pattern extends string = string> {
  readonly pattern: Pattern;
  url(...params: UrlParams<Pattern>): string;
}

/** The names of a pattern's parameters: "/api/registrations/:id/qr.png" → "id". */
type ParamNames<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** No argument for a pattern without parameters, one object naming each of them otherwise. */
type UrlParams<Pattern extends string> = [ParamNames<Pattern>] extends [never] ? [] : [params: Record<ParamNames<Pattern>, string>];

const PARAMETER = /:(\w+)/g;

export function apiPath<Pattern extends string>(pattern: Pattern): ApiPath<Pattern> {
  return {
    pattern,
    url: (...args) => {
      const params: Record<string, string> = args[0] ?? {};
      return pattern.replace(PARAMETER, (_, name: string) => encodeURIComponent(params[name]));
    },
  };
}
