/** English texts of the person popup's Profiles tab. */
export const personProfilesEn = {
  person_profiles: {
    none: 'No profiles yet.',
    roles: 'Roles',
    branch: 'Branch',
    pool: 'Pool',
    profile_type: 'Function',
    add: 'Add profile',
    add_title: 'Add a profile',
    save: 'Add',
    remove: 'Remove',
    remove_title: 'Remove profile',
    remove_confirm: 'Remove this profile? The person can no longer log in with it.',
    last_profile: 'Person must have at least one profile.',
    added: 'The profile was added.',
    removed: 'The profile was removed.',
    invited: 'The person has no account yet: an invitation mail was sent to {{email}}.',
    invited_no_email: "The person has no account yet: an invitation mail was sent to the person's e-mail address.",
  },
};
