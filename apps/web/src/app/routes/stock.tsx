import { StockDashboard } from '../../features/stocks/components/stock-dashboard';

export default function StockRoute() {
  return <StockDashboard />;
}
