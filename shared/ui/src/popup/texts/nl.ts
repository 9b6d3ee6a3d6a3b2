import type { popupEn } from './en';

/** Dutch texts of the popups (the default language). */
export const popupNl: typeof popupEn = {
  close: 'Sluiten',
  unsaved_title: 'Niet-opgeslagen wijzigingen',
  unsaved_message: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je verlaten zonder op te slaan?',
};
