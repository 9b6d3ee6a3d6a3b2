import type { MailText } from './account-mails';

/** The template of the mail to the planners of a new active substitute, switched by MAILING_NEW_ACTIVE_SUBSTITUTE (ADR 0345). */
export const NEW_ACTIVE_SUBSTITUTE_TEMPLATE = 'identity.new_active_substitute';

/**
 * The mail that tells a planner that a person became an active substitute they plan: their name and
 * the branch of the profile that made them one (none: the whole pool). In Dutch and English
 * together as the other mails. No link and no contact details: the planner opens the person's card.
 */
export function newActiveSubstituteMail(plannerName: string, substitute: string, branch: string | null): MailText {
  return {
    subject: `Nieuwe actieve invaller / New active substitute: ${substitute}`,
    text:
      `Beste ${plannerName},\n\n${substitute} is nu actief als invaller${branch ? ` bij ${branch}` : ''} ` +
      `en kan worden uitgenodigd en ingepland. U vindt de invaller in de personenlijst.\n\n` +
      `Dear ${plannerName},\n\n${substitute} is now an active substitute${branch ? ` at ${branch}` : ''} ` +
      `and can be invited and planned. You find the substitute in the person list.\n`,
    secrets: {},
  };
}
