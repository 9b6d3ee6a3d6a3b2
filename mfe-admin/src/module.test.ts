import { describeModule } from '@app/ui/testing';
import { texts } from './i18n';
import { pages } from './pages';
import { routes } from './routes';

describeModule({ name: 'mfe_admin', routes, pages, texts, sourceDir: __dirname });
