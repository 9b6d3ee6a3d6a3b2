import { PRODUCT_NAME } from '@app/contracts';

/** The tab's title of a public page: the product, then the page's own title when there is one. */
export const publicPageTitle = (title: string | null): string => [PRODUCT_NAME, title].filter(Boolean).join(' | ');
