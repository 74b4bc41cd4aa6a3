// The dependency rules of docs/ARCHITECTURE.md, checked over every import in src/ (CI runs this):
// 1. each part imports only the parts below it (the table LAYERS);
// 2. no two folders import each other, directly or round a loop (a folder cycle makes the parts
//    inside a layer impossible to read, test or move one at a time);
// 3. no two files import each other, directly or round a loop, type-only imports included (a file cycle
//    inside a folder is invisible to rule 2: a registry that imports every connector while each connector
//    imports its types from the registry is one module in 18 files).
// Usage: node scripts/check-deps.mjs [--graph]   (--graph prints every folder edge)
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const SRC = resolve(import.meta.dirname, "..", "src");

/** What each top-level folder of src/ may import besides itself. `shared` holds helpers every part uses. */
export const LAYERS = {
  contract: [],
  shared: ["contract"],
  engine: ["contract", "shared"],
  workflows: ["contract", "shared"],
  client: ["contract", "shared"],
  "as-code": ["contract", "shared"],
  modes: ["client", "as-code", "engine", "contract", "shared"],
  action: ["modes", "client", "as-code", "contract", "shared"],
  server: ["engine", "workflows", "contract", "shared"],
  // The CLI is the composition root of `docflow serve` and `docflow worker` too.
  cli: ["modes", "client", "as-code", "server", "workflows", "contract", "shared"],
};

const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\sfrom\s*)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Comments can quote import statements; they are blanked so only code is read. */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** The folder a file belongs to for the cycle rule: src/<part>/<folder>, or src/<part> for its top files. */
function folderOf(file) {
  const parts = relative(SRC, file).split(sep);
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0];
}

export function readImports(src = SRC) {
  const imports = [];
  for (const file of sourceFiles(src)) {
    for (const match of withoutComments(readFileSync(file, "utf8")).matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith(".")) continue;
      const target = resolve(dirname(file), specifier.replace(/\.js$/, ".ts"));
      imports.push({ file, specifier, target });
    }
  }
  return imports;
}

function layerViolations(imports) {
  const problems = [];
  for (const { file, specifier, target } of imports) {
    const from = relative(SRC, file).split(sep)[0];
    const rel = relative(SRC, target);
    if (rel.startsWith("..")) {
      // package.json (for the version) is the one file outside src/ that code reads.
      if (!rel.endsWith("package.json"))
        problems.push(`${relative(SRC, file)}: imports ${specifier}, outside src/`);
      continue;
    }
    const to = rel.split(sep)[0];
    if (from === to) continue;
    const allowed = LAYERS[from];
    if (!allowed) problems.push(`${relative(SRC, file)}: src/${from} is not a part named in LAYERS`);
    else if (!allowed.includes(to))
      problems.push(`${relative(SRC, file)}: ${from} may not import ${to} (${specifier})`);
  }
  return problems;
}

function folderGraph(imports) {
  const graph = new Map();
  for (const { file, target } of imports) {
    if (relative(SRC, target).startsWith("..")) continue;
    const from = folderOf(file);
    const to = folderOf(target);
    if (from === to) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    const edges = graph.get(from);
    if (!edges.has(to)) edges.set(to, []);
    edges.get(to).push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
  }
  return graph;
}

/** Tarjan's strongly connected components; every component of two or more folders is a cycle. */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The file graph of src/: each file → the files it imports (every import, type-only ones included). */
function fileGraph(imports) {
  const graph = new Map();
  for (const { file, target } of imports) {
    if (relative(SRC, target).startsWith("..")) continue;
    const from = relative(SRC, file);
    if (!graph.has(from)) graph.set(from, new Map());
    graph.get(from).set(relative(SRC, target), [`${from} -> ${relative(SRC, target)}`]);
  }
  return graph;
}

/** One loop through a strongly connected component, as `a -> b -> ... -> a`, to say where to cut. */
function oneLoop(graph, component) {
  const inside = new Set(component);
  const start = component[0];
  const previous = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!inside.has(to)) continue;
      if (to === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)) path.splice(1, 0, at);
        return [...path, start].join(" -> ");
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return component.join(", ");
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("check-deps.mjs")) {
  const imports = readImports();
  const graph = folderGraph(imports);
  if (process.argv.includes("--graph")) {
    for (const [from, edges] of [...graph].sort()) {
      for (const [to, via] of [...edges].sort()) console.log(`${from} -> ${to} (${via.length})`);
    }
  }
  const problems = layerViolations(imports);
  for (const component of cycles(graph)) {
    const inside = new Set(component);
    const via = component.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => inside.has(to)).map(([, files]) => `    ${files[0]}`),
    );
    problems.push(`folder cycle: ${component.join(", ")}\n${via.join("\n")}`);
  }
  const files = fileGraph(imports);
  for (const component of cycles(files)) {
    problems.push(`file cycle of ${component.length} files: ${oneLoop(files, component)}`);
  }
  if (problems.length > 0) {
    console.error(`check-deps: ${problems.length} problem(s)\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `check-deps: ${imports.length} imports in src/ follow the layers; no folder cycles, no file cycles`,
  );
}
