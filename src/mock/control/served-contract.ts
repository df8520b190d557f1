import { openapiDocument } from '../../contract/openapi-document.js';

interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; description?: string; enum?: string[] }>;
}

/**
 * openapi.yaml as the mock serves it (`GET /__linkproof/openapi.json`): its server's `base_url` defaults to this
 * mock's own address, so a client generated, or a collection imported, from it calls this mock. The rest as written.
 */
export function servedContract(baseUrl: string): object {
  const { servers } = openapiDocument as { servers?: ServerObject[] };
  const aimed = (servers ?? []).map((server) => {
    const variable = server.variables?.base_url;
    return variable === undefined ? server : { ...server, variables: { ...server.variables, base_url: { ...variable, default: baseUrl } } };
  });
  return { ...openapiDocument, servers: aimed };
}
