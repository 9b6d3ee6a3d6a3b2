export * from './catalogue';
export * from './report-data';
export * from './report-filter';
export * from './report-messages';
export * from './exports';
export * from './pool-tool';
