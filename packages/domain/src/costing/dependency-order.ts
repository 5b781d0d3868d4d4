/**
 * Dependency order (costing-model §6) over dense integer ids 0..n-1 (whole-catalogue
 * recompute): every id after all the ids it depends on, each once. Iterative depth-first
 * search, so deep nesting never overflows the stack; an edge back into the current path (a
 * loop in stored data) is reported and skipped. Typed arrays keep it fast on large catalogues.
 */
export const dependencyOrderIds = (
  n: number,
  dependenciesOf: (id: number) => readonly number[],
  onLoop?: (from: number, to: number) => void,
): Int32Array => {
  const state = new Uint8Array(n);
  const order = new Int32Array(n);
  let count = 0;
  const ids: number[] = [];
  const deps: (readonly number[])[] = [];
  const pos: number[] = [];
  for (let root = 0; root < n; root++) {
    if (state[root] !== 0) continue;
    state[root] = 1;
    ids.push(root);
    deps.push(dependenciesOf(root));
    pos.push(0);
    while (ids.length > 0) {
      const top = ids.length - 1;
      const list = deps[top] as readonly number[];
      const at = pos[top] as number;
      if (at < list.length) {
        pos[top] = at + 1;
        const next = list[at] as number;
        if (state[next] === 0) {
          state[next] = 1;
          ids.push(next);
          deps.push(dependenciesOf(next));
          pos.push(0);
        } else if (state[next] === 1) onLoop?.(ids[top] as number, next);
      } else {
        const done = ids.pop() as number;
        deps.pop();
        pos.pop();
        state[done] = 2;
        order[count++] = done;
      }
    }
  }
  return order;
};
