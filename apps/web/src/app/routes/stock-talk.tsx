import { useParams } from 'react-router';
import { StockDiscussion } from '../../features/posts/components/stock-discussion';
import { StockTalkPage } from '../../features/stocks/components/stock-talk-page';

/** /stock/{stockCode}: the stock's chart and quotes beside its 종목토론. */
export default function StockTalkRoute() {
  const { stockCode = '' } = useParams();
  const code = stockCode.toUpperCase();
  return (
    <StockTalkPage
      key={code}
      stockCode={code}
      discussion={(name) => <StockDiscussion stockCode={code} stockName={name} />}
    />
  );
}
