/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@app/i18n';
import { fakeApi, renderWithProviders } from '../../testing/fake-api';
import { groupPersonLabels, type PersonLabel } from './label-groups';
import { PersonLabelsTab } from './person-labels-tab';

const groepen = { id: 2, name: 'Groepen', color: '#2e7d32', branch_selectable: false };
const bevoegdheid = { id: 1, name: 'Bevoegdheid', color: '#1565c0', branch_selectable: false };
const pabo: PersonLabel = { id: 10, name: 'PABO', label_group: bevoegdheid };
const kleuters: PersonLabel = { id: 20, name: 'Groep 1-2', label_group: groepen };
const bovenbouw: PersonLabel = { id: 21, name: 'Groep 7-8', label_group: groepen };
const ONE_PER_GROUP = 'Only one label of the group Groepen can be chosen.';

describe('groupPersonLabels', () => {
  it('groups labels by label group, groups and labels by name', () => {
    expect(groupPersonLabels([bovenbouw, pabo, kleuters])).toEqual([
      { group: bevoegdheid, labels: [pabo] },
      { group: groepen, labels: [kleuters, bovenbouw] },
    ]);
  });
});

describe('PersonLabelsTab', () => {
  let held: PersonLabel[];
  beforeAll(() => setLocale('en'));
  beforeEach(() => {
    held = [pabo, kleuters];
  });

  const serve = () =>
    fakeApi({
      'GET /person/5/labels': () => ({ data: held }),
      'GET /inputs': () => ({
        data: {
          labels: [
            ...[pabo, kleuters, bovenbouw].map((l) => ({
              id: l.id,
              name: l.name,
              color: l.label_group.color,
              label_group: { id: l.label_group.id, name: l.label_group.name, person_selectable: true },
            })),
            { id: 30, name: 'Sleutelhouder', color: '#00838f', label_group: { id: 3, name: 'Intern', person_selectable: false } },
          ],
        },
      }),
      // the server's group rule: Groepen is not multiselect
      'POST /person/5/labels': () => ({ status: 422, meta: { errors: { label_ids: [ONE_PER_GROUP] } } }),
      'DELETE /person/5/labels/': (call) => {
        held = held.filter((l) => !call.url.includes(`/labels/${l.id}?`));
        return { data: held };
      },
    });

  it('shows the labels by group with the group colour', async () => {
    serve();
    renderWithProviders(<PersonLabelsTab personId={5} canEdit={false} />);
    const group = await screen.findByTestId('person-labels-group-2');
    expect(within(group).getByText('Groepen')).toBeTruthy();
    expect(within(group).getByText('Groep 1-2')).toBeTruthy();
    expect(getComputedStyle(screen.getByTestId('person-label-20')).backgroundColor).toBe('rgb(46, 125, 50)');
    // read-only: no picker, no remove
    expect(screen.queryByTestId('person-labels-add')).toBeNull();
    expect(screen.queryByLabelText('Remove Groep 1-2')).toBeNull();
  });

  it("assigns with POST and shows the server's 422 message; unassigns with DELETE", async () => {
    const calls = serve();
    renderWithProviders(<PersonLabelsTab personId={5} canEdit />);
    const input = await screen.findByTestId('person-labels-add');
    await waitFor(() => expect(calls.some((c) => c.url.includes('inputs[labels][search]='))).toBe(true));
    fireEvent.mouseDown(input);
    // the held labels are not offered again, nor those of a group only branches may hold
    expect(await screen.findByRole('option', { name: 'Groep 7-8' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'PABO' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Sleutelhouder' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Groep 7-8' }));
    expect((await screen.findByTestId('person-labels-error')).textContent).toBe(ONE_PER_GROUP);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ label_id: 21 });

    fireEvent.click(screen.getByLabelText('Remove Groep 1-2'));
    await waitFor(() => expect(screen.queryByTestId('person-label-20')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.startsWith('/api/person/5/labels/20?'))).toBe(true);
    expect(screen.queryByTestId('person-labels-error')).toBeNull();
    expect(screen.getByTestId('person-label-10')).toBeTruthy();
  });
});
