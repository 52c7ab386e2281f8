// The support capability's public surface, used by the shell.
export { FeedbackModal } from './components/feedback-modal';
