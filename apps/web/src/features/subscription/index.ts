/** The subscription feature's public surface (other features import only from here). */
export { DownloadRecordsButton } from './components/download-button';
export { SubscribeFlow } from './components/subscribe-flow';
export { useStorage } from './api/storage';
export { useSubscriptionPrice } from './components/price';
export { ViewFileButton, isViewable } from './components/viewable';
export { RequestRecords } from './components/request-records';
