/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { HeaderElement, ListHeader } from '@app/contracts';
import { setLocale } from '@app/i18n';
import { isBlockShown } from './block-visibility';
import { ListHeaderBar, type ListHeaderBarProps } from './list-header-bar';
import { KitProviders } from '../testing/kit-providers';

/** The texts of the module that hands the bar its template: the keys its blocks name. */
const HOST_TEXTS = {
  en: {
    entity_list: { create: 'Create', close: 'Close', yes: 'Yes' },
    list_header: {
      reports: 'Reports',
      person_help: {
        title: 'Finding persons',
        search: 'The search looks in the full name, the e-mail address and the personnel number.',
        archived: 'Archived persons show only with "Show archived".',
      },
    },
  },
  nl: {
    entity_list: { create: 'Aanmaken', close: 'Sluiten', yes: 'Ja' },
    list_header: {
      reports: 'Rapportages',
      person_help: {
        title: 'Personen vinden',
        search: 'Het zoeken kijkt in de volledige naam, het e-mailadres en het personeelsnummer.',
        archived: 'Gearchiveerde personen staan er alleen bij met "Toon gearchiveerd".',
      },
    },
  },
};

function renderBar(header: ListHeader | undefined, props: Partial<ListHeaderBarProps> = {}) {
  return render(
    <KitProviders texts={HOST_TEXTS}>
      <ListHeaderBar header={header} testId="bar" {...props} />
    </KitProviders>,
  );
}

const create = { text: 'entity_list.create', to: '/person/new', icon: 'Add', variant: 'contained', test_id: 'create' } as const;
const reports = { text: 'list_header.reports', to: '/reports', test_id: 'reports' } as const;
const help: HeaderElement = {
  component: 'HelpButton',
  props: { title: 'list_header.person_help.title', texts: ['list_header.person_help.search', 'list_header.person_help.archived'] },
};

beforeAll(() => setLocale('en'));
beforeEach(() => window.history.replaceState(null, '', '/person'));

