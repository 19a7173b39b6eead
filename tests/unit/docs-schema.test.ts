import { describe, expect, it } from 'vitest';
import { docsSchema } from '../../src/schemas/docs';

const valid = { title: 'Sorting', description: 'Sort the rows of the Data Grid by one or more columns.' };

function issues(data: unknown): string[] {
  const result = docsSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('docs frontmatter schema', () => {
  it('accepts a title and a one-sentence description', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, hideToc: true })).toEqual([]);
  });

  it('names the field and says what is wrong', () => {
    expect(issues({ ...valid, title: ' ' })).toEqual(['title: the page title cannot be empty']);
    expect(issues({ ...valid, description: 'Too short.' })).toEqual([
      'description: write one full sentence (30 characters at least, 12 in Chinese)',
    ]);
    expect(issues({ ...valid, description: 'A description that does not end properly' })).toEqual([
      'description: end the sentence with a full stop',
    ]);
    expect(issues({ title: 'Sorting' })).toEqual(['description: Required']);
  });

  it('accepts a shorter sentence in Chinese', () => {
    expect(issues({ title: '排序', description: '按一列或多列对数据表格的行进行排序。' })).toEqual([]);
    expect(issues({ title: '排序', description: '排序。' })).toEqual([
      'description: write one full sentence (30 characters at least, 12 in Chinese)',
    ]);
  });

  it('rejects unknown fields, so a typo does not pass silently', () => {
    expect(issues({ ...valid, hideTOC: true })).toEqual([": Unrecognized key(s) in object: 'hideTOC'"]);
  });
});
