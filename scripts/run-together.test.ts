import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runTogether } from './run-together';

const scratch = mkdtempSync(join(tmpdir(), 'larder-together-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A shell command running `code` (on one line) in Node. */
const node = (code: string) => `node -e ${JSON.stringify(code.replace(/\s*\n\s*/g, ' '))}`;

describe('run-together (npm run check: typecheck and lint at once)', () => {
  it('runs the commands at the same time: the first waits for a file only the second makes', async () => {
    const file = join(scratch, 'made-by-the-second');
    const waits = node(
      `const fs = require('fs'); const end = Date.now() + 20000;
       const look = () => fs.existsSync(${JSON.stringify(file)}) ? process.exit(0)
         : Date.now() > end ? process.exit(7) : setTimeout(look, 20);
       look();`,
    );
    const makes = node(`require('fs').writeFileSync(${JSON.stringify(file)}, '')`);
    expect(await runTogether([waits, makes], () => {})).toBe(0);
    expect(existsSync(file)).toBe(true);
  });

  it("prints each command's output whole, once it ends, never interleaved", async () => {
    const printed: string[] = [];
    const file = join(scratch, 'written-by-quick');
    // Slow writes a line, waits until quick has written both of its own, then writes another.
    const slow = node(
      `const fs = require('fs'); console.log('slow 1'); const end = Date.now() + 20000;
       const look = () => fs.existsSync(${JSON.stringify(file)}) ? console.error('slow 2')
         : Date.now() > end ? process.exit(7) : setTimeout(look, 20);
       look();`,
    );
    const quick = node(
      `console.log('quick 1'); console.log('quick 2');
       require('fs').writeFileSync(${JSON.stringify(file)}, '')`,
    );
    expect(await runTogether([slow, quick], (text) => printed.push(text))).toBe(0);
    expect([...printed].sort()).toEqual(
      [
        `\n--- ${quick} (exit code 0)\nquick 1\nquick 2\n`,
        `\n--- ${slow} (exit code 0)\nslow 1\nslow 2\n`,
      ].sort(),
    );
  });

  it('waits for every command and answers the exit code of the first that failed', async () => {
    const printed: string[] = [];
    const commands = [
      node('process.exit(0)'),
      node(`setTimeout(() => process.exit(3), 200)`),
      node('process.exit(5)'),
    ];
    expect(await runTogether(commands, (text) => printed.push(text))).toBe(3);
    expect(printed).toHaveLength(3);
  });
});
