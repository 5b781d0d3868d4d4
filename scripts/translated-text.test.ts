import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

const ruleIds = async (code: string, filePath = 'apps/web/src/features/x/X.tsx') => {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId);
};

// Every text a screen shows comes from the catalogues (apps/web/src/locales), so French is
// never missing a sentence written straight into a screen.
describe('screens take their words from the catalogues', () => {
  const component = (jsx: string) =>
    `export function X() {\n  return (\n    <div>\n      ${jsx}\n    </div>\n  );\n}\n`;
  it.each([
    component('<p>Save recipe</p>'),
    component('<input aria-label="Search recipes" />'),
    component('<img alt="The venue logo" src="/logo.svg" />'),
    component('<input placeholder="Name" />'),
    component('<button title="Print the label" />'),
  ])('lint refuses words written into JSX: %s', async (code) => {
    expect(await ruleIds(code)).toContain('i18next/no-literal-string');
  });

  it('lets catalogue texts, data and non-text attributes through', async () => {
    expect(
      await ruleIds(
        "import { useTranslation } from 'react-i18next';\n" +
          'export const X = ({ name }: { name: string }) => {\n' +
          "  const { t } = useTranslation('recipes');\n" +
          '  return (\n' +
          '    <p className="big" data-testid="recipe-name" aria-label={t(\'name\')}>\n' +
          '      {name}\n' +
          '    </p>\n' +
          '  );\n' +
          '};\n',
      ),
    ).not.toContain('i18next/no-literal-string');
  });

  it('tests may write words into JSX', async () => {
    expect(
      await ruleIds(component('<p>Save recipe</p>'), 'apps/web/src/features/x/X.test.tsx'),
    ).not.toContain('i18next/no-literal-string');
  });
});
