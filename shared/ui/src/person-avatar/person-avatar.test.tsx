/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { KitProviders } from '../testing/kit-providers';
import { AVATAR_PALETTE, avatarColor } from './avatar-palette';
import { avatarLetters } from './avatar-letters';
import { PersonAvatar } from './person-avatar';

const renderAvatar = (personId: number, diameter?: number) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <KitProviders>
        <PersonAvatar personId={personId} name="Anna de Boer" hasPhoto={false} diameter={diameter} />
      </KitProviders>
    </QueryClientProvider>,
  );

/** The hex colour as jsdom reports a computed background ('rgb(r, g, b)'). */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('PLT-SHELL-07: avatars', () => {
  it('cycle over a palette of 6 colours by person id, so a person keeps theirs', () => {
    expect(AVATAR_PALETTE).toHaveLength(6);
    expect(new Set(AVATAR_PALETTE).size).toBe(6);
    expect([1, 2, 3, 4, 5, 6].map(avatarColor)).toEqual([...AVATAR_PALETTE.slice(1), AVATAR_PALETTE[0]]);
    expect(avatarColor(13)).toBe(avatarColor(7));
  });

  it('are 32 pixels by default, initials on the person colour when there is no photo', () => {
    renderAvatar(8);
    const avatar = screen.getByTestId('person-avatar-8');
    expect(avatar.textContent).toBe('AB');
    const style = getComputedStyle(avatar);
    expect([style.width, style.height]).toEqual(['32px', '32px']);
    expect(style.backgroundColor).toBe(rgb(avatarColor(8)));
  });

  it('take the size a screen asks', () => {
    renderAvatar(9, 48);
    expect(getComputedStyle(screen.getByTestId('person-avatar-9')).width).toBe('48px');
  });
});

it('every palette colour holds white initials at 4.5:1 or more (WCAG AA)', () => {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  for (const colour of AVATAR_PALETTE) expect([colour, 1.05 / (luminance(colour) + 0.05) >= 4.5]).toEqual([colour, true]);
});

describe('the letters of an avatar without a photo', () => {
  it.each([
    ['Thijs van der Berg', 'TB'],
    ['Pieter de Planner', 'PP'],
    ['Lotte Visser', 'LV'],
    ['  ingrid   invaller ', 'II'],
    ['admin', 'AD'],
    ['', ''],
  ])('%s shows %s: the first name and the surname, past the particles', (name, letters) => {
    expect(avatarLetters(name)).toBe(letters);
  });
});
