import { describe, expect, it } from 'vitest';
import { createPasswordQueue } from './password-queue';

/** A job the test finishes by hand. */
function gate() {
  let open!: () => void;
  const done = new Promise<void>((r) => (open = r));
  return { open, done };
}

describe('createPasswordQueue', () => {
  it('runs at most `concurrency` jobs and takes trusted, then normal, then suspect work', async () => {
    const queue = createPasswordQueue(2);
    const order: string[] = [];
    const gates = new Map<string, ReturnType<typeof gate>>();
    const job = (name: string, lane: 'trusted' | 'normal' | 'suspect') => {
      const g = gate();
      gates.set(name, g);
      return queue.run(lane, async () => {
        order.push(name);
        await g.done;
        return name;
      });
    };
    const all = [
      job('s1', 'suspect'),
      job('s2', 'suspect'),
      job('s3', 'suspect'),
      job('n1', 'normal'),
      job('s4', 'suspect'),
      job('t1', 'trusted'),
    ];
    await Promise.resolve();
    expect(order).toEqual(['s1', 's2']);
    expect(queue.waiting()).toEqual({ trusted: 1, normal: 1, suspect: 2 });
    gates.get('s1')!.open();
    await all[0];
    await new Promise((r) => setImmediate(r));
    // The owner's sign-in from a known address jumps every guess that was waiting.
    expect(order).toEqual(['s1', 's2', 't1']);
    for (const name of ['s2', 't1', 'n1', 's3', 's4']) {
      gates.get(name)!.open();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(all)).toEqual(['s1', 's2', 's3', 'n1', 's4', 't1']);
    expect(order).toEqual(['s1', 's2', 't1', 'n1', 's3', 's4']);
  });

  it('passes a failure on and keeps going', async () => {
    const queue = createPasswordQueue(1);
    const failed = queue.run('normal', () => Promise.reject(new Error('boom')));
    const after = queue.run('normal', async () => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await after).toBe('next');
  });
});
