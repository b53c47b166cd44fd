// Makes sure Debian's Chromium and a Korean font are installed for the browser tests (Playwright
// cannot download its own browser here). Installs them with apt-get when running as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function hasKoreanFont() {
  const result = spawnSync('fc-list', [':lang=ko'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim().length > 0;
}

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!hasKoreanFont()) missing.push('fonts-nanum');

if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    console.error(
      `브라우저 테스트에 필요한 패키지가 없습니다: ${missing.join(', ')}\n` +
        `  sudo apt-get install -y ${missing.join(' ')}   (Debian/Ubuntu)\n` +
        '를 실행한 뒤 다시 시도하세요.',
    );
    process.exit(1);
  }
  console.log(`설치: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
