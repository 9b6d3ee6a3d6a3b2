/** English texts of values shown only once (a data supplier's token). */
export const revealOnceEn = {
  reveal_once: {
    title: 'Save this token now',
    warning: 'This token is shown only now. It is stored only as a hash and cannot be shown again; copy it and keep it safe.',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copy_failed: 'Copying failed: select the token and copy it yourself.',
    done: 'I have saved it',
    token_tab: 'Auth token',
    token_help:
      'The data supplier sends this token with every import. It was shown once when the supplier was created. Regenerating makes a new one; the old token stops working at once.',
    regenerate: 'Regenerate token',
    regenerate_confirm: 'Make a new token? The current token stops working at once.',
  },
};
