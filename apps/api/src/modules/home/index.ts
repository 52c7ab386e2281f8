/** The home's read of what waits on the patient, across the request capabilities' tables. */
export { markRecordsSeen } from './service';
