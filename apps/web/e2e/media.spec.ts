import { expect, type Page, test } from '@playwright/test';
import { linkPageURL } from '../playwright.config';
import { registerMember, runId, useMemberSession } from './support/members';
import { drawEverything, shotDir } from './support/screenshots';

interface GeneratedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Pictures drawn in the page: noise so they stay large (over 1 MB) until compressed. */
async function generateImage(
  page: Page,
  name: string,
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
): Promise<GeneratedFile> {
  const base64 = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d')!;
      const pixels = context.createImageData(width, height);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const x = (i / 4) % width;
        pixels.data[i] = (x * 255) / width;
        pixels.data[i + 1] = Math.random() * 255;
        pixels.data[i + 2] = 160;
        pixels.data[i + 3] = 255;
      }
      context.putImageData(pixels, 0, 0);
      context.fillStyle = '#fff';
      context.font = 'bold 96px sans-serif';
      context.fillText('멸공', 40, 140);
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), type, 0.95),
      );
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      }
      return btoa(binary);
    },
    { type, width, height },
  );
  return { name, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

/** A short WebM recorded from an animated canvas with the browser's MediaRecorder. */
async function generateVideo(page: Page): Promise<GeneratedFile> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const t = performance.now() - started;
        context.fillStyle = `hsl(${(t / 5) % 360} 70% 45%)`;
        context.fillRect(0, 0, 320, 180);
        context.fillStyle = '#fff';
        context.fillRect((t / 5) % 320, 70, 40, 40);
        if (t < 1500) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  });
  return { name: '시험 영상.webm', mimeType: 'video/webm', buffer: Buffer.from(base64, 'base64') };
}

async function screenshot(page: Page, name: string, projectName: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((dark) => {
      localStorage.setItem('darkMode', String(dark));
      document.documentElement.classList.toggle('dark', dark);
    }, scheme === 'dark');
    const width = projectName === 'mobile' ? 375 : 1280;
    await drawEverything(page);
    await page.screenshot({
      path: `${shotDir}/media-${name}-${width}-${scheme}.png`,
      fullPage: true,
    });
  }
  await page.evaluate(() => {
    localStorage.setItem('darkMode', 'false');
    document.documentElement.classList.remove('dark');
  });
}

test('an IMAGE post with two compressed pictures, a VIDEO post with progress, a LINK preview', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = runId(testInfo);
  const member = await registerMember(request, testInfo, `M${run}`);
  await useMemberSession(page, member);
  const project = testInfo.project.name;

  // IMAGE: two large pictures, compressed in the browser before they are uploaded.
  await page.goto('/submit?boardName=free');
  const png = await generateImage(page, '큰 그림.png', 'image/png', 1600, 1200);
  const jpeg = await generateImage(page, 'photo.jpeg', 'image/jpeg', 1200, 1800);
  expect(png.buffer.length).toBeGreaterThan(1024 * 1024);
  expect(jpeg.buffer.length).toBeGreaterThan(1024 * 1024);

  // What the server stored: the browser already cut them down to 600 px wide, 800 px high at most.
  const uploads: { width: number; height: number; size: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(response.url()).pathname === '/api/files/image') {
      void response
        .json()
        .then((body: { width: number; height: number; size: number }) => uploads.push(body));
    }
  });

  const imageTitle = `사진 두 장 ${run}`;
  await page.getByRole('textbox', { name: /제목/ }).fill(imageTitle);
  await page.getByRole('tab', { name: '이미지' }).click();
  await page.getByLabel('이미지 선택', { exact: true }).setInputFiles([png, jpeg]);
  await expect(page.getByRole('img', { name: /미리보기/ })).toHaveCount(2);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('업로드 실패')).toHaveCount(0);
  await expect.poll(() => uploads.length).toBe(2);
  expect(uploads.map(({ width, height }) => [width, height]).sort()).toEqual([
    [533, 800],
    [600, 450],
  ]);
  for (const upload of uploads) expect(upload.size).toBeLessThan(800 * 1024);
  await screenshot(page, 'form-images', project);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: imageTitle })).toBeVisible();
  for (const n of [1, 2]) {
    const image = page.getByRole('img', { name: `${imageTitle} 이미지 ${n}` });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(width).toBeLessThanOrEqual(600);
  }
  // The viewer (issue 25, point 8): the post's pictures one after another with ←/→ (and swipe),
  // zoom, Escape closes it and focus goes back to the picture that opened it.
  const opener = page.getByRole('button', { name: '이미지 1 크게 보기' });
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await opener.click();
  const zoom = page.getByRole('dialog', { name: '이미지 크게 보기' });
  await expect(zoom).toContainText('아무 곳이나 클릭하면 닫힙니다');
  await expect(zoom).toContainText('화살표 키나 밀기로 넘기고');
  const previous = zoom.getByRole('button', { name: '이전 이미지' });
  const next = zoom.getByRole('button', { name: '다음 이미지' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await page.keyboard.press('ArrowRight');
  await expect(previous).toBeEnabled();
  await expect(next).toBeDisabled();
  await zoom.getByRole('button', { name: '확대' }).click();
  await expect(zoom.getByRole('button', { name: '축소' })).toBeEnabled();
  await screenshot(page, 'image-viewer', project);
  expect(blocked).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
  await expect(opener).toBeFocused();
  // A click on the picture closes it too.
  await opener.click();
  await zoom.locator('img[src]').filter({ visible: true }).first().click();
  await expect(zoom).toBeHidden();
  await screenshot(page, 'image-post', project);

  // VIDEO: a generated WebM, uploaded on a slowed-down connection so the progress bar shows.
  await page.goto('/submit?boardName=free');
  const video = await generateVideo(page);
  expect(video.buffer.length).toBeGreaterThan(1000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: -1,
    uploadThroughput: Math.max(8 * 1024, Math.round(video.buffer.length / 3)),
  });
  const videoTitle = `동영상 ${run}`;
  await page.getByRole('textbox', { name: /제목/ }).fill(videoTitle);
  await page.getByRole('tab', { name: '동영상' }).click();
  await page.getByLabel('동영상 파일 선택', { exact: true }).setInputFiles(video);
  const progress = page.getByRole('progressbar', { name: `${video.name} 업로드 진행률` });
  await expect(progress).toBeVisible();
  await screenshot(page, 'form-video-progress', project);
  await expect(progress).toBeHidden({ timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const address = page.getByRole('textbox', { name: /동영상 주소/ });
  await expect(address).toHaveValue(/^\/api\/files\/videos\/.+\.webm$/);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: videoTitle })).toBeVisible();
  const player = page.locator('video[controls]');
  await expect(player).toBeVisible();
  // Served with range requests: the browser reads the metadata and knows the length.
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 0))
    .toBe(true);
  await screenshot(page, 'video-post', project);

  // LINK: a page of the test's own server, whose preview card appears on the post.
  const linkUrl = `${linkPageURL}/article-${project}-${run}`;
  await page.goto('/submit?boardName=free');
  const linkTitle = `링크 ${run}`;
  await page.getByRole('tab', { name: '링크' }).click();
  await page.getByRole('textbox', { name: /제목/ }).fill(linkTitle);
  await page.getByRole('textbox', { name: /URL/ }).fill(linkUrl);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/post\/\d+$/);
  const card = page.getByRole('link', {
    name: new RegExp(`미리보기 시험 페이지 /article-${project}-${run}`),
  });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', linkUrl);
  await expect(card).toContainText('멸공 시험 사이트');
  await expect(card).toContainText('로컬 서버가 보여 주는 링크 미리보기용 설명입니다.');
  await screenshot(page, 'link-post', project);
});
