import type { Locator } from '@playwright/test';

/**
 * Types a date into one of the kit's date fields as a user does: a click on the field, then the
 * digits (the field's sections take day, month and year, ##-##-####). `field` is the hidden input
 * that carries the field's test id and value (DD-MM-YYYY).
 */
export async function typeDate(field: Locator, date: string): Promise<void> {
  await field.locator('xpath=..').getByRole('spinbutton').first().click();
  // all sections selected and cleared, then the digits: the field moves on from day to month to year
  const { keyboard } = field.page();
  await keyboard.press('ControlOrMeta+a');
  await keyboard.press('Backspace');
  await keyboard.type(date.replace(/\D/g, ''));
}
