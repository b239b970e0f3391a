// The borders between the parts of the apps, as lint rules (eslint.config.js turns them on; the
// rules themselves are in apps/api/README.md and apps/web/README.md). Each rule reads the whole
// import graph of its app once (import-graph.js: resolved with the app's tsconfig, type-only and
// dynamic imports included) and reports the imports that cross a border, where they are written.
import fs from 'node:fs';
import path from 'node:path';
import { buildImportGraph, shortestPath, stronglyConnected } from './import-graph.js';

const graphs = new Map();

/** The app's graph, built once per lint run (again when a linted file changed since, as in an editor). */
function graphFor(options, filename) {
  const key = path.resolve(options.src);
  const cached = graphs.get(key);
  const changed = cached && fs.existsSync(filename) && fs.statSync(filename).mtimeMs > cached.builtAt;
  if (cached && !changed) return cached;
  const builtAt = Date.now();
  const graph = buildImportGraph(options.tsconfig, options.src);
  const entry = { builtAt, graph, derived: new Map() };
  graphs.set(key, entry);
  return entry;
}

/** Something computed from the graph (the components, say), once per graph. */
function derive(entry, name, compute) {
  if (!entry.derived.has(name)) entry.derived.set(name, compute(entry.graph));
  return entry.derived.get(name);
}

const relative = (graph, file) => path.relative(graph.srcDir, file).split(path.sep).join('/');
const inside = (graph, file) => file.startsWith(graph.srcDir + path.sep);
const locOf = (edge) => ({
  start: { line: edge.line, column: edge.column },
  end: { line: edge.line, column: edge.column + edge.specifier.length + 2 },
});

const appOptions = {
  type: 'object',
  properties: {
    tsconfig: { type: 'string' },
    src: { type: 'string' },
  },
  required: ['tsconfig', 'src'],
};

/** No file reaches itself through its imports. */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that closes a circle of files (type-only and dynamic imports count)' },
    schema: [appOptions],
    messages: { cycle: 'Import cycle: {{path}}' },
  },
  create(context) {
    const options = context.options[0];
    const filename = path.resolve(context.physicalFilename);
    const entry = graphFor(options, filename);
    const { graph } = entry;
    if (!inside(graph, filename) || !graph.edges.has(filename)) return {};
    const next = (file) => (graph.edges.get(file) ?? []).map((edge) => edge.to);
    const { componentOf } = derive(entry, 'files', () => stronglyConnected([...graph.edges.keys()], next));
    const own = componentOf.get(filename);
    return {
      Program() {
        for (const edge of graph.edges.get(filename)) {
          if (componentOf.get(edge.to) !== own) continue;
          const back = shortestPath(edge.to, filename, (file) =>
            next(file).filter((to) => componentOf.get(to) === own),
          );
          const files = [filename, ...(back ?? [edge.to])].map((file) => relative(graph, file));
          context.report({ loc: locOf(edge), messageId: 'cycle', data: { path: files.join(' -> ') } });
        }
      },
    };
  },
};

/**
 * The parts of the API: each folder under modules/ is one module, every other folder of src/ (lib,
 * db, jobs...) one part, and each file at the top of src/ one part.
 */
