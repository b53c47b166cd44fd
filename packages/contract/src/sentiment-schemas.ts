// zod schemas of the sentiment calls (CONTRACT.md 'Member sentiment'), for the server routes and
// the OpenAPI document. The web imports the plain types of ./sentiment.ts instead.
import { z } from 'zod';
import {
  type Sentiment as SentimentType,
  type SentimentChoice as SentimentChoiceType,
  SENTIMENT_DAYS_DEFAULT,
  SENTIMENT_DAYS_MAX,
  sentimentMessages,
  stances,
} from './sentiment';

const Stance = z.enum(stances, { error: sentimentMessages.invalidStance });

/** PUT /api/stock/{stockCode}/sentiment */
export const SentimentBody = z.object({ stance: Stance });

const Counts = {
  buy: z.number().int(),
  sell: z.number().int(),
  hold: z.number().int(),
};

export const SentimentChoice = z
  .object({
    stance: Stance.nullable(),
    today: z.object(Counts),
  })
  .meta({ id: 'SentimentChoice' }) satisfies z.ZodType<SentimentChoiceType>;

export const Sentiment = z
  .object({
    today: z.object({ ...Counts, mine: Stance.nullable() }),
    days: z.array(
      z.object({
        date: z.string(),
        ...Counts,
        close: z.number().nullable(),
      }),
    ),
  })
  .meta({ id: 'Sentiment' }) satisfies z.ZodType<SentimentType>;

/** GET …/sentiment?days= : an integer 1..365, 30 when absent. */
export const SentimentQuery = z.object({
  days: z.coerce
    .number({ error: sentimentMessages.invalidDays })
    .int({ error: sentimentMessages.invalidDays })
    .min(1, { error: sentimentMessages.invalidDays })
    .max(SENTIMENT_DAYS_MAX, { error: sentimentMessages.invalidDays })
    .default(SENTIMENT_DAYS_DEFAULT),
});
