import type { Sentiment, Stance } from '@myeolgong/contract/sentiment';
import { stanceLabels } from '@myeolgong/contract/sentiment';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError } from '../../../lib/http';
import * as ko from '../../../lib/i18n/ko';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import {
  saveStance,
  sentimentQueryKey,
  sentimentQueryOptions,
  useSentiment,
} from '../api/sentiment';
import { moveStance } from '../utils/shares';

/**
 * Today's bar of a stock and the member's choice: a click moves the bar at once, the server's
 * answer replaces it, a failure puts it back with a Korean toast. Clicking the chosen stance again
 * withdraws it. Signed out, a click asks to sign in (requireLogin).
 */
export function useStance(stockCode: string) {
  const { token } = useSession();
  const client = useQueryClient();
  const today = useSentiment(stockCode, 1, token);
  const key = sentimentQueryOptions(stockCode, 1, token).queryKey;
  // The newest click wins: an older answer arriving late does not overwrite it.
  const latest = useRef(0);

  const choose = async (stance: Stance) => {
    if (!requireLogin()) return;
    const previous = client.getQueryData(key);
    const from = previous?.today.mine ?? null;
    const to = from === stance ? null : stance;
    const attempt = ++latest.current;
    await client.cancelQueries({ queryKey: key });
    if (previous) {
      const counts = moveStance(previous.today, from, to);
      client.setQueryData<Sentiment>(key, {
        ...previous,
        today: { ...counts, mine: to },
        days: previous.days.map((day, i, all) =>
          i === all.length - 1 ? { ...day, ...counts } : day,
        ),
      });
    }
    try {
      const answer = await saveStance(stockCode, to);
      if (attempt !== latest.current) return;
      const current = client.getQueryData(key);
      if (current) {
        client.setQueryData<Sentiment>(key, {
          ...current,
          today: { ...answer.today, mine: answer.stance },
          days: current.days.map((day, i, all) =>
            i === all.length - 1 ? { ...day, ...answer.today } : day,
          ),
        });
      }
      showToast(
        answer.stance ? ko.sentiment.saved(stanceLabels[answer.stance]) : ko.sentiment.withdrawn,
      );
    } catch (error) {
      if (attempt === latest.current) client.setQueryData(key, previous);
      showToast(
        error instanceof ApiError && error.status !== 0 && error.status < 500
          ? error.message
          : ko.sentiment.saveFailed,
        'error',
      );
    } finally {
      // The timelines' last day follows on their next read.
      void client.invalidateQueries({
        queryKey: sentimentQueryKey(stockCode),
        predicate: (query) => query.queryKey[2] !== 1,
      });
    }
  };

  return { today, choose };
}
