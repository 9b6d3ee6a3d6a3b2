import Campaign from '@mui/icons-material/Campaign';
import Celebration from '@mui/icons-material/Celebration';
import Event from '@mui/icons-material/Event';
import Info from '@mui/icons-material/Info';
import School from '@mui/icons-material/School';
import Warning from '@mui/icons-material/Warning';
import type { AnnouncementIcon as IconName } from '@app/contracts';

const ICONS: Record<IconName, typeof Campaign> = { Campaign, Celebration, Event, Info, School, Warning };

/** An announcement's icon by its stored name; the megaphone when it has none. */
export function AnnouncementIcon({ name }: { name: IconName | null }) {
  const Icon = (name && ICONS[name]) || Campaign;
  return <Icon color="primary" fontSize="small" />;
}
