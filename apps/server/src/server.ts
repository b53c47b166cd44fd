import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { MigrationError } from './db/migrate';
import { startupClock } from './lib/startup-phases';
import { prepare } from './start';

/** Errors that mean "fix the setup", printed as one readable message without a stack. */
const setupErrors = [ConfigError, DataDirLockedError, MigrationError];

async function main() {
  const clock = startupClock();
  clock.mark('start Node, load the modules');
  const config = loadConfig();
  // Libraries that read it at load time (React's server renderer, plugins/page-render.ts) take
  // their production build unless the operator asked for another mode.
  process.env.NODE_ENV = config.NODE_ENV;
  const running = await prepare(
    config,
    { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    clock.mark,
  );
  const { app } = running;

  const drainMs = config.SHUTDOWN_DRAIN_MS;
  closeWithGrace({ delay: drainMs + 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, '예기치 않은 오류로 서버를 종료합니다');
    else app.log.info(`${signal} 수신: 진행 중인 요청을 마치고 종료합니다`);
    if (signal && drainMs > 0) {
      // Readiness fails first; the balancer's health check takes this instance out while it
      // still answers, then the server stops listening and finishes what is in flight.
      app.draining = true;
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    await running.stop();
  });

  await app.ready();
  clock.mark('ready hooks (stock snapshot)');
  await app.listen({ port: config.PORT, host: config.HOST });
  clock.mark('listen');
  app.log.debug({ phases: clock.phases(), total: clock.total() }, '시작 단계별 시간');
  app.log.info(
    `${config.SITE_NAME} 서버 시작: http://localhost:${config.PORT} (데이터베이스: ${
      config.database.kind === 'pglite' ? `내장 PGlite ${config.database.dir}` : 'PostgreSQL'
    })`,
  );
}

main().catch((error: unknown) => {
  if (setupErrors.some((type) => error instanceof type)) {
    console.error(`\n시작할 수 없습니다. ${(error as Error).message}\n`);
  } else {
    console.error('시작할 수 없습니다:', error);
  }
  process.exit(1);
});
