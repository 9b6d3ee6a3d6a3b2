/** @jest-environment jsdom */
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fakeApi } from '../testing/fake-api';
import { KitProviders } from '../testing/kit-providers';
import { SelectField } from './select-field';

/** A dependent select (schedule on branch, absentee on branch) as the template form drives it. */
function Harness({ branch, required, seen }: { branch: string; required: boolean; seen: (value: string) => void }) {
  const [value, setValue] = useState<string | string[]>('');
  return (
    <SelectField
      label="Field"
      value={value}
      onChange={(next) => {
        setValue(next);
        seen(String(next));
      }}
      onBlur={() => undefined}
      disabled={false}
      required={required}
      testId="field"
      getKey="options"
      multiple={false}
      parentValue={branch}
    />
  );
}

function renderField(branch: string, required: boolean) {
  const seen = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <KitProviders>
        <Harness branch={branch} required={required} seen={seen} />
      </KitProviders>
    </QueryClientProvider>,
  );
  return seen;
}

describe('SelectField', () => {
  beforeEach(() => {
    fakeApi({
      'GET /inputs': (call) => ({
        data: {
          options: call.url.includes('[option]=1')
            ? [{ id: 11, name: 'Groep 1 t/m 8' }]
            : [
                { id: 21, name: 'Anouk de Jong', detail: 'anouk.dejong1@school.nl' },
                { id: 22, name: 'Anouk de Jong', detail: 'anouk.dejong2@school.nl' },
              ],
        },
      }),
    });
  });

  it("chooses the only answer of a required dependent select (a branch's only schedule)", async () => {
    const seen = renderField('1', true);
    await waitFor(() => expect(seen).toHaveBeenCalledWith('11'));
    await waitFor(() => expect((screen.getByTestId('field') as HTMLInputElement).value).toBe('Groep 1 t/m 8'));
  });

  it('chooses nothing when the field is optional or has more than one answer, and tells equal names apart', async () => {
    const optional = renderField('1', false);
    const several = renderField('2', true);
    const inputs = screen.getAllByTestId('field');
    fireEvent.mouseDown(inputs[1]!);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Anouk de Jonganouk.dejong1@school.nl', 'Anouk de Jonganouk.dejong2@school.nl']);
    expect(optional).not.toHaveBeenCalled();
    expect(several).not.toHaveBeenCalled();
  });
});
