/** English texts of the Timeline tab (the event names are `request.timeline.*` in common). */
export const timelineEn = {
  timeline: {
    empty: 'Nothing happened to this request yet.',
    load_failed: 'The timeline could not be loaded.',
    by: '{{name}}, {{at}}',
    reason: 'Reason: {{reason}}',
    person: 'Person: {{name}}',
    change: '{{field}}: {{from}} → {{to}}',
    recipient: 'To: {{recipient}}',
    show_message: 'Show message',
    sms_title: 'Text message',
  },
};
