// Kept free of zod at run time: the web app imports it (every import here is a type).
import type { Sentiment, SentimentChoice, Stance } from '../sentiment';
import { DELETE, GET, PUT } from '../endpoint';

/** Today's counts with the viewer's own stance, and the daily timeline with the closes. */
export const sentimentGet = GET(
  '/api/stock/:stockCode/sentiment',
  {} as { query: { days?: number }; res: Sentiment },
);
/** Sets (or changes) the member's stance today. */
export const sentimentPut = PUT(
  '/api/stock/:stockCode/sentiment',
  {} as { body: { stance: Stance }; res: SentimentChoice },
);
/** Withdraws today's stance (again: the same answer); 200 with stance null. */
export const sentimentDelete = DELETE(
  '/api/stock/:stockCode/sentiment',
  {} as { res: SentimentChoice },
);
