import { KnowledgePerson } from '@myeolgong/contract/ai';
import { personCategories } from '@myeolgong/contract/ai-wire';
import { describe, expect, it } from 'vitest';
import { parseKnowledge, readKnowledgeFiles } from './load-knowledge';
import { isReferenceSource } from './reference-sources';

// The shipped knowledge files themselves: whatever is in knowledge/people/*.json must pass.
const files = await readKnowledgeFiles();

const entries = files.flatMap((file) =>
  (JSON.parse(file.text) as unknown[]).map((raw, index) => ({ file: file.name, index, raw })),
);

describe('the shipped people knowledge base', () => {
  it('has files, each an array of entries', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(Array.isArray(JSON.parse(file.text)), file.name).toBe(true);
  });

  it('gives every entry a fact, an http(s) source for every fact, an as-of date and a valid category', () => {
    for (const { file, index, raw } of entries) {
      const where = `${file}#${index} ${(raw as { id?: string }).id ?? ''}`;
      const parsed = KnowledgePerson.safeParse(raw);
      expect(parsed.success ? '' : JSON.stringify(parsed.error.issues[0]), where).toBe('');
      if (!parsed.success) continue;
      const entry = parsed.data;
      expect(entry.facts.length, where).toBeGreaterThanOrEqual(1);
      for (const fact of entry.facts) expect(fact.source, where).toMatch(/^https?:\/\/\S+$/);
      if (entry.summarySource) expect(entry.summarySource, where).toMatch(/^https?:\/\//);
      expect(entry.asOf, where).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(entry.asOf)), where).toBe(false);
      expect(personCategories, where).toContain(entry.category);
    }
  });

  it('uses every id once across all files', () => {
    const ids = entries.map((e) => (e.raw as { id: string }).id);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated).toEqual([]);
    expect(parseKnowledge(files).problems).toEqual([]);
  });

  it('cites only encyclopedia articles and official pages (reference-sources.ts)', () => {
    const offList: string[] = [];
    for (const { file, index, raw } of entries) {
      const entry = raw as {
        id: string;
        summarySource?: string | null;
        facts: { source: string }[];
      };
      const sources = [...entry.facts.map((f) => f.source), entry.summarySource ?? null];
      for (const source of sources) {
        if (source !== null && !isReferenceSource(source))
          offList.push(`${file}#${index} ${entry.id}: ${source}`);
      }
    }
    expect(offList).toEqual([]);
  });

  it('ships at least 300 people (issue 20)', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
  });
});