function partOf(graph, file, nested) {
  const parts = relative(graph, file).split('/');
  if (parts.length === 1) return parts[0];
  return nested.includes(parts[0]) && parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

/**
 * No circle between the parts of the API, and no part imports a part of a higher layer (`layers`,
 * bottom first: a part named there, or a folder of `nested` for each module in it).
 */
const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that close a circle between modules, or that go up the layers' },
    schema: [
      {
        ...appOptions,
        properties: {
          ...appOptions.properties,
          nested: { type: 'array', items: { type: 'string' } },
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
        },
      },
    ],
    messages: {
      cycle: '{{from}} -> {{to}} closes a circle between modules: {{path}}',
      layer: '{{from}} may not import {{to}}: {{fromLayer}} is below {{toLayer}} (layers, bottom first: {{layers}})',
    },
  },
  create(context) {
    const options = context.options[0];
    const nested = options.nested ?? ['modules'];
    const layers = options.layers ?? [];
    const filename = path.resolve(context.physicalFilename);
    const entry = graphFor(options, filename);
    const { graph } = entry;
    if (!inside(graph, filename) || !graph.edges.has(filename)) return {};
    const part = (file) => partOf(graph, file, nested);
    const { links, componentOf } = derive(entry, 'parts', () => {
      /** part -> part -> the first import that joins them */
      const found = new Map();
      for (const [from, edges] of graph.edges) {
        for (const edge of edges) {
          const a = part(from);
          const b = part(edge.to);
          if (a === b) continue;
          if (!found.has(a)) found.set(a, new Map());
          if (!found.get(a).has(b)) found.get(a).set(b, { from, ...edge });
        }
      }
      const parts = new Set([...graph.edges.keys()].map(part));
      const { componentOf } = stronglyConnected([...parts], (p) => [...(found.get(p)?.keys() ?? [])]);
      return { links: found, componentOf };
    });
    const layerOf = (p) => layers.findIndex((layer) => layer.some((name) => p === name || p.startsWith(`${name}/`)));
    const layerName = (i) => layers[i].join(', ');
    const own = part(filename);
    return {
      Program() {
        for (const edge of graph.edges.get(filename)) {
          const target = part(edge.to);
          if (target === own) continue;
          const from = layerOf(own);
          const to = layerOf(target);
          if (from !== -1 && to !== -1 && to > from) {
            context.report({
              loc: locOf(edge),
              messageId: 'layer',
              data: {
                from: own,
                to: target,
                fromLayer: layerName(from),
                toLayer: layerName(to),
                layers: layers.map((layer) => layer.join(' ')).join(' < '),
              },
            });
          } else if (componentOf.get(target) === componentOf.get(own)) {
            const back = shortestPath(target, own, (p) =>
              [...(links.get(p)?.keys() ?? [])].filter((q) => componentOf.get(q) === componentOf.get(own)),
            );
            const hops = [];
            for (let i = 0; back && i < back.length - 1; i++) {
              const via = links.get(back[i]).get(back[i + 1]);
              hops.push(`${back[i + 1]} (${relative(graph, via.from)}:${via.line} imports '${via.specifier}')`);
            }
            context.report({
              loc: locOf(edge),
              messageId: 'cycle',
              data: { from: own, to: target, path: [own, target, ...hops].join(' -> ') },
            });
          }
        }
      },
    };
  },
};

/**
 * A feature (a folder under `features`) imports no other feature, and the shared folders (`shared`)
 * import no feature and not `composition` (the app folder, which composes the features).
 */
const featureBorders = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports between features, and from shared code into features or the app shell' },
    schema: [
      {
        ...appOptions,
        properties: {
          ...appOptions.properties,
          features: { type: 'string' },
          composition: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
        },
      },
    ],
    messages: {
      feature:
        "{{from}} imports {{to}} ('{{specifier}}'): features never import each other; move what both need to src/components, src/api or src/lib, or compose them in src/app",
      shared: "{{from}} imports {{to}} ('{{specifier}}'): shared code imports no feature and not src/{{composition}}",
    },
  },
  create(context) {
    const options = context.options[0];
    const features = options.features ?? 'features';
    const composition = options.composition ?? 'app';
    const shared = options.shared ?? [];
    const filename = path.resolve(context.physicalFilename);
    const { graph } = graphFor(options, filename);
    if (!inside(graph, filename) || !graph.edges.has(filename)) return {};
    const areaOf = (file) => {
      const parts = relative(graph, file).split('/');
      return parts[0] === features && parts.length > 2 ? `${features}/${parts[1]}` : parts[0];
    };
    const own = areaOf(filename);
    return {
      Program() {
        for (const edge of graph.edges.get(filename)) {
          const target = areaOf(edge.to);
          if (target === own) continue;
          const data = { from: own, to: relative(graph, edge.to), specifier: edge.specifier, composition };
          if (own.startsWith(`${features}/`) && target.startsWith(`${features}/`)) {
            context.report({ loc: locOf(edge), messageId: 'feature', data });
          } else if (
            shared.includes(own) &&
            (target.startsWith(`${features}/`) || target === features || target === composition)
          ) {
            context.report({ loc: locOf(edge), messageId: 'shared', data });
          }
        }
      },
    };
  },
};

export default {
  meta: { name: 'fanlens-borders' },
  rules: {
    'no-import-cycle': noImportCycle,
    'no-module-cycle': noModuleCycle,
    'feature-borders': featureBorders,
  },
};
