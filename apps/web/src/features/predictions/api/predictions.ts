import {
  predictionsByStock,
  predictionsByUser,
  predictionsCreate,
  predictionsLeaders,
  predictionsRemove,
} from '@myeolgong/contract/endpoints/predictions';
import type { Paged } from '@myeolgong/contract/paging';
import type {
  LeaderPeriod,
  Prediction,
  PredictionDirection,
  PredictionHorizon,
  PredictionLeader,
  PredictionStatus,
} from '@myeolgong/contract/predictions';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Every cached prediction list, the leaders and the badges. */
export const predictionsQueryKey = ['predictions'] as const;
/** Profiles carry the record (features/users caches them under this key). */
const profilesKey = ['users'] as const;

const PAGE_SIZE = 10;

const nextPage = (page: Paged<unknown>) =>
  page.last || page.content.length === 0 ? undefined : page.number + 1;

/** A stock's or a member's predictions, newest first, 10 at a time. */
export function usePredictions(
  of: { stockCode: string } | { userId: number },
  status: PredictionStatus | undefined,
) {
  return useInfiniteQuery({
    queryKey: [...predictionsQueryKey, 'list', of, status ?? 'all'],
    queryFn: ({ pageParam, signal }): Promise<Paged<Prediction>> => {
      const query = { page: pageParam, size: PAGE_SIZE, ...(status ? { status } : {}) };
      return 'stockCode' in of
        ? call(predictionsByStock, { params: { stockCode: of.stockCode }, query, signal })
        : call(predictionsByUser, { params: { id: of.userId }, query, signal });
    },
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
}

export function useLeaders(period: LeaderPeriod, stockCode: string | null) {
  return useQuery({
    queryKey: [...predictionsQueryKey, 'leaders', period, stockCode],
    queryFn: ({ signal }): Promise<PredictionLeader[]> =>
      call(predictionsLeaders, {
        query: { period, ...(stockCode ? { stockCode } : {}) },
        signal,
      }),
    staleTime: 60_000,
  });
}

/** Anything that shows predictions or a record is read again after a write. */
function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: predictionsQueryKey });
    void client.invalidateQueries({ queryKey: profilesKey });
  };
}

export function useCreatePrediction() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: {
      stockCode: string;
      direction: PredictionDirection;
      horizon: PredictionHorizon;
      reason: string | null;
    }) => call(predictionsCreate, { body }),
    onSuccess: refresh,
  });
}

export function useDeletePrediction() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) => call(predictionsRemove, { params: { id } }),
    onSuccess: refresh,
  });
}
