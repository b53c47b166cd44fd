import { KnowledgePerson, type InfluencerAnswer } from '@myeolgong/contract/ai';
import { josa } from 'es-hangul';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/users';
import { loadKnowledge, readKnowledgeFiles } from './knowledge/load-knowledge';

// The shipped knowledge base, loaded by the test app as at start, asked through the API.
let t: TestApp;
type Member = Awaited<ReturnType<typeof registerUser>>;
let asker: Member;
let admin: Member;
const LIMIT = 5000;

const shipped = (await readKnowledgeFiles()).flatMap((f) =>
  (JSON.parse(f.text) as unknown[]).map((raw) => KnowledgePerson.parse(raw)),
);

const ask = async (who: Member, question: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/influencers/ai-agent-search?name=${encodeURIComponent(question)}`,
    headers: who.auth,
  });
  expect(res.statusCode, question).toBe(200);
  return res.json() as InfluencerAnswer;
};
const adminCall = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin.auth,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A seeded shuffle, so a failure names the seed that reproduces it. */
function pickRandom<T>(items: T[], n: number, seed: number): T[] {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

beforeAll(async () => {
  t = await buildTestApp({ AI_DAILY_LIMIT: String(LIMIT) });
  asker = await registerUser(t.app);
  admin = await registerUser(t.app, { nickname: '인물담당' });
  await t.database.db
    .updateTable('users')
    .set({ role: 'ADMIN' })
    .where('id', '=', admin.user.id)
    .execute();
});
afterAll(async () => t.close());

/** The entry is named by more than one entry's name or alias: ask with its descriptor. */
const shared = (p: KnowledgePerson) =>
  shipped.filter((o) => o.id !== p.id && (o.name === p.name || o.aliases.includes(p.name))).length >
  0;

function expectStatesAFact(body: InfluencerAnswer, p: KnowledgePerson, question: string) {
  expect(body.isAgentResponse, question).toBe(true);
  expect(body.analysisSteps[0], question).toMatchObject({ tool: 'lookup_person', ok: true });
  expect(body.info, question).toContain(p.name);
  const stated = p.facts.filter((f) => body.info.includes(f.value));
  expect(stated.length, `${question}: no fact of ${p.id} in the answer`).toBeGreaterThan(0);
  // The fact's source is cited by its number and listed among the answer's sources.
  const fact = stated[0]!;
  const n = body.dataSources.findIndex((s) => s.url === fact.source) + 1;
  expect(n, `${question}: source of “${fact.value}”`).toBeGreaterThan(0);
  expect(body.info).toContain(`${fact.value} [${n}]`);
}

describe('the shipped knowledge base through the people encyclopedia', () => {
  const seed = Number(process.env.PEOPLE_SEED ?? Date.now() % 100_000);
  const picked = pickRandom(shipped, Number(process.env.PEOPLE_COUNT ?? 30), seed);

  it(`finds 30 random people by name and by a question, with a fact and its source (seed ${seed})`, async () => {
    expect(shipped.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const p of picked) {
      try {
        const byName = shared(p) ? `${p.name} ${p.descriptor}` : p.name;
        expectStatesAFact(await ask(asker, byName), p, byName);
        const role = p.roles[0];
        const forms = [
          `${josa(p.name, '은/는')} 누구야?`,
          `${p.name}에 대해 알려줘`,
          role ? `${p.name} ${role}에 대해 알려줘` : `${p.name}이 누구인가요`,
        ];
        const question = shared(p)
          ? `${p.descriptor} ${p.name}에 대해 알려줘`
          : forms[picked.indexOf(p) % forms.length]!;
        expectStatesAFact(await ask(asker, question), p, question);
      } catch (error) {
        failures.push((error as Error).message.split('\n')[0]!);
      }
    }
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
  });

  it('finds people by an alias or a romanised name, and puts the asked fact first', async () => {
    const withAlias = shipped.find((p) => p.aliases.some((a) => [...a].length >= 2) && !shared(p));
    if (withAlias) {
      const alias = withAlias.aliases.find((a) => [...a].length >= 2)!;
      const body = await ask(asker, `${alias}가 누구야`);
      expect(body.info).toContain(withAlias.name);
    }
    const withRoman = shipped.find((p) => p.romanized && !shared(p));
    if (withRoman) {
      const body = await ask(asker, `Who is ${withRoman.romanized}?`);
      expect(body.info).toContain(withRoman.name);
    }
    const withBirth = shipped.find((p) => p.facts.some((f) => f.label === '출생') && !shared(p));
    if (withBirth) {
      const body = await ask(asker, `${withBirth.name} 생일이 언제야?`);
      const birth = withBirth.facts.find((f) => f.label === '출생')!;
      const facts = body.info.slice(body.info.indexOf('■ 주요 사실'));
      expect(facts.split('\n')[1]).toContain(birth.value);
    }
  });

  it('adds the site’s recent posts and comments that mention the person, linked', async () => {
    const p = shipped.find((x) => !shared(x) && [...x.name].length >= 3)!;
    const writer = await registerUser(t.app);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: writer.auth,
      payload: {
        boardName: 'free',
        type: 'TEXT',
        title: `${p.name} 이야기 나눠요`,
        content: `${p.name}에 대해 어떻게 생각하세요?`,
      },
    });
    const postId = post.json().id as number;
    await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: writer.auth,
      payload: { postId, content: `저는 ${p.name}의 팬입니다.` },
    });
    const body = await ask(asker, `${p.name}에 대해 알려줘`);
    expect(body.info).toContain(`「${p.name} 이야기 나눠요」`);
    expect(body.dataSources).toContainEqual(
      expect.objectContaining({ type: 'post', url: `/post/${postId}` }),
    );
    expect(body.dataSources).toContainEqual(
      expect.objectContaining({ type: 'comment', url: `/post/${postId}` }),
    );
    // The facts keep their numbers: the entry's sources come first.
    expectStatesAFact(body, p, p.name);
  });

  it('does not charge a name it cannot find, and suggests close names (typo, 초성)', async () => {
    const member = await registerUser(t.app);
    const p = shipped.find((x) => [...x.name].length === 3 && !shared(x))!;
    const chars = [...p.name];
    // One syllable off: the last one replaced by a syllable no name of the base ends with here.
    const typo = `${chars.slice(0, 2).join('')}뷁`;
    const body = await ask(member, `${typo}은 누구야?`);
    expect(body.info).toContain('찾지 못했습니다');
    expect(body.suggestions).toContain(p.name);
    expect(body.remainingSearches).toBe(LIMIT);

    const { getChoseong } = await import('es-hangul');
    const initials = getChoseong(p.name);
    const byInitials = await ask(member, initials);
    expect(byInitials.suggestions).toContain(p.name);
    expect(byInitials.remainingSearches).toBe(LIMIT);

    // A found person is charged.
    expect((await ask(member, p.name)).remainingSearches).toBe(LIMIT - 1);
  });
});

describe('namesakes, operators and the loader', () => {
  const footballer = {
    id: 'test-kim-min-jae-football',
    name: '김민재테스트',
    hanja: null,
    romanized: 'Kim Min-jae Test',
    aliases: [],
    category: 'sports',
    roles: ['축구 선수'],
    descriptor: '축구 선수, 1996년생',
    born: '1996-11-15',
    died: null,
    summary: '시험용 축구 선수 항목입니다.',
    summarySource: 'https://example.com/football',
    facts: [{ label: '소속', value: '시험 구단', source: 'https://example.com/football' }],
    stockCodes: [],
    asOf: '2026-11-26',
  };
  const actor = {
    ...footballer,
    id: 'test-kim-min-jae-actor',
    romanized: null,
    category: 'entertainment',
    roles: ['배우'],
    descriptor: '배우, 1996년생',
    summary: '시험용 배우 항목입니다.',
    summarySource: 'https://example.com/actor',
    facts: [{ label: '주요 작품', value: '시험 드라마', source: 'https://example.com/actor' }],
  };

  it('imports entries by id, answers a shared name with a choice list (free), and a descriptor picks one', async () => {
    const imported = await adminCall('POST', '/api/admin/people/import', [footballer, actor]);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({ created: 2, updated: 0 });
    const member = await registerUser(t.app);
    const body = await ask(member, '김민재테스트는 누구야?');
    expect(body.suggestions).toEqual(
      expect.arrayContaining([
        '김민재테스트 (축구 선수, 1996년생)',
        '김민재테스트 (배우, 1996년생)',
      ]),
    );
    expect(body.remainingSearches).toBe(LIMIT);
    const chosen = await ask(
      member,
      body.suggestions.find((s) => s.includes('배우'))!,
    );
    expect(chosen.info).toContain('시험 드라마');
    expect(chosen.remainingSearches).toBe(LIMIT - 1);
    expect((await ask(member, '김민재테스트 축구 선수')).info).toContain('시험 구단');
  });

  it('lets operators add, search, edit, export and remove people, and logs each change', async () => {
    const created = await adminCall('POST', '/api/admin/people', {
      name: '가상인물',
      romanized: 'Gasang Inmul',
      aliases: ['가짜 이름'],
      roles: ['테스트용 인물'],
      descriptor: '시험용',
      summary: '테스트를 위해 만든 가상의 인물입니다.',
      facts: [{ label: '분야', value: '시험 분야', source: 'https://example.com/person' }],
    });
    expect(created.statusCode).toBe(201);
    const person = created.json();
    expect(person).toMatchObject({ slug: 'gasang-inmul', origin: 'operator', edited: false });
    // Same name twice is allowed now (namesakes); the same slug is not.
    expect(
      (
        await adminCall('POST', '/api/admin/people', {
          ...(created.json() as object),
          slug: 'gasang-inmul',
          facts: [],
        })
      ).statusCode,
    ).toBe(409);

    const list = (await adminCall('GET', '/api/admin/people?query=가짜')).json();
    expect(list).toMatchObject({ totalElements: 1, number: 0, last: true });
    expect((await ask(asker, '가짜 이름에 대해 알려줘')).info).toContain('시험 분야');

    const edited = await adminCall('PUT', `/api/admin/people/${person.id}`, {
      name: '가상인물',
      summary: '고친 요약입니다.',
      facts: [{ label: '분야', value: '고친 분야', source: 'https://example.com/person' }],
    });
    expect(edited.json()).toMatchObject({ summary: '고친 요약입니다.', slug: 'gasang-inmul' });
    expect((await ask(asker, '가상인물')).info).toContain('고친 분야');

    const exported = await adminCall('GET', '/api/admin/people/export');
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(exported.json()).toContainEqual(
      expect.objectContaining({ id: 'gasang-inmul', summary: '고친 요약입니다.' }),
    );

    expect((await adminCall('DELETE', `/api/admin/people/${person.id}`)).statusCode).toBe(200);
    expect((await adminCall('DELETE', `/api/admin/people/${person.id}`)).statusCode).toBe(404);
    const log = (await adminCall('GET', '/api/admin/log?targetType=PERSON')).json();
    const actions = (log.content as { action: string; targetId: number }[])
      .filter((e) => e.targetId === person.id)
      .map((e) => e.action);
    expect(actions).toEqual(['PERSON_DELETE', 'PERSON_UPDATE', 'PERSON_CREATE']);
  });

  it('refuses bad entries with Korean messages, and members may not touch the base', async () => {
    const bad = await adminCall('POST', '/api/admin/people', {
      name: '출처없음',
      summary: '요약',
      facts: [{ label: '분야', value: '무엇', source: 'ftp://example.com' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/[가-힣]/);
    const badImport = await adminCall('POST', '/api/admin/people/import', [
      { ...footballer, asOf: null },
    ]);
    expect(badImport.statusCode).toBe(400);
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/people',
      headers: asker.auth,
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('loads new versions by id without clobbering operator entries or operator edits', async () => {
    const db = t.app.db;
    const v1 = { ...footballer, id: 'loader-a', name: '로더가', summary: '첫판' };
    const v2 = { ...footballer, id: 'loader-b', name: '로더나', summary: '첫판' };
    const file = (entries: object[]) => [{ name: 'x.json', text: JSON.stringify(entries) }];
    // The shipped files plus two test entries, as a new version of the knowledge base.
    const base = await readKnowledgeFiles();
    expect((await loadKnowledge(db, [...base, ...file([v1, v2])])).loaded).toBe(true);
    expect((await loadKnowledge(db, [...base, ...file([v1, v2])])).loaded).toBe(false);
    const b = await db
      .selectFrom('people')
      .select('id')
      .where('slug', '=', 'loader-b')
      .executeTakeFirstOrThrow();
    // An operator edits loader-b; the next version changes both.
    await adminCall('PUT', `/api/admin/people/${b.id}`, {
      ...v2,
      slug: 'loader-b',
      summary: '운영자판',
      asOf: '2026-11-26',
    });
    await loadKnowledge(db, [
      ...base,
      ...file([
        { ...v1, summary: '둘째판' },
        { ...v2, summary: '둘째판' },
      ]),
    ]);
    const rows = await db
      .selectFrom('people')
      .select(['slug', 'summary', 'origin', 'edited'])
      .where('slug', 'in', ['loader-a', 'loader-b', 'test-kim-min-jae-football'])
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      { slug: 'loader-a', summary: '둘째판', origin: 'shipped', edited: false },
      { slug: 'loader-b', summary: '운영자판', origin: 'shipped', edited: true },
      // Imported by an operator: not a shipped entry, so a version without it keeps it.
      {
        slug: 'test-kim-min-jae-football',
        summary: '시험용 축구 선수 항목입니다.',
        origin: 'operator',
        edited: false,
      },
    ]);
    // A version without loader-a removes it (shipped, unedited); the shipped files stay.
    await loadKnowledge(db, base);
    const left = await db
      .selectFrom('people')
      .select('slug')
      .where('slug', 'like', 'loader-%')
      .execute();
    expect(left.map((r) => r.slug)).toEqual(['loader-b']);
    const count = await db
      .selectFrom('people')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('origin', '=', 'shipped')
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(shipped.length + 1);
  });
});
