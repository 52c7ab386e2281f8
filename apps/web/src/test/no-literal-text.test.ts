import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The guard behind "every user-visible text goes through the catalog": the repository's
 * own eslint configuration, run on a component in a feature folder.
 */
const probe = `
export function Probe({ ok, n }: { ok: boolean; n: string }) {
  const note = { title: 'Saved changes', message: 'startRecords' };
  return (
    <div aria-label="Close dialog" title={ok ? 'Open' : n}>
      Hello there
      <span>{ok ? ' (done)' : ' (not yet)'}</span>
      <span>{\`\${n} items left\`}</span>
      <span>{n === 'draft' && n}</span>
      <span>VISA</span>
      <span>{note.title}&nbsp;·</span>
      <input placeholder="999-99-9999" />
    </div>
  );
}
`;

describe('eslint portal-text/no-literal-text', () => {
  it('reports text written out in JSX, text attributes and title/message props, not codes or marks', async () => {
    // Only the rule under test: the type-aware rules need files the TypeScript project knows.
    const eslint = new ESLint({
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === 'portal-text/no-literal-text',
    });
    const [result] = await eslint.lintText(probe, { filePath: 'apps/web/src/features/probe/probe.tsx' });
    const found = result!.messages.filter((m) => m.ruleId === 'portal-text/no-literal-text');
    expect(found.map((m) => m.message.match(/"(.*)"/)?.[1])).toEqual([
      'Saved changes',
      'Close dialog',
      'Open',
      'Hello there',
      '(done)',
      '(not yet)',
      'items left',
    ]);
  }, 60_000);
});
