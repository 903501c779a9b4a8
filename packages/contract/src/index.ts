export * from './admin';
export * from './changelog';
export * from './common';
export * from './newsletter';
export * from './places';
export * from './reports';
export * from './synastry';
export * from './users';
