import { SEGMENT_MESSAGES, segmentRules, weekScheduleInputSchema } from './week-schedule-input';

const morning = {
  week_day: 1,
  daypart: 1,
  start_class_time: '08:30',
  end_class_time: '12:00',
  start_work_time: '08:00',
  end_work_time: '12:15',
  extra_time: '00:00',
  wtf: 0.1,
};
const afternoon = {
  ...morning,
  daypart: 2,
  start_class_time: '13:00',
  end_class_time: '15:15',
  start_work_time: '12:45',
  end_work_time: '15:45',
};

describe('week schedule segments (MD-SCHED-03)', () => {
  it('accepts a morning and an afternoon that follow each other', () => {
    expect(segmentRules([afternoon, morning])).toEqual({});
  });

  it('wants times running forward and class time inside work time', () => {
    const bad = { ...morning, start_class_time: '12:00', end_class_time: '08:30', start_work_time: '12:15', end_work_time: '08:00' };
    expect(segmentRules([bad])).toEqual({
      '0.end_class_time': [SEGMENT_MESSAGES.classOrder],
      '0.end_work_time': [SEGMENT_MESSAGES.workOrder],
      '0.start_class_time': [SEGMENT_MESSAGES.classWithinWork],
    });
    expect(segmentRules([{ ...morning, start_class_time: '07:45' }])).toEqual({ '0.start_class_time': [SEGMENT_MESSAGES.classWithinWork] });
  });

  it('holds each daypart once per week day and keeps dayparts of a day apart', () => {
    expect(segmentRules([morning, { ...morning }])).toEqual({ '1.daypart': [SEGMENT_MESSAGES.duplicate] });
    // the afternoon starts before the morning has ended
    expect(segmentRules([morning, { ...afternoon, start_work_time: '12:00' }])).toEqual({
      '1.start_work_time': [SEGMENT_MESSAGES.overlap],
    });
    // the same times on another week day do not collide
    expect(segmentRules([morning, { ...morning, week_day: 2 }])).toEqual({});
  });

  it('validates each segment field with a clear message', () => {
    const parsed = weekScheduleInputSchema.safeParse({
      name: 'Standaard',
      segments: [{ ...morning, week_day: 8, start_work_time: '8:00', wtf: 0.12345 }],
    });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      'segments.0.week_day': 'The Week day must be between 1 and 7.',
      'segments.0.start_work_time': 'The Start work time must be a time like 08:30.',
      'segments.0.wtf': 'The WTF may have at most 4 decimals.',
    });
    expect(weekScheduleInputSchema.safeParse({ name: 'Leeg', segments: [] }).error!.issues[0]!.message).toBe(
      'The Segments field is required.',
    );
  });

  it('names the segment rows as sent, then keeps the segments in week order', () => {
    const parsed = weekScheduleInputSchema.safeParse({
      name: 'Standaard',
      segments: [{ ...morning, week_day: 2 }, afternoon, { ...morning, end_class_time: '08:00' }],
    });
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['segments.2.end_class_time', SEGMENT_MESSAGES.classOrder],
    ]);
    const sorted = weekScheduleInputSchema.parse({ name: 'Standaard', segments: [{ ...morning, week_day: 2 }, afternoon, morning] });
    expect(sorted.segments.map((s) => [s.week_day, s.daypart])).toEqual([
      [1, 1],
      [1, 2],
      [2, 1],
    ]);
  });

  it('defaults the WTF of a daypart to 0.1 and the extra time to none', () => {
    const { extra_time: _e, wtf: _w, ...bare } = morning;
    const parsed = weekScheduleInputSchema.parse({ name: 'Standaard', segments: [bare] });
    expect(parsed.segments[0]).toMatchObject({ wtf: 0.1, extra_time: '00:00' });
  });
});
