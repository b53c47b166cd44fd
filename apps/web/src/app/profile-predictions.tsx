import { Suspense } from 'react';
import { RecordCard } from '../features/predictions/components/record-card';
import { useUser } from '../features/users/api/get-user';
import { lazyWithRetry } from '../lib/lazy-with-retry';

// The 예측 tab's code loads when the tab is first opened.
const MemberPredictions = lazyWithRetry(
  () => import('../features/predictions/components/member-predictions'),
);

/** A profile's 예측 기록 card, from the profile's answer (features/users). */
function ProfileRecord({ userId }: { userId: number }) {
  const record = useUser(userId).data?.record;
  return record ? <RecordCard record={record} /> : null;
}

/** The profile's prediction slots (features/users' ProfileView): the card and the 예측 tab. */
export const profilePredictions = {
  record: (userId: number) => <ProfileRecord userId={userId} />,
  tab: (userId: number) => (
    <Suspense fallback={null}>
      <MemberPredictions userId={userId} />
    </Suspense>
  ),
};
