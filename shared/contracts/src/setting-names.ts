/**
 * The pool settings as server messages name them ('The Request lock timeout must be a whole number
 * between 30 and 86400.'), in English and Dutch, by setting code. The settings form shows its own
 * i18n labels (with units); these are the names a sentence can carry.
 */
export const SETTING_NAMES: Readonly<Record<string, { en: string; nl: string }>> = {
  check_the_same_person_absent: { en: 'Double absence check', nl: 'Controle op dubbele afwezigheid' },
  is_request_group: { en: 'Request groups', nl: 'Aanvraaggroepen' },
  request_lock_timeout: { en: 'Request lock timeout', nl: 'Vergrendeltijd van een aanvraag' },
  short_long_period_definition: { en: 'Long request definition', nl: 'Grens van een lange aanvraag' },
  inform_substitute: { en: 'Substitute notice', nl: 'Melding aan de invaller' },
  propose_to_school: { en: 'School proposal', nl: 'Voorstel aan de school' },
  open_work: { en: 'Substitutes pick up open work', nl: 'Invallers pakken zelf open werk op' },
  offer_expiration_hours: { en: 'Hours an invitation or reservation stays open', nl: 'Uren dat een uitnodiging of reservering openstaat' },
  saturday_working_day: { en: 'Saturday working day', nl: 'Zaterdag als werkdag' },
  sunday_working_day: { en: 'Sunday working day', nl: 'Zondag als werkdag' },
  enable_personal_blockade: { en: 'Personal blockades', nl: 'Persoonlijke blokkades' },
  planning_days_shown: { en: 'Days shown in planning', nl: 'Dagen zichtbaar in de planning' },
  planned_person_visible_days: { en: 'Days a planned person stays visible', nl: 'Dagen dat een geplande persoon zichtbaar blijft' },
  matching_num_of_unfolded_results: { en: 'Unfolded matching results', nl: 'Uitgeklapte matchresultaten' },
  proposal_continuity_points: { en: 'Week proposal: continuity points', nl: 'Weekvoorstel: punten voor continuïteit' },
  proposal_whole_request_points: { en: 'Week proposal: whole request points', nl: 'Weekvoorstel: punten voor een hele aanvraag' },
  proposal_fairness_points: { en: 'Week proposal: fairness points', nl: 'Weekvoorstel: punten voor spreiding' },
  proposal_max_dayparts_per_week: { en: 'Week proposal: dayparts a week at most', nl: 'Weekvoorstel: hooguit dagdelen per week' },
  automatic_search: { en: 'Search while typing', nl: 'Zoeken tijdens het typen' },
  show_birthdays_panel: { en: 'Birthdays panel', nl: 'Verjaardagenpaneel' },
  birthday_display_days: { en: 'Days birthdays are shown', nl: 'Dagen dat verjaardagen getoond worden' },
  request_change_notification_delay: { en: 'Request change notification delay', nl: 'Vertraging melding aanvraagwijziging' },
  email_grouping_minutes: { en: 'E-mail update grouping', nl: 'Bundeling van e-mailupdates' },
  deployment_hours: { en: 'Deployment hours', nl: 'Inzeturen' },
  send_sickness_notification: { en: 'Sickness notification', nl: 'Ziekmelding versturen' },
  contact_details_shown: { en: 'Contact details shown', nl: 'Getoonde contactgegevens' },
  anonymize_after_days: { en: 'Anonymise after days', nl: 'Anonimiseren na dagen' },
  boards_limit: { en: 'Maximum number of boards', nl: 'Maximaal aantal besturen' },
  schools_limit: { en: 'Maximum number of schools', nl: 'Maximaal aantal scholen' },
  locations_limit: { en: 'Maximum number of school locations', nl: 'Maximaal aantal schoollocaties' },
  work_state_approve_enabled: { en: 'Work state step approve', nl: 'Werkstaatstap goedkeuren' },
  work_state_review_enabled: { en: 'Work state step review', nl: 'Werkstaatstap beoordelen' },
  work_state_process_enabled: { en: 'Work state step process', nl: 'Werkstaatstap verwerken' },
  work_state_send_enabled: { en: 'Work state step send to payroll', nl: 'Werkstaatstap versturen naar salarisadministratie' },
  work_state_checkmark_1: { en: 'Work state checkmark 1', nl: 'Werkstaat vinkje 1' },
  work_state_checkmark_2: { en: 'Work state checkmark 2', nl: 'Werkstaat vinkje 2' },
  work_state_checkmark_3: { en: 'Work state checkmark 3', nl: 'Werkstaat vinkje 3' },
  work_state_checkmark_4: { en: 'Work state checkmark 4', nl: 'Werkstaat vinkje 4' },
  work_state_checkmark_5: { en: 'Work state checkmark 5', nl: 'Werkstaat vinkje 5' },
};

/** Dutch of the names, keyed by the English name, for the message catalogue's placeholders. */
export const SETTING_NAMES_NL: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(SETTING_NAMES).map(({ en, nl }) => [en, nl]),
);
