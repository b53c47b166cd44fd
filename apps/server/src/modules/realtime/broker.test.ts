import { topics } from '@myeolgong/contract/realtime';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMemoryBroker, DELIVERIES_PER_TURN, type BrokerMessage } from './broker';

const silent = pino({ level: 'silent' });

describe('in-process broker', () => {
  it('answers the publisher before the fan-out, then delivers to everyone subscribed at publish time', async () => {
    const broker = createMemoryBroker(silent);
    const got: number[] = [];
    broker.subscribe(topics.postLikes(1), () => got.push(1));
    await broker.publish(topics.postLikes(1), { postId: 1, likes: 1 });
    // Subscribed after the publish: not a recipient of that message.
    broker.subscribe(topics.postLikes(1), () => got.push(2));
    expect(got).toEqual([]);
    await broker.drained();
    expect(got).toEqual([1]);
    await broker.close();
  });

  it('keeps every subscriber’s messages in publish order across slices of a large fan-out', async () => {
    const broker = createMemoryBroker(silent);
    const count = DELIVERIES_PER_TURN * 2 + 7;
    const received = Array.from({ length: count }, () => [] as number[]);
    for (const list of received) {
      broker.subscribe(topics.postLikes(1), (m: BrokerMessage) => {
        list.push((JSON.parse(m.body) as { likes: number }).likes);
      });
    }
    let turns = 0;
    const counter = setInterval(() => (turns += 1), 0);
    await Promise.all([1, 2, 3].map((likes) => broker.publish(topics.postLikes(1), { likes })));
    await broker.drained();
    clearInterval(counter);
    for (const [i, list] of received.entries()) {
      expect(list, `subscriber ${i}`).toEqual([1, 2, 3]);
    }
    // The fan-out yielded to the event loop between slices.
    expect(turns).toBeGreaterThan(0);
    await broker.close();
  });

  it('logs a listener that throws and goes on with the others', async () => {
    const broker = createMemoryBroker(silent);
    const got: string[] = [];
    broker.subscribe(topics.stocks, () => {
      throw new Error('boom');
    });
    broker.subscribe(topics.stocks, () => got.push('ok'));
    await broker.publish(topics.stocks, []);
    await broker.drained();
    expect(got).toEqual(['ok']);
    await broker.close();
  });
});
