import { LeadersPage } from '../../features/predictions/components/leaders-page';

/** /predictions: 예측 순위 (issue 45). */
export default function PredictionsRoute() {
  return <LeadersPage />;
}
