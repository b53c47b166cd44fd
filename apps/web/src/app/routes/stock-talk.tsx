import { useParams } from 'react-router';
import { StockDiscussion } from '../../features/posts/components/stock-discussion';
import { SentimentPanel } from '../../features/sentiment/components/sentiment-panel';
import { StockTalkPage } from '../../features/stocks/components/stock-talk-page';

/** /stock/{stockCode}: the stock's chart, quotes and 매수·매도 의견 beside its 종목토론. */
export default function StockTalkRoute() {
  const { stockCode = '' } = useParams();
  const code = stockCode.toUpperCase();
  return (
    <StockTalkPage
      key={code}
      stockCode={code}
      discussion={(name) => <StockDiscussion stockCode={code} stockName={name} />}
      sentiment={(name) => <SentimentPanel stockCode={code} stockName={name} />}
    />
  );
}
