/** A JSON Schema node as @fastify/swagger writes it from the routes' zod schemas. */
export interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

export interface RouteParam {
  name: string;
  schema: SchemaNode;
  required: boolean;
}

/** One operation of the API: what a client may send it. */
export interface RouteSpec {
  method: string;
  /** The OpenAPI path, `/api/hotels/{id}`. */
  path: string;
  params: RouteParam[];
  query: RouteParam[];
  /** The JSON body's schema; absent when the route takes none (or takes a file). */
  body?: SchemaNode;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: SchemaNode }[];
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * Every operation of the OpenAPI document the app serves (`/api/openapi.json`), built from the
 * routes themselves: a route added to the app is listed here without anyone touching a list.
 */
export function routesOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): RouteSpec[] {
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]): RouteSpec => {
        const params = (op.parameters ?? []).map((p) => ({
          in: p.in,
          name: p.name,
          schema: p.schema ?? {},
          required: p.required ?? false,
        }));
        const body = op.requestBody?.content?.['application/json']?.schema;
        return {
          method: method.toUpperCase(),
          path,
          params: params.filter((p) => p.in === 'path'),
          query: params.filter((p) => p.in === 'query'),
          ...(body ? { body } : {}),
        };
      }),
  );
}
