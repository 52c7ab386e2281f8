// Each capability keeps its tables in its own file; this index is what drizzle-kit reads.
export * from './core';
export * from './directory';
export * from './patients';
export * from './requests';
export * from './staff';
export * from './tracking';
export * from './payments';
export * from './documents';
export * from './support';
export * from './jobs';
export * from './shares';
export * from './factors';
export * from './caregivers';
