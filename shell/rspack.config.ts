import { PRODUCT_NAME } from '@app/contracts';
import { hostConfig } from '../shared/platform/build/module-build';

export default hostConfig({ dir: __dirname, name: 'shell', title: PRODUCT_NAME });
