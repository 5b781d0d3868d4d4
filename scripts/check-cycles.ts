/**
 * The import cycle check of `npm run lint` (`npm run cycles`): dependency-cruiser reads every
 * module of each package's and app's src, e2e and scripts with the rule of
 * .dependency-cruiser.js (no module imports itself through others, across packages too), then
 * the folder check (folder-cycles.ts) looks for folders importing each other in a circle.
 *
 *   npx tsx scripts/check-cycles.ts
 */
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { folderCycles, type FolderCycle, type Import } from './folder-cycles';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the modules are, from the repository root (globs as dependency-cruiser reads them). */
export const SOURCE_ROOTS = ['packages/*/src', 'apps/*/src', 'e2e', 'scripts'];

export interface ImportCycles {
  /** Each module cycle once, as its path: `[a, b, a]`. */
  readonly moduleCycles: readonly (readonly string[])[];
  readonly folderCycles: readonly FolderCycle[];
  readonly modules: number;
  readonly imports: readonly Import[];
}

/** A cycle written from its smallest module, so that each one is reported once. */
const canonical = (cycle: readonly string[]): string[] => {
  const ring = cycle.slice(0, -1);
  const start = ring.indexOf([...ring].sort()[0]!);
  const turned = [...ring.slice(start), ...ring.slice(0, start)];
  return [...turned, turned[0]!];
};

/** Cruises the modules under `baseDir` (the repository by default) and finds every cycle. */
export async function findImportCycles(baseDir = repoRoot): Promise<ImportCycles> {
  const configFile = resolve(repoRoot, '.dependency-cruiser.js');
  const options = await extractDepcruiseOptions(configFile);
  const tsConfigFile = resolve(repoRoot, options.tsConfig?.fileName ?? 'tsconfig.base.json');
  const { output } = await cruise(
    SOURCE_ROOTS,
    { ...options, baseDir, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  const result = JSON.parse(output as string) as ICruiseResult;
  if (result.modules.length === 0) throw new Error(`no modules found under ${baseDir}`);
  const cycles = new Map<string, string[]>();
  for (const violation of result.summary.violations) {
    if (violation.rule.name !== 'no-circular' || !violation.cycle) continue;
    const cycle = canonical([violation.from, ...violation.cycle.map((step) => step.name)]);
    cycles.set(cycle.join('\n'), cycle);
  }
  const imports = result.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => !dependency.coreModule && !dependency.couldNotResolve)
      .map((dependency) => ({ from: module.source, to: dependency.resolved })),
  );
  return {
    moduleCycles: [...cycles.values()].sort((a, b) => (a.join() < b.join() ? -1 : 1)),
    folderCycles: folderCycles(imports),
    modules: result.modules.length,
    imports,
  };
}

/** The report of `npm run cycles`: each cycle, with the imports that close each folder cycle. */
export function describeCycles({ moduleCycles, folderCycles: folders }: ImportCycles): string[] {
  return [
    ...moduleCycles.map((cycle) => `module cycle: ${cycle.join(' → ')}`),
    ...folders.flatMap((cycle) => [
      `folder cycle in ${cycle.folder || '.'}/: ${cycle.entries.join(' ⇄ ')}`,
      ...cycle.imports.map((link) => `    ${link.from} imports ${link.to}`),
    ]),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const found = await findImportCycles();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const lines = describeCycles(found);
  if (lines.length > 0) {
    console.error(lines.join('\n'));
    console.error(
      `\n✖ ${found.moduleCycles.length} module and ${found.folderCycles.length} folder import cycles ` +
        `(${found.modules} modules, ${seconds} s). Move what both sides use down to a module ` +
        'or folder of its own.',
    );
    process.exitCode = 1;
  } else {
    console.log(
      `✔ no import cycle: ${found.modules} modules and ${found.imports.length} imports, ` +
        `no module or folder imports itself through others (${seconds} s)`,
    );
  }
}
