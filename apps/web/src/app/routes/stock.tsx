import { FeedColumn } from '../../components/ui/feed-column';
import { StockDashboard } from '../../features/stocks/components/stock-dashboard';

export default function StockRoute() {
  return (
    <FeedColumn wide>
      <StockDashboard />
    </FeedColumn>
  );
}
