import type { revealOnceEn } from './en';

/** Dutch texts of values shown only once (a data supplier's token) (the default language), typed against en.ts so no key goes missing. */
export const revealOnceNl: typeof revealOnceEn = {
  reveal_once: {
    title: 'Bewaar dit token nu',
    warning:
      'Dit token wordt alleen nu getoond. Het wordt alleen als hash bewaard en kan niet opnieuw getoond worden; kopieer het en bewaar het veilig.',
    copy: 'Kopiëren',
    copied: 'Gekopieerd naar het klembord.',
    copy_failed: 'Kopiëren mislukt: selecteer het token en kopieer het zelf.',
    done: 'Ik heb het bewaard',
    token_tab: 'Authenticatietoken',
    token_help:
      'De gegevensleverancier stuurt dit token mee met elke import. Het is één keer getoond toen de leverancier werd aangemaakt. Opnieuw genereren maakt een nieuw token; het oude werkt direct niet meer.',
    regenerate: 'Token opnieuw genereren',
    regenerate_confirm: 'Een nieuw token maken? Het huidige token werkt direct niet meer.',
  },
};
