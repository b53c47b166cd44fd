// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Paged } from '../paging';
import type {
  LeaderPeriod,
  Prediction,
  PredictionBadge,
  PredictionDirection,
  PredictionHorizon,
  PredictionLeader,
  PredictionStatus,
} from '../predictions';
import { DELETE, GET, POST } from '../endpoint';
import type { PageParams } from './params';

interface PredictionListParams extends PageParams {
  status?: PredictionStatus;
}

/** 201; the start price is the server's current price. */
export const predictionsCreate = POST(
  '/api/predictions',
  {} as {
    body: {
      stockCode: string;
      direction: PredictionDirection;
      horizon: PredictionHorizon;
      reason?: string | null;
    };
    res: Prediction;
  },
);
/** 204 within 10 minutes of creating it (the author only); later 409. */
export const predictionsRemove = DELETE('/api/predictions/:id', {} as { res: void });
/** Up to 20 members with at least 10 settled, highest hit rate first. */
export const predictionsLeaders = GET(
  '/api/predictions/leaders',
  {} as { query: { period?: LeaderPeriod; stockCode?: string }; res: PredictionLeader[] },
);
/** The record badges of the members named (`userIds=1,2,3`), those with at least 10 settled. */
export const predictionsBadges = GET(
  '/api/predictions/badges',
  {} as { query: { userIds: string }; res: PredictionBadge[] },
);
export const predictionsByUser = GET(
  '/api/users/:id/predictions',
  {} as { query: PredictionListParams; res: Paged<Prediction> },
);
export const predictionsByStock = GET(
  '/api/stock/:stockCode/predictions',
  {} as { query: PredictionListParams; res: Paged<Prediction> },
);
