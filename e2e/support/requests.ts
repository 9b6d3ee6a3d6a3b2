import { expect, type Locator, type Page } from '@playwright/test';

/** Picks the option `name` of a select field of the kit's template form (an autocomplete): typed, then chosen. */
export async function chooseOption(page: Page, testId: string, name: string | RegExp, search?: string) {
  const input = page.getByTestId(testId);
  await input.click();
  if (search) await input.fill(search);
  await page.getByRole('option', { name }).first().click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** A day cell of a year calendar. */
export const calendarDay = (calendar: Locator, date: string) => calendar.locator(`[data-date="${date}"]`);

/** Drags with the mouse from one day of the calendar over the days between to another (CAL-SEL-03), as a user does. */
export async function dragDays(page: Page, calendar: Locator, dates: string[]) {
  const first = calendarDay(calendar, dates[0]!);
  await first.scrollIntoViewIfNeeded();
  const centre = async (date: string) => {
    const box = (await calendarDay(calendar, date).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const start = await centre(dates[0]!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const date of dates.slice(1)) {
    const { x, y } = await centre(date);
    await page.mouse.move(x, y, { steps: 4 });
  }
  await page.mouse.up();
}

/** The number of the request whose popup the page shows (`/request/{number}/{tab}`). */
export function openRequestNumber(page: Page): number {
  const match = /\/request\/(\d+)\//.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`no request popup at ${page.url()}`);
  return Number(match[1]);
}
