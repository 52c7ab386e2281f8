export { createCaregiversService } from './service';
