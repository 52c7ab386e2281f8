export { createActingResolver } from './service';
