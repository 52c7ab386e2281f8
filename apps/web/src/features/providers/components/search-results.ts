// The search widget's results, a chunk of their own (provider-search.tsx loads it with the first
// search): the cards, their favourite tooltips and the suggestions are not on its first screen.
export { DependentProviders } from './dependent-providers';
export { ResultsList } from './results-list';
export { SuggestedProviders } from './suggested-providers';
