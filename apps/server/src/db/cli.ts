import { loadConfig } from '../config';
import { openDatabase } from './client';
import { lockDataDir } from './data-dir-lock';
import { migrate } from './migrate';
import { loadKnowledge } from '../modules/ai/knowledge/load-knowledge';
import { seedDemo } from './seed/seed-demo';

/** `npm run db:migrate` and `npm run db:seed`, against DATABASE_URL or the embedded database. */
async function main(command: string | undefined) {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('사용법: cli.ts migrate | seed');
  }
  const config = loadConfig();
  const lock = config.database.kind === 'pglite' ? await lockDataDir(config.dataDir) : undefined;
  const database = await openDatabase(config.database, 2);
  try {
    const applied = await migrate(database.pool);
    console.log(
      applied.length ? `적용한 마이그레이션: ${applied.join(', ')}` : '마이그레이션: 최신 상태',
    );
    const knowledge = await loadKnowledge(database.db);
    console.log(
      knowledge.loaded
        ? `인물 지식베이스: ${knowledge.entries}명 반영, ${knowledge.removed}명 제거`
        : '인물 지식베이스: 최신 상태',
    );
    for (const p of knowledge.problems)
      console.warn(
        `인물 지식베이스의 잘못된 항목 ${p.file}#${p.index} (${p.id ?? '?'}): ${p.message}`,
      );
    if (command === 'seed') {
      const result = await seedDemo(database.db);
      console.log(
        result
          ? `데모 콘텐츠 추가: 회원 ${result.users}명, 게시글 ${result.posts}개, 댓글 ${result.comments}개`
          : '데이터베이스가 비어 있지 않아 데모 콘텐츠를 넣지 않았습니다.',
      );
    }
  } finally {
    await database.close();
    await lock?.release();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
