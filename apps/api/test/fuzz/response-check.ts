import Ajv2020Module from 'ajv/dist/2020.js';
import type { JsonSchema } from './schema-arbitrary';

// ajv is CommonJS; its default export arrives wrapped or not depending on the loader.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ??
  Ajv2020Module) as unknown as typeof Ajv2020Module;
type Validate = ((data: unknown) => boolean) & {
  errors?: { instancePath: string; message?: string }[] | null;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}
export interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checks response bodies against the OpenAPI document's own JSON Schemas with ajv (draft 2020-12,
 * what OpenAPI 3.1 uses). `$ref`s point into the document, which is registered whole.
 */
export function responseChecker(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  ajv.addFormat('uuid', UUID);
  ajv.addFormat('date', (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));
  ajv.addFormat('date-time', (v: string) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v));
  // Shapes the zod schemas also give as `pattern`s; the format itself adds nothing to check here.
  for (const f of ['email', 'uri', 'url', 'ipv4', 'ipv6', 'hostname', 'regex', 'int32', 'int64', 'binary']) {
    ajv.addFormat(f, true);
  }
  ajv.addSchema({ $id: 'openapi.json', components: doc.components } as object);
  const cache = new Map<string, Validate>();

  /** The documented JSON schema for a status: exact, then `4XX`-style, then `default`. */
  const documented = (op: Operation, status: number) => {
    const r = op.responses ?? {};
    return r[String(status)] ?? r[`${String(status)[0]}XX`] ?? r.default;
  };

  return {
    documented,
    /** Undefined when the body matches; else why not. */
    check(key: string, schema: JsonSchema, body: unknown): string | undefined {
      let validate = cache.get(key);
      if (!validate) {
        // Point the document-relative refs at the registered document.
        const rebased = JSON.parse(
          JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
        );
        validate = ajv.compile(rebased) as Validate;
        cache.set(key, validate);
      }
      if (validate(body)) return undefined;
      return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    },
  };
}
