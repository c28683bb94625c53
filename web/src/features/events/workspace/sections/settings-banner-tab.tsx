import { BannerEditor } from '../../components/banner-editor';
import { TitledCard } from '../../components/titled-card';
import { useWorkspaceEvent } from '../workspace-context';

/** Settings' Banner tab: the banner is saved as soon as it is chosen. */
export function SettingsBannerTab() {
  const event = useWorkspaceEvent();
  return (
    <TitledCard title="Banner" gap="md">
      <BannerEditor event={event} />
    </TitledCard>
  );
}
