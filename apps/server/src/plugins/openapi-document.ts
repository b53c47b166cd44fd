/**
 * The generated OpenAPI document put right where the generator (@fastify/swagger with the zod
 * type provider) leaves it short of the linter's recommended rules (test/http/
 * http-behaviour.documents.test.ts): an operationId on every operation, a type beside every
 * `nullable`, the servers and the default security, and no component schema nobody references.
 */
type Node = Record<string, unknown>;
type Document = Node & {
  paths?: Record<string, Record<string, Node>>;
  components?: Node & { schemas?: Record<string, Node> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const SCHEMA_REF = '#/components/schemas/';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) for (const item of value) walk(item, visit);
  else if (isNode(value)) {
    visit(value);
    for (const child of Object.values(value)) walk(child, visit);
  }
}

/** `get /api/posts/{id}/like` → `getApiPostsByIdLike`: stable, and unique per method and path. */
function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = (param ? param[1]! : segment)
        .split(/[^0-9A-Za-z]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join('');
      return param ? `By${word}` : word;
    });
  return method.toLowerCase() + words.join('');
}

function addOperationIds(doc: Document): void {
  const taken = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!isNode(operation)) continue;
      if (typeof operation.operationId !== 'string') {
        let id = operationIdOf(method, path);
        for (let n = 2; taken.has(id); n += 1) id = `${operationIdOf(method, path)}${n}`;
        operation.operationId = id;
      }
      taken.add(operation.operationId as string);
    }
  }
}

/**
 * OpenAPI 3.0's `nullable` only counts beside a `type`. The generator writes a nullable reference
 * as `{nullable, allOf: [$ref]}` (given the referenced schema's type here) and a nullable union
 * as `{nullable, anyOf: [...]}` (each branch made nullable instead).
 */
function typeNullables(doc: Document): void {
  const schemas = doc.components?.schemas ?? {};
  const typeOf = (branch: unknown): unknown => {
    if (!isNode(branch)) return undefined;
    if (typeof branch.$ref === 'string' && branch.$ref.startsWith(SCHEMA_REF)) {
      return schemas[branch.$ref.slice(SCHEMA_REF.length)]?.type;
    }
    return branch.type;
  };
  walk(doc, (node) => {
    if (node.nullable !== true || 'type' in node) return;
    const allOf = Array.isArray(node.allOf) ? node.allOf : null;
    const union = Array.isArray(node.anyOf)
      ? node.anyOf
      : Array.isArray(node.oneOf)
        ? node.oneOf
        : null;
    if (allOf) {
      const types = new Set(allOf.map(typeOf));
      const [type] = [...types];
      if (types.size === 1 && typeof type === 'string') node.type = type;
    } else if (union?.every((branch) => isNode(branch) && typeof branch.type === 'string')) {
      for (const branch of union as Node[]) branch.nullable = true;
      delete node.nullable;
    }
  });
}

/** Drops the component schemas no operation reaches (the generator emits an input and an output copy of each). */
function dropUnusedSchemas(doc: Document): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const refsIn = (value: unknown): string[] => {
    const found: string[] = [];
    walk(value, (node) => {
      if (typeof node.$ref === 'string' && node.$ref.startsWith(SCHEMA_REF)) {
        found.push(node.$ref.slice(SCHEMA_REF.length));
      }
    });
    return found;
  };
  const used = new Set<string>();
  const queue = refsIn({ ...doc, components: { ...doc.components, schemas: {} } });
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (used.has(name) || !schemas[name]) continue;
    used.add(name);
    queue.push(...refsIn(schemas[name]));
  }
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

export function tidyOpenApi<T extends object>(input: T): T {
  const doc = input as Document;
  // Relative: the API is served from the site's own origin, whatever its address.
  doc.servers ??= [{ url: '/', description: '이 사이트 (API와 화면이 같은 주소)' }];
  // By default a token may be sent and is not needed; operations that need one say so.
  doc.security ??= [{}, { bearerAuth: [] }];
  addOperationIds(doc);
  typeNullables(doc);
  dropUnusedSchemas(doc);
  return input;
}