describe('ListHeaderBar', () => {
  it('shows a skeleton while the template loads, then the blocks', () => {
    const { rerender } = renderBar(undefined);
    expect(screen.getByTestId('bar-header-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('bar-header')).toBeNull();
    rerender(
      <KitProviders texts={HOST_TEXTS}>
        <ListHeaderBar header={{ elements: [{ component: 'Close' }] }} testId="bar" />
      </KitProviders>,
    );
    expect(screen.queryByTestId('bar-header-skeleton')).toBeNull();
    expect(screen.getByTestId('bar-close')).toBeTruthy();
  });

  it('renders every block type in the template order, with the slots the screen gives', () => {
    const onExport = jest.fn();
    renderBar(
      {
        elements: [
          { component: 'IconText', props: { icon: 'Info', text: 'list_header.info' } },
          { component: 'FilterBlock' },
          { component: 'FilterComponent', props: { name: 'list_view' } },
          { component: 'FilterComponent', props: { name: 'not_on_this_screen' } },
          { component: 'Spacer' },
          { component: 'Loader' },
          help,
          { component: 'Tooltip', props: { rows: [{ title: 'list_header.reports', values: ['12'] }] } },
          { component: 'Button', props: create },
          { component: 'ExportButton' },
          { component: 'ButtonGroup', props: { buttons: [reports, { text: 'entity_list.close', to: '/dashboard', test_id: 'home' }] } },
          { component: 'Close' },
        ],
      },
      { filter: <div data-testid="my-filter" />, components: { list_view: <div data-testid="my-switch" /> }, onExport, busy: true },
    );
    const ids = [...screen.getByTestId('bar-header').querySelectorAll('[data-testid]')].map((el) => el.getAttribute('data-testid'));
    const order = [
      'bar-icon-text',
      'my-filter',
      'my-switch',
      'bar-spacer',
      'bar-header-loader',
      'bar-help',
      'bar-info',
      'bar-create',
      'bar-export',
      'bar-button-group',
      'bar-close',
    ];
    expect(ids.filter((id) => order.includes(id!))).toEqual(order);
    expect(screen.getByTestId('bar-icon-text').textContent).toBe('Information');
    expect(screen.getByTestId('bar-create').textContent).toBe('Create');
    expect(within(screen.getByTestId('bar-header-loader')).getByRole('progressbar')).toBeTruthy();

    fireEvent.click(screen.getByTestId('bar-export'));
    expect(onExport).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('bar-create'));
    expect(window.location.pathname).toBe('/person/new');
    fireEvent.click(screen.getByTestId('bar-reports'));
    expect(window.location.pathname).toBe('/reports');
    fireEvent.click(screen.getByTestId('bar-close'));
    expect(window.location.pathname).toBe('/dashboard');
  });

  it('keeps the loader idle when nothing loads, and leaves out an export without a handler', () => {
    renderBar({ elements: [{ component: 'Loader' }, { component: 'ExportButton' }] });
    expect(within(screen.getByTestId('bar-header-loader')).queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('bar-export')).toBeNull();
  });

  it('shows a block only when its max_branch_type_levels is greater than the branch type level', () => {
    const elements: HeaderElement[] = [
      { component: 'Button', props: reports, max_branch_type_levels: 2 },
      { component: 'Button', props: create, max_branch_type_levels: 3 },
      { component: 'Close' },
    ];
    const { unmount } = renderBar({ elements, branch_type_level: 2 });
    expect(screen.queryByTestId('bar-reports')).toBeNull();
    expect(screen.getByTestId('bar-create')).toBeTruthy();
    expect(screen.getByTestId('bar-close')).toBeTruthy();
    unmount();
    renderBar({ elements, branch_type_level: 1 });
    expect(screen.getByTestId('bar-reports')).toBeTruthy();
  });
});

describe('isBlockShown', () => {
  it('compares strictly: equal levels hide, no value always shows, level 0 sees every block with a value of 1 or more', () => {
    expect(isBlockShown({ max_branch_type_levels: 3 }, 2)).toBe(true);
    expect(isBlockShown({ max_branch_type_levels: 2 }, 2)).toBe(false);
    expect(isBlockShown({ max_branch_type_levels: 1 }, 3)).toBe(false);
    expect(isBlockShown({}, 5)).toBe(true);
    expect(isBlockShown({ max_branch_type_levels: 1 }, 0)).toBe(true);
  });
});

describe('tooltips', () => {
  it('the help tooltip shows its title and bulleted texts', async () => {
    renderBar({ elements: [help] });
    fireEvent.mouseOver(screen.getByTestId('bar-help'));
    const tooltip = await screen.findByTestId('bar-help-tooltip');
    expect(within(tooltip).getByText('Finding persons')).toBeTruthy();
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The search looks in the full name, the e-mail address and the personnel number.',
      'Archived persons show only with "Show archived".',
    ]);
  });

  it('the help tooltip shows a single text without bullets, in Dutch too', async () => {
    setLocale('nl');
    try {
      renderBar({
        elements: [{ component: 'HelpButton', props: { title: 'list_header.person_help.title', text: 'list_header.person_help.search' } }],
      });
      fireEvent.mouseOver(screen.getByTestId('bar-help'));
      const tooltip = await screen.findByTestId('bar-help-tooltip');
      expect(tooltip.textContent).toBe('Personen vindenHet zoeken kijkt in de volledige naam, het e-mailadres en het personeelsnummer.');
      expect(within(tooltip).queryByRole('listitem')).toBeNull();
    } finally {
      await act(async () => {
        await setLocale('en');
      });
    }
  });

  it('the info card tooltip shows rows with a title and their values', async () => {
    renderBar({
      elements: [
        {
          component: 'Tooltip',
          props: {
            rows: [
              { title: 'list_header.reports', values: ['3', '7'] },
              { title: 'Contracts', values: ['entity_list.yes'] },
            ],
          },
        },
      ],
    });
    fireEvent.mouseOver(screen.getByTestId('bar-info'));
    const card = await screen.findByTestId('bar-info-card');
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Reports', 'Contracts']);
    expect([...card.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['3, 7', 'Yes']);
  });
});
