import type { HelpTooltipProps } from '@app/contracts';

/** The help tooltip of a list's header, by list key (FILTER-06); texts are i18n keys. */
export const LIST_HELP: Readonly<Record<string, HelpTooltipProps>> = {
  person: {
    title: 'list_header.person_help.title',
    texts: ['list_header.person_help.search', 'list_header.person_help.branch', 'list_header.person_help.archived'],
  },
};
