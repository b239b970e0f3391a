/** A JSON-LD node: a JSON object (its `@type`, `@id` and properties). */
export type JsonLdNode = Record<string, unknown>;

const isNode = (value: unknown): value is JsonLdNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A value that may be one item or an array of them, as an array. */
export const many = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * The local name of a schema.org term however it is written: `Person`, `schema:Person`,
 * `https://schema.org/Person`, `http://schema.org/Person#`… (the part after the last `/`, `#` or `:`).
 */
export function termName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const name = value
    .trim()
    .replace(/[/#]+$/, '')
    .split(/[/#:]/)
    .pop();
  return name ? name : null;
}

/** The type names of a node (`@type` a string or an array). */
export const typesOf = (node: JsonLdNode): string[] =>
  many(node['@type'])
    .map(termName)
    .filter((name): name is string => name !== null);

export const hasType = (node: JsonLdNode, ...names: string[]) => typesOf(node).some((type) => names.includes(type));

/**
 * Every node of the page's JSON-LD blocks, at any depth (a block may be a node, an array of nodes,
 * or hold them in `@graph`), and an index of them by `@id` to follow references such as
 * `"mainEntity": { "@id": "#person" }`. Nesting is walked to a fixed depth.
 */
export function jsonLdGraph(blocks: unknown[]): { nodes: JsonLdNode[]; resolve(value: unknown): JsonLdNode | null } {
  const nodes: JsonLdNode[] = [];
  const byId = new Map<string, JsonLdNode>();
  const walk = (value: unknown, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    nodes.push(value);
    const id = value['@id'];
    // A node with properties beyond its id is its definition; a bare { "@id" } is a reference.
    if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
    for (const [key, child] of Object.entries(value)) if (key !== '@context') walk(child, depth + 1);
  };
  walk(blocks, 0);
  return {
    nodes,
    resolve(value) {
      if (!isNode(value)) return null;
      const id = value['@id'];
      if (typeof id === 'string' && Object.keys(value).length === 1) return byId.get(id) ?? null;
      return value;
    },
  };
}
