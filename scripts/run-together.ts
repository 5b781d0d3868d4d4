/**
 * Runs commands at the same time and waits for all of them (`npm run check`: typecheck and lint,
 * each on a core of its own). The output of each is printed whole when it ends, so two outputs
 * never interleave; the exit code is that of the first command given that failed, else 0.
 *
 *   npx tsx scripts/run-together.ts "npm run typecheck" "npm run lint"
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Finished {
  command: string;
  code: number;
  /** Standard output and standard error, in the order written. */
  output: string;
}

/** Runs `command` in a shell, keeping what it writes; answers once it has ended. */
export function runCommand(command: string): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => resolve({ command, code: 1, output: String(error) }));
    child.once('close', (code) =>
      resolve({ command, code: code ?? 1, output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Runs the commands at once; prints each one's output when it ends; answers the exit code. */
export async function runTogether(
  commands: readonly string[],
  print: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const codes = await Promise.all(
    commands.map(async (command) => {
      const { code, output } = await runCommand(command);
      print(`\n--- ${command} (exit code ${code})\n${output}`);
      return code;
    }),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = await runTogether(process.argv.slice(2));
}
