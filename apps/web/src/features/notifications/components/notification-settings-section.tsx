import { notificationTypes, type NotificationType } from '@myeolgong/contract/notification-types';
import type { NotificationSettings } from '@myeolgong/contract/notifications';
import { useMutationState } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import * as ko from '../../../lib/i18n/ko';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import {
  settingsMutationKey,
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '../api/notifications';

const t = ko.notifications;

/** /profile: which notification types the member receives (one switch per type, saved at once). */
export function NotificationSettingsSection() {
  const { signedIn } = useSession();
  const settings = useNotificationSettings(signedIn);
  const update = useUpdateNotificationSettings();
  // A switch shows the change being saved even if a refetch of the stored settings lands
  // meanwhile, or the settings could not be loaded.
  const saving = useMutationState({
    filters: { mutationKey: settingsMutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables as Partial<NotificationSettings>,
  });
  // And from the click itself: the save's state reaches the screen a moment later, and a
  // controlled switch would meanwhile snap back to the stored value.
  const [moved, setMoved] = useState<Partial<NotificationSettings>>({});
  if (!signedIn) return null;
  const shown: Partial<NotificationSettings> = Object.assign({}, settings.data, ...saving, moved);

  const toggle = (type: NotificationType, on: boolean) => {
    setMoved((current) => ({ ...current, [type]: on }));
    update.mutate(
      { [type]: on },
      {
        onSuccess: () => showToast(t.settingsSaved),
        onError: () => showToast(t.settingsError, 'error'),
        // From here the stored settings (or the pending saves) say it.
        onSettled: () => setMoved(({ [type]: _settled, ...rest }) => rest),
      },
    );
  };

  return (
    <section
      aria-labelledby="notification-settings-title"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="notification-settings-title" className="flex items-center gap-2 font-bold">
        <BellRing aria-hidden="true" className="size-4.5 text-fg-muted" />
        {t.settingsTitle}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t.settingsHint}</p>
      {settings.isPending ? (
        <Skeleton className="mt-3 h-40" />
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {notificationTypes.map((type) => (
            <li key={type} className="flex items-center justify-between gap-3 py-2.5">
              <label htmlFor={`notify-${type}`} className="text-sm">
                {t.settingLabels[type]}
              </label>
              <input
                id={`notify-${type}`}
                type="checkbox"
                role="switch"
                className="size-5 accent-[var(--brand)]"
                checked={shown[type] ?? true}
                onChange={(event) => toggle(type, event.target.checked)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
