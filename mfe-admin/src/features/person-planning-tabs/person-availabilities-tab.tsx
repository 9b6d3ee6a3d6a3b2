import { PersonAvailabilityCalendar } from '../../components/person-availability/person-availability-calendar';

/** The person popup's Availabilities tab: the person's availability over the current period, read-only. */
export function PersonAvailabilitiesTab({ id }: { id: number }) {
  return <PersonAvailabilityCalendar personId={id} />;
}
