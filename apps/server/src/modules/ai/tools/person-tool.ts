import type { AiDataSource, AiStockRef } from '@myeolgong/contract/ai';
import { personFactLabels } from '@myeolgong/contract/ai-wire';
import { z } from 'zod';
import type { AiRepository, PersonRow } from '../ai.repository';
import type { Tool } from '../engine/agent-run';
import {
  choiceLabel,
  createPersonResolver,
  type PersonKey,
  type PersonResolver,
} from '../knowledge/person-resolver';
import type { StockDataPort } from './stock-port';

const KB_PROVIDER = '인물 지식베이스';
/** How long the resolver's index of names is reused before it is read again (other instances). */
const INDEX_TTL_MS = 30_000;

const QuestionArgs = z.object({ question: z.string().trim().min(1).max(500) });

/** Well-known reference sites by host, for the name of a source. */
const SITE_NAMES: [RegExp, string][] = [
  [/(^|\.)encykorea\.aks\.ac\.kr$/, '한국민족문화대백과사전'],
  [/(^|\.)wikipedia\.org$/, '위키백과'],
  [/(^|\.)namu\.wiki$/, '나무위키'],
  [/(^|\.)doopedia\.co\.kr$/, '두산백과'],
  [/(^|\.)terms\.naver\.com$/, '네이버 지식백과'],
  [/(^|\.)britannica\.com$/, '브리태니커'],
  [/(^|\.)history\.go\.kr$/, '국사편찬위원회'],
  [/(^|\.)people\.aks\.ac\.kr$/, '한국역대인물 종합정보'],
  [/(^|\.)kmdb\.or\.kr$/, '한국영화데이터베이스'],
  [/(^|\.)olympics\.com$/, '올림픽 공식 사이트'],
  [/(^|\.)fifa\.com$/, 'FIFA'],
  [/(^|\.)assembly\.go\.kr$/, '대한민국 국회'],
  [/(^|\.)president\.go\.kr$/, '대한민국 대통령실'],
];

/** A short name of the site a source URL belongs to: 위키백과, or its host. */
export function siteName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '').replace(/^m\./, '');
  } catch {
    return url;
  }
  return SITE_NAMES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}

/** A fact of an entry with the page it was checked against. */
interface PersonFactView {
  label: string;
  value: string;
  source: string;
}

export interface PersonCard {
  id: number;
  name: string;
  hanja: string | null;
  romanized: string | null;
  aliases: string[];
  category: string | null;
  roles: string[];
  descriptor: string;
  born: string | null;
  died: string | null;
  summary: string;
  summarySource: string | null;
  facts: PersonFactView[];
  stocks: AiStockRef[];
  asOf: string | null;
  links: { title: string; url: string }[];
}

export type PersonLookup =
  | { resolution: 'found'; person: PersonCard; asked: string[] }
  | { resolution: 'ambiguous'; term: string; choices: string[] }
  | { resolution: 'none'; term: string; suggestions: string[] };

/** Words of a question that ask for one kind of fact first. */
const ASKS: [RegExp, string][] = [
  [/생일|출생|태어|나이|몇 ?살|고향/, '출생'],
  [/사망|죽|돌아가|별세|서거/, '사망'],
  [/작품|대표작|영화|노래|앨범|소설|책|저서|곡/, '주요 작품'],
  [/기록|골|득점|메달/, '기록'],
  [/수상|상을|받은 상/, '수상'],
  [/학교|학력|대학|졸업/, '학력'],
  [/소속|팀|회사|구단/, '소속'],
  [/직위|직책|자리|직함/, '직위'],
  [/업적|한 일|유명/, '대표 업적'],
  [/경력|이력/, '경력'],
];

/** The fact labels a question asks for first, e.g. ['출생'] for '손흥민 생일이 언제야?'. */
function askedLabels(question: string): string[] {
  return ASKS.filter(([pattern]) => pattern.test(question)).map(([, label]) => label);
}

const labelRank = (label: string) => {
  const at = (personFactLabels as readonly string[]).indexOf(label);
  return at < 0 ? personFactLabels.length : at;
};

/** The distinct source URLs of an entry, in the order an answer cites them. */
function sourceUrls(person: Pick<PersonCard, 'summarySource' | 'facts'>): string[] {
  const urls: string[] = [];
  for (const url of [person.summarySource, ...person.facts.map((f) => f.source)]) {
    if (url && !urls.includes(url)) urls.push(url);
  }
  return urls;
}

export interface PersonToolDeps {
  repo: Pick<AiRepository, 'peopleKeys' | 'findPerson' | 'peopleByIds'>;
  stocks: () => StockDataPort | null;
  now?: () => number;
}

/**
 * lookup_person: reads the question, finds the entry it is about (names, aliases, romanised
 * names, namesakes told apart), and gives its summary and facts, each with its source, or the
 * choices of an ambiguous name, or close names when none matched.
 */
