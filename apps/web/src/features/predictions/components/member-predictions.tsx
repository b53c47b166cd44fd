import * as ko from '../../../lib/i18n/ko';
import { PredictionList } from './prediction-list';

const t = ko.predictions;

/** A profile's 예측 tab: the member's predictions, open and settled, newest first. */
export default function MemberPredictions({ userId }: { userId: number }) {
  return (
    <div className="space-y-3">
      <h2 className="text-sm font-semibold">{t.memberListTitle}</h2>
      <PredictionList of={{ userId }} empty={t.empty} />
    </div>
  );
}
