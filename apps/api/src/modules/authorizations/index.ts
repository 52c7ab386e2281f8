export { prepareCompletion, storeCompletion, uncoveredTypes, type Completion } from './completion';
export { authorizationScopeLines } from './desk-scope';
