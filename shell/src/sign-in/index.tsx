import { holdEarlyInput, runInTasks } from '@app/ui/hydration-steps';

/**
 * The script of the pre-rendered sign-in page (ADR 0288): the sign-in form and nothing else, so the
 * page is usable after a small download. The signed-in shell loads with the page the login goes to.
 * Its code is in this one file but evaluated in short tasks (ADR 0359): the translations, then the
 * theme and its styling, then the page (./sign-in-app), which takes the pre-rendered form over in
 * short tasks too. A button pressed or a form submitted meanwhile is held until the form is the app's.
 */
holdEarlyInput();
void runInTasks(
  () => import(/* webpackMode: "eager" */ '@app/i18n'),
  () => import(/* webpackMode: "eager" */ '@app/ui/page-providers'),
  () => import(/* webpackMode: "eager" */ './sign-in-app'),
);
