import { useState } from 'react';
import { KitProviders } from '../../testing/kit-providers';
import { YearCalendar, type YearCalendarProps } from '../year-calendar';

/** jsdom has no PointerEvent: a MouseEvent that carries the pointer's type and id, so drags can be tested. */
export function installPointerEvent(): void {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventShim extends MouseEvent {
    readonly pointerType: string;
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
      this.pointerId = init.pointerId ?? 1;
    }
  }
  window.PointerEvent = PointerEventShim as unknown as typeof PointerEvent;
}

export type HarnessProps = Partial<Omit<YearCalendarProps, 'selected' | 'onChange'>> & {
  initial?: string[];
  onChange?: (selected: string[]) => void;
};

/** The calendar as a module uses it: inside the kit's providers, the selection held in state (controlled), every change reported sorted. */
export function CalendarHarness({ initial = [], onChange, ...props }: HarnessProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  return (
    <KitProviders>
      <YearCalendar
        start="2025-11-01"
        end="2025-12-31"
        {...props}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          onChange?.([...next].sort());
        }}
      />
    </KitProviders>
  );
}
