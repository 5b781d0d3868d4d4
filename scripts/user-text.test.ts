import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const messagesFor = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: 'apps/web/src/features/x/X.tsx' });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

// sync-and-security-notes section 3, item 22: user text rendered via textContent or escaping.
describe('user text reaches the page as text only (checklist item 22)', () => {
  it.each([
    'export const X = ({ name }: { name: string }) => <p dangerouslySetInnerHTML={{ __html: name }} />;\n',
    'export const put = (el: HTMLElement, name: string) => {\n  el.innerHTML = name;\n};\n',
    'export const put = (el: HTMLElement, name: string) => {\n  el.outerHTML = name;\n};\n',
    "export const put = (el: HTMLElement, name: string) => el.insertAdjacentHTML('beforeend', name);\n",
    'export const put = (name: string) => document.write(name);\n',
  ])('lint refuses: %s', async (code) => {
    expect(await messagesFor(code)).toContain('no-restricted-syntax');
  });

  it('lets text through JSX and textContent', async () => {
    expect(
      await messagesFor(
        'export const X = ({ name }: { name: string }) => <p title={name}>{name}</p>;\n' +
          'export const put = (el: HTMLElement, name: string) => {\n  el.textContent = name;\n};\n',
      ),
    ).toEqual([]);
  });
});
