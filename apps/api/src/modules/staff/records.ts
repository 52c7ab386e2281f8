/** The desk's view of the payments capability's `medical_records` table (kept there, with its repository). */
export { addMedicalRecord, listMedicalRecords, type MedicalRecordRow } from '../payments';
