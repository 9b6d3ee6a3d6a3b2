import { offerAnswerEn } from '../features/offer-answer/texts/en';
import { pageTitlesEn } from './page-titles/en';

/** English texts of mfe-public: the public pages substitutes open from a message. */
export const en = {
  ...pageTitlesEn,
  ...offerAnswerEn,
  account: {
    invite: {
      title: 'Account invitation',
      invited: 'You have been invited to {{pool}}.',
      person: 'Invitation for {{name}} ({{email}})',
      join_tab: 'I already have an account',
      register_tab: 'Create an account',
      email: 'E-mail',
      password: 'Password',
      full_name: 'Full name',
      username: 'Username',
      password_confirmation: 'Repeat password',
      join_submit: 'Log in and join',
      register_submit: 'Create account',
      joined: 'You have joined the pool. Log in to continue.',
      created: 'Account created.',
      load_failed: 'This invitation could not be loaded.',
      register: {
        incomplete_form: 'The form is incomplete. Please fill in every field correctly.',
      },
    },
  },
  rules: {
    required: 'Required',
    min3: 'At least 3 characters',
    email: 'Invalid email',
    password_match: 'Passwords must match',
  },
  password: {
    min: 'Password must be at least 8 characters',
    max: 'Password must be at most 100 characters',
    strong: 'The password must contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character',
  },
  open_dayparts: {
    title: 'Open dayparts',
    title_pool: 'Open dayparts of {{pool}}',
    date: 'Date',
    date_invalid: 'Enter a date as DD-MM-YYYY',
    weeks: 'Number of weeks',
    week_count_one: '{{count}} week',
    week_count_other: '{{count}} weeks',
    view_selection: 'View selection',
    week_heading: 'Week {{week}} ({{start}} to {{end}})',
    no_open_week: 'There are no open dayparts in week {{week}}.',
    no_open_weeks: 'There are no open dayparts in weeks {{first}} to {{last}}.',
    request: 'Request {{number}}',
    open_count_one: '{{count}} open daypart',
    open_count_other: '{{count}} open dayparts',
    time: 'Time',
    respond_by_mail: 'Respond by mail',
    mail_subject: 'Response to request {{number}} ({{branch}})',
    mail_body: 'Hello,\n\nI would like to respond to request {{number}} ({{group}}) for these dayparts:\n{{dates}}\n\nKind regards,\n',
  },
  request: {
    intranet: {
      error_message: 'There are no open dayparts to show for this selection.',
    },
  },
  errors: {
    unknown: 'An unknown error occurred.',
  },
};
