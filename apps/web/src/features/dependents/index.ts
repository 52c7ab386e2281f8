/** The dependents feature's public surface (other features import only from here). */
export { DobField, type DobFieldProps } from './components/dob-field';