export function createPersonTool(deps: PersonToolDeps) {
  const now = deps.now ?? Date.now;
  let cached: { at: number; resolver: PersonResolver } | null = null;

  async function resolver() {
    if (cached && now() - cached.at < INDEX_TTL_MS) return cached;
    const keys = (await deps.repo.peopleKeys()).map((k): PersonKey => ({
      ...k,
      descriptor: k.descriptor ?? '',
    }));
    cached = { at: now(), resolver: createPersonResolver(keys) };
    return cached;
  }

  async function card(row: PersonRow): Promise<PersonCard> {
    const facts = [...row.facts].sort((a, b) => labelRank(a.label) - labelRank(b.label));
    const port = deps.stocks();
    const stocks: AiStockRef[] = [];
    for (const code of row.stock_codes) {
      const quote = port ? await port.quote(code).catch(() => null) : null;
      stocks.push({ stockCode: code, stockName: quote?.stockName ?? code });
    }
    return {
      id: row.id,
      name: row.name,
      hanja: row.hanja,
      romanized: row.romanized,
      aliases: row.aliases,
      category: row.category,
      roles: row.roles,
      descriptor: row.descriptor,
      born: row.born,
      died: row.died,
      summary: row.summary,
      summarySource: row.summary_source,
      facts,
      stocks,
      asOf: row.as_of,
      links: row.links,
    };
  }

  const sourcesOf = (p: PersonCard): AiDataSource[] => {
    const sources: AiDataSource[] = sourceUrls(p).map((url) => {
      const labels = [
        ...(url === p.summarySource ? ['요약'] : []),
        ...new Set(p.facts.filter((f) => f.source === url).map((f) => f.label)),
      ];
      // The title says what the page backs up: 손흥민 · 위키백과 (출생, 소속).
      return {
        type: 'link',
        title: `${p.name} · ${siteName(url)}${labels.length ? ` (${labels.join(', ')})` : ''}`,
        url,
        time: p.asOf,
        provider: siteName(url),
        excerpt: null,
      };
    });
    for (const link of p.links) {
      sources.push({
        type: 'link',
        title: link.title,
        url: link.url,
        time: p.asOf,
        provider: KB_PROVIDER,
        excerpt: null,
      });
    }
    return sources;
  };

  const tool: Tool<z.infer<typeof QuestionArgs>, PersonLookup> = {
    name: 'lookup_person',
    description:
      '인물 지식베이스에서 질문이 가리키는 인물을 찾습니다(이름, 별칭, 로마자 이름, 호칭과 조사가 붙은 질문 모두). 찾으면 요약과 출처가 달린 사실을, 동명이인이면 선택지를, 없으면 비슷한 이름을 돌려줍니다. 여기에 없는 사실은 말하지 마세요.',
    parameters: {
      type: 'object',
      properties: {
        question: { type: 'string', description: '사용자의 질문 또는 인물 이름 그대로' },
      },
      required: ['question'],
      additionalProperties: false,
    },
    parse: (args) => QuestionArgs.parse(args),
    title: ({ question }) => `인물 지식베이스에서 ‘${question}’ 찾기`,
    async run({ question }) {
      const { resolver: r } = await resolver();
      const found = r.resolve(question);
      if (found.kind === 'found') {
        const row = await deps.repo.findPerson(found.id);
        if (row) {
          const person = await card(row);
          return {
            data: { resolution: 'found', person, asked: askedLabels(question) },
            ok: true,
            detail: `${person.name}${person.descriptor ? `(${person.descriptor})` : ''} 항목 찾음`,
            sources: [
              ...sourcesOf(person),
              {
                type: 'person',
                title: person.name,
                url: null,
                time: person.asOf,
                provider: KB_PROVIDER,
                excerpt: person.summary.slice(0, 140),
              },
            ],
            evidence: 45 + Math.min(person.facts.length * 3, 15),
            relatedStocks: person.stocks,
          };
        }
      }
      if (found.kind === 'ambiguous') {
        const rows = await deps.repo.peopleByIds(found.ids);
        const choices = rows.map((row) => choiceLabel({ ...row }));
        return {
          data: { resolution: 'ambiguous', term: rows[0]?.name ?? found.term, choices },
          ok: false,
          detail: `같은 이름 ${choices.length}명: 누구인지 골라 주세요`,
          sources: [],
          evidence: 0,
          suggestions: choices,
        };
      }
      const term = found.kind === 'none' ? found.term : question;
      const suggestions =
        found.kind === 'none'
          ? found.suggestions.map((p) => p.name)
          : r.suggest(term).map((p) => p.name);
      return {
        data: { resolution: 'none', term, suggestions },
        ok: false,
        detail: suggestions.length
          ? `등록된 항목 없음, 비슷한 이름 ${suggestions.length}개`
          : '등록된 항목 없음',
        sources: [],
        evidence: 0,
        suggestions,
      };
    },
  };

  return {
    tool,
    /** Drops the index of names (an operator changed the knowledge base). */
    invalidate() {
      cached = null;
    },
  };
}
