export * from './catalogue';
export * from './report-data';
export * from './report-filter';
export * from './report-messages';
