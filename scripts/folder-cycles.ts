/** One import: the importing module and the module it imports, as paths from the repository root. */
export interface Import {
  readonly from: string;
  readonly to: string;
}

/** Entries of one folder (subfolders end in '/') that import each other in a circle. */
export interface FolderCycle {
  /** The folder whose entries form the circle ('' for the repository root). */
  readonly folder: string;
  readonly entries: readonly string[];
  /** One import for each step between two entries of the circle. */
  readonly imports: readonly Import[];
}

/** A test may set up what it needs: its imports make no folder depend on another. */
export const isTestFile = (path: string): boolean => /\.test\.tsx?$/.test(path);

/**
 * The two entries of one folder that an import links: the entry (file, or subfolder ending in
 * '/') holding the importing module and the one holding the imported module, directly under the
 * deepest folder holding both. Null for two files of the same folder, which only the module
 * check concerns.
 */
const linkedEntries = ({ from, to }: Import) => {
  const a = from.split('/');
  const b = to.split('/');
  let depth = 0;
  while (depth < a.length - 1 && depth < b.length - 1 && a[depth] === b[depth]) depth++;
  if (depth === a.length - 1 && depth === b.length - 1) return null;
  const entry = (parts: string[]) =>
    depth < parts.length - 1 ? `${parts[depth]}/` : parts[depth]!;
  return { folder: a.slice(0, depth).join('/'), from: entry(a), to: entry(b) };
};

/** The strongly connected groups (Tarjan) of more than one node of a directed graph. */
const circles = (graph: ReadonlyMap<string, ReadonlyMap<string, Import>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
};

/**
 * The folder cycles among `imports`: in every folder, its entries (files and subfolders) must
 * import each other one way only, so that what two of them share lies below both. Imports from
 * and to test files do not count.
 */
export const folderCycles = (imports: readonly Import[]): FolderCycle[] => {
  const graphs = new Map<string, Map<string, Map<string, Import>>>();
  const sorted = [...imports].sort((x, y) => (x.from + x.to < y.from + y.to ? -1 : 1));
  for (const link of sorted) {
    if (isTestFile(link.from) || isTestFile(link.to)) continue;
    const linked = linkedEntries(link);
    if (!linked) continue;
    const graph = graphs.get(linked.folder) ?? new Map<string, Map<string, Import>>();
    graphs.set(linked.folder, graph);
    const targets = graph.get(linked.from) ?? new Map<string, Import>();
    graph.set(linked.from, targets);
    if (!targets.has(linked.to)) targets.set(linked.to, link);
  }
  return [...graphs.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .flatMap(([folder, graph]) =>
      circles(graph).map((entries) => ({
        folder,
        entries,
        imports: entries.flatMap((entry) =>
          [...(graph.get(entry) ?? [])]
            .filter(([target]) => entries.includes(target))
            .map(([, link]) => link),
        ),
      })),
    );
};
