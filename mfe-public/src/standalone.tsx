import { holdEarlyInput, runInTasks } from '@app/ui/hydration-steps';

/**
 * The standalone public app's script. Its code is in this one file but evaluated in short tasks
 * (ADR 0359): the translations, then the theme and its styling, then the page (./standalone-app),
 * which takes the pre-rendered page over in short tasks too. A button pressed or a form submitted
 * meanwhile is held until the page is the app's.
 */
holdEarlyInput();
void runInTasks(
  () => import(/* webpackMode: "eager" */ '@app/i18n'),
  () => import(/* webpackMode: "eager" */ '@app/ui/page-providers'),
  () => import(/* webpackMode: "eager" */ './standalone-app'),
);
