// The typed client: `paths` and `components` are generated from the
// service's OpenAPI document (src/schema.d.ts, `npm run generate`);
// openapi-fetch turns them into typed calls.
import createFetchClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Schemas = components["schemas"];
/** The tools `POST /api/cycles/{id}/tools/{name}` takes. */
export type ToolName =
  paths["/api/cycles/{id}/tools/{name}"]["post"]["parameters"]["path"]["name"];

/** A client for the service at `baseUrl`, sending `token` as a bearer. */
export function createClient(baseUrl: string, token: string) {
  return createFetchClient<paths>({
    baseUrl,
    headers: { Authorization: `Bearer ${token}` },
  });
}

/** The path of a tool's own, typed operation. */
export type ToolPath<T extends ToolName> = `/api/cycles/{id}/tools/${T}`;
type ToolOperation<T extends ToolName> =
  ToolPath<T> extends keyof paths ? paths[ToolPath<T>]["post"] : never;
/** A tool's parameters, as its own operation types them. */
export type ToolParameters<T extends ToolName> =
  NonNullable<ToolOperation<T>["requestBody"]>["content"]["application/json"]["parameters"];
/** A tool's answer (`ToolResponse` with `data` its own result). */
export type ToolAnswer<T extends ToolName> =
  ToolOperation<T>["responses"][200]["content"]["application/json"];
