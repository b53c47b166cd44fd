import { Suspense } from 'react';
import { useParams } from 'react-router';
import { StockDiscussion } from '../../features/posts/components/stock-discussion';
import { RecordBadge } from '../../features/predictions/components/record-badge';
import { SentimentPanel } from '../../features/sentiment/components/sentiment-panel';
import { StockTalkPage } from '../../features/stocks/components/stock-talk-page';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// 예측 남기기 and the stock's predictions sit below the fold: their code loads after the page's.
const StockPredictions = lazyWithRetry(
  () => import('../../features/predictions/components/stock-predictions'),
);

const badge = (authorId: number) => <RecordBadge userId={authorId} />;

/**
 * /stock/{stockCode}: the stock's chart, quotes, 매수·매도 의견 and 예측 beside its 종목토론,
 * whose authors carry their prediction record's badge.
 */
export default function StockTalkRoute() {
  const { stockCode = '' } = useParams();
  const code = stockCode.toUpperCase();
  return (
    <StockTalkPage
      key={code}
      stockCode={code}
      discussion={(name) => (
        <StockDiscussion stockCode={code} stockName={name} authorBadge={badge} />
      )}
      sentiment={(name) => <SentimentPanel stockCode={code} stockName={name} />}
      predictions={(name) => (
        <Suspense fallback={null}>
          <StockPredictions stockCode={code} stockName={name} />
        </Suspense>
      )}
    />
  );
}
