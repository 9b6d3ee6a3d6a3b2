/** English texts of the embed tokens page (the open-dayparts overview in a school's intranet). */
export const embedTokensEn = {
  embed_tokens: {
    title: 'Embed tokens',
    help: "An embed token opens the open-dayparts overview for a school's intranet page. Only the origins named may show it in a frame.",
    issue: 'Issue embed token',
    issue_failed: 'The embed token could not be issued.',
    label: 'Label',
    origins: 'Allowed origins',
    origins_help: 'One a line, like https://intranet.school.nl',
    scope: 'Shows',
    whole_pool: 'The whole pool',
    created: 'Issued',
    status: 'Status',
    live: 'Active',
    revoked_at: 'Revoked {{at}}',
    revoke: 'Revoke',
    revoke_confirm: 'Revoke "{{label}}"? The overview stops working at once in every intranet page that shows it.',
    revoke_failed: 'The embed token could not be revoked.',
    load_failed: 'The embed tokens could not be loaded.',
    empty: 'No embed tokens have been issued yet.',
    cancel: 'Cancel',
  },
};
