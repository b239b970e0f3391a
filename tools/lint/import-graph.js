// The import graph of one app's src/, resolved the way TypeScript resolves it (its tsconfig,
// so `@/` and extensionless imports land on the right file). Type-only and dynamic imports
// count too, as they do for madge. Used by the lint rules in borders.js.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceFile = /\.(ts|tsx|mts|cts)$/;

function filesUnder(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) out.push(...filesUnder(full));
    } else if (sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Every module specifier a file names, with its 1-based line and 0-based column. */
export function importsOf(file, text) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const add = (literal) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    const { line, character } = source.getLineAndCharacterOfPosition(literal.getStart(source));
    found.push({ specifier: literal.text, line: line + 1, column: character });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * @param {string} tsconfig path of the app's tsconfig.json
 * @param {string} srcDir the folder whose files are the graph's nodes
 * @returns {{ srcDir: string, edges: Map<string, {to: string, specifier: string, line: number, column: number}[]> }}
 */
export function buildImportGraph(tsconfig, srcDir) {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.resolve(tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const options = parsed.options;
  const root = path.resolve(srcDir);
  const cache = ts.createModuleResolutionCache(path.dirname(path.resolve(tsconfig)), (f) => f, options);
  const edges = new Map();
  for (const file of filesUnder(root)) {
    const list = [];
    for (const found of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      const resolved = ts.resolveModuleName(found.specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = path.resolve(resolved.resolvedFileName);
      if (!to.startsWith(root + path.sep) || to.endsWith('.d.ts') || to === file) continue;
      list.push({ to, ...found });
    }
    edges.set(file, list);
  }
  return { srcDir: root, edges };
}

/** Strongly connected components (Tarjan) of a graph given as node -> next nodes. */
export function stronglyConnected(nodes, next) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  const components = [];
  for (const start of nodes) {
    if (indexOf.has(start)) continue;
    // Iterative, so deep chains do not overflow the call stack.
    const work = [{ node: start, children: null, i: 0 }];
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.children === null) {
        indexOf.set(frame.node, index);
        low.set(frame.node, index);
        index += 1;
        stack.push(frame.node);
        onStack.add(frame.node);
        frame.children = [...next(frame.node)];
      }
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++];
        if (!indexOf.has(child)) work.push({ node: child, children: null, i: 0 });
        else if (onStack.has(child)) low.set(frame.node, Math.min(low.get(frame.node), indexOf.get(child)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === indexOf.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          componentOf.set(member, components.length);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return { components, componentOf };
}

/** The shortest path from `from` to `to` through `next`, as a list of nodes, or null. */
export function shortestPath(from, to, next) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const out = [];
      for (let at = node; at !== null; at = cameFrom.get(at)) out.unshift(at);
      return out;
    }
    for (const child of next(node)) {
      if (!cameFrom.has(child)) {
        cameFrom.set(child, node);
        queue.push(child);
      }
    }
  }
  return null;
}
