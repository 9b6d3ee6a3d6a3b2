import { useEffect, useRef, useState } from 'react';
import { dayjs } from '@app/platform/dates';

type Dayjs = ReturnType<typeof dayjs>;

const normalise = (value: string | null | undefined): string | null => value || null;

/**
 * A picker's value as the form holds it (a string in `apiFormat`, or null) while the picker holds
 * what is typed: a half-typed date stays in the field and the form sees null until it is a real
 * date; a date that does not exist is cleared when the field is left (FORM-06).
 */
export function usePickerValue(value: string | null | undefined, onChange: (value: string | null) => void, apiFormat: string) {
  const parse = (text: string | null) => (text ? dayjs(text, apiFormat, true) : null);
  const [draft, setDraft] = useState<Dayjs | null>(() => parse(normalise(value)));
  const emitted = useRef(normalise(value));
  useEffect(() => {
    const next = normalise(value);
    if (next === emitted.current) return;
    emitted.current = next;
    setDraft(next ? dayjs(next, apiFormat, true) : null);
  }, [value, apiFormat]);

  const change = (next: Dayjs | null) => {
    setDraft(next);
    const text = next?.isValid() ? next.format(apiFormat) : null;
    if (text === emitted.current) return;
    emitted.current = text;
    onChange(text);
  };
  const leave = () => {
    if (draft && !draft.isValid()) setDraft(null);
  };
  return { draft, change, leave };
}
