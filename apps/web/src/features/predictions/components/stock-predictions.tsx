import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import * as ko from '../../../lib/i18n/ko';
import { PredictionForm } from './prediction-form';
import { PredictionList } from './prediction-list';

const t = ko.predictions;

/** /stock/{code}'s 예측: the form, the stock's predictions and a link to its leaders. */
export default function StockPredictions({
  stockCode,
  stockName,
}: {
  stockCode: string;
  stockName: string;
}) {
  return (
    <section aria-label={t.listTitle(stockName)} className="space-y-3">
      <PredictionForm stockCode={stockCode} stockName={stockName} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t.listTitle(stockName)}</h3>
        <Link
          to={`/predictions?stockCode=${stockCode}`}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
        >
          <Trophy aria-hidden="true" className="size-4" />
          {t.stockLeaders(stockName)}
        </Link>
      </div>
      <PredictionList of={{ stockCode }} empty={t.stockEmpty} />
    </section>
  );
}
