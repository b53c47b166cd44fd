// The memory a 7000×7000 PNG decompression bomb costs the image pipeline, each case in a fresh
// process: refused from its header at the default IMAGE_MAX_PIXELS, and decoded in full under a
// cap it fits (what every upload of it did before issue #18).
//   node --import tsx bench/pixel-bomb.ts [--side 7000]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    side: { type: 'string', default: '7000' },
    child: { type: 'string' },
  },
});
const side = Number(values.side);
const MB = 1024 * 1024;

async function measure(maxPixels: number) {
  const { processImage } = await import('../apps/server/src/modules/files/image-processing');
  const { pixelBombPng, png } = await import('../apps/server/test/images');
  const bomb = await pixelBombPng(side, side);
  // sharp loaded and warmed up on a small image first, so only the bomb is measured.
  await processImage(await png(), { maxPixels });
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 2);
  const started = performance.now();
  let outcome: string;
  try {
    await processImage(bomb, { maxPixels });
    outcome = 'decoded';
  } catch (error) {
    outcome = `refused: ${(error as Error).message}`;
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return {
    maxPixels,
    fileKB: Math.round(bomb.length / 1024),
    outcome,
    ms: Math.round(performance.now() - started),
    rssJumpMB: Math.round((peak - start) / MB),
  };
}

if (values.child) {
  console.log(JSON.stringify(await measure(Number(values.child))));
} else {
  const self = fileURLToPath(import.meta.url);
  const rows = [25_000_000, side * side + 1].map((cap) => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', self, '--side', String(side), '--child', String(cap)],
      { encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split('\n').pop()!) as Awaited<ReturnType<typeof measure>>;
  });
  console.table(rows);
}
