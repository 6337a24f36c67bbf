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
