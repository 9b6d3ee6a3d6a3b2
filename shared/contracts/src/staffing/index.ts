// The staffing contract (requests and dayparts): schemas, answers, rules and events
// shared by the staffing service and the requests module.
export * from './request-status';
export * from './daypart-actions';
export * from './request-events';
export * from './request-messages';
export * from './request-schemas';
export * from './request-views';
export * from './request-rights';
export * from './request-settings';
export * from './offers';
export * from './availability';
export * from './matching';
export * from './dashboard';
export * from './general-calendar';
export * from './embed';
export * from './work-state';
export * from './week-proposal';
export * from './offered-dayparts';
export * from './open-work';
