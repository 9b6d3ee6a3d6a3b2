import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecordAdditionalFields } from '@app/contracts';
import { api } from '@app/platform/api';
import { QueryState } from '../query-state/query-state';
import { OtherDataForm } from './other-data-form';

export interface OtherDataPanelProps {
  /** `GET/PUT` of the record's additional fields: `/person/5/additional-fields`, `/request/12/additional-fields` */
  path: string;
  /** prefix of the test ids: the form's, `<testId>-loading`, `-empty`, `-error`, `-retry` */
  testId: string;
  /** true: shown read-only whatever the answer's `can_edit` (another user holds the record's lock) */
  readOnly?: boolean;
}

/**
 * The Other data of a record (ADR 0101, 0106): the pool's additional fields of its location with
 * the record's typed values, loaded and saved through `path`; a skeleton while it loads, the
 * error with a retry, a text when the pool has no fields.
 */
export function OtherDataPanel({ path, testId, readOnly = false }: OtherDataPanelProps) {
  const queryClient = useQueryClient();
  const key = ['additional-fields', path] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await api.get<RecordAdditionalFields>(path)).data,
    staleTime: 0,
  });
  return (
    <QueryState query={query} failed="errors.generic" empty="other_data_form.none" isEmpty={(d) => !d.fields.length} testId={testId}>
      {(data) => (
        <OtherDataForm
          fields={data.fields}
          canEdit={data.can_edit && !readOnly}
          testId={testId}
          onSave={async (values) => {
            const saved = (await api.put<RecordAdditionalFields>(path, { values })).data;
            queryClient.setQueryData(key, saved);
          }}
        />
      )}
    </QueryState>
  );
}
