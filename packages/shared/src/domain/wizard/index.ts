export * from './steps';
export * from './reducer';
export * from './resume';
export * from './labels';
